import {
  earnedToTakeBack,
  maxPointsFor,
  pointsDiscountOf,
  pointsEarnedAt,
  pointsToReturnOnRefund,
} from '@shop/contract/areas/order-points';
import { sql } from 'drizzle-orm';
import { readOrderPointRules } from '../areas/order/order-points.service.js';
import type { Db } from '../db/client.js';
import { lit, rowsOf } from './bulk-orders-sql.js';

/**
 * The order points rules of a run with points, checked order by order against the contract's
 * functions themselves (the plan computes some of them in SQL, the ledger pass in JS): what each
 * order used is within its maximum and takes off its value; what refunds gave back is their share
 * of the goods; completion earned by the money kept then; refunds after it took back their share.
 * Read in batches of orders, so a run of millions is checked in bounded memory.
 */

interface Row {
  id: number;
  subtotal: number;
  discount: number;
  points_used: number;
  points_discount: number;
  points_returned: number;
  points_earned: number;
  points_earn_reversed: number;
  status: string;
  paid_amount: number;
  lines: { unitPrice: number; quantity: number; refundedQuantity: number }[];
  /** Successful refunds in order, each marked as before or after completion. */
  refunds: { amount: number; afterCompletion: boolean }[] | null;
}

const BATCH = 20_000;

export async function checkPointRules(db: Db): Promise<{ invariant: string; violations: number }[]> {
  const rules = await readOrderPointRules(db);
  const broken = { used: 0, returned: 0, earned: 0, reversed: 0 };
  for (let after = 0; ; ) {
    const rows = rowsOf<Row>(
      await db.execute(sql`
        SELECT o.id, o.subtotal::float8 AS subtotal, o.discount::float8 AS discount, o.points_used,
               o.points_discount::float8 AS points_discount, o.points_returned, o.points_earned,
               o.points_earn_reversed, o.status, o.paid_amount::float8 AS paid_amount,
               (SELECT json_agg(json_build_object('unitPrice', l.unit_price, 'quantity', l.quantity,
                                                  'refundedQuantity', l.refunded_quantity))
                FROM order_line l WHERE l.order_id = o.id) AS lines,
               (SELECT json_agg(json_build_object('amount', r.amount,
                                                  'afterCompletion', r.created_at > o.completed_at)
                                ORDER BY r.created_at, r.id)
                FROM refund r WHERE r.order_id = o.id AND r.status = 'SUCCESS') AS refunds
        FROM shop_order o
        WHERE o.id > ${lit(after)} AND (o.points_used > 0 OR o.status = 'COMPLETED')
        ORDER BY o.id LIMIT ${lit(BATCH)}`),
    );
    for (const o of rows) {
      if (
        o.points_used > maxPointsFor(o, rules) ||
        o.points_discount !== pointsDiscountOf(o.points_used, rules)
      )
        broken.used++;
      // Cumulative: what every refund together gave back is the rule applied to the goods refunded.
      const back =
        o.status === 'CANCELLED'
          ? o.points_used
          : pointsToReturnOnRefund({ ...o, pointsUsed: o.points_used, pointsReturned: 0 }, o.lines);
      if (o.points_returned !== back) broken.returned++;
      if (o.status !== 'COMPLETED') continue;
      const refunds = o.refunds ?? [];
      const before = refunds.filter((r) => !r.afterCompletion).reduce((sum, r) => sum + r.amount, 0);
      const earned = pointsEarnedAt({ paidAmount: o.paid_amount, refundedAmount: before }, rules, rules.unit);
      if (o.points_earned !== earned) broken.earned++;
      let refunded = before;
      let reversed = 0;
      for (const refund of refunds.filter((r) => r.afterCompletion)) {
        reversed += earnedToTakeBack({
          pointsEarned: earned,
          pointsEarnReversed: reversed,
          paidAmount: o.paid_amount,
          refundedAmount: refunded,
          refundAmount: refund.amount,
        });
        refunded += refund.amount;
      }
      if (o.points_earn_reversed !== reversed) broken.reversed++;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  return [
    {
      invariant: 'points used are within the order’s maximum and take off their value',
      violations: broken.used,
    },
    {
      invariant: 'refunds gave used points back in proportion to the goods refunded',
      violations: broken.returned,
    },
    { invariant: 'completion earned by the money kept then', violations: broken.earned },
    {
      invariant: 'refunds after completion took their share of the earned points back',
      violations: broken.reversed,
    },
  ];
}
