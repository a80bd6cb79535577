import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countedOrder } from './customer-totals.js';

/**
 * The order books checked against their parts (domain.md 2.3 "Money"), for tests after races and
 * for the bulk seed: each order's subtotal and item count are its lines', its paid amount its
 * successful payment's, its refunded amount the sum of its successful refunds (and its payment's),
 * its points columns what its ledger rows did (ORDER_USE and ORDER_EARN with the order's id, and
 * the rows reversing them, a take-back's shortfall counted); each customer's totals are their orders'. Returns every disagreement (none when the books hold).
 */
export interface OrderMismatch {
  kind: 'order_lines' | 'order_paid' | 'order_refunded' | 'order_points' | 'customer_totals';
  id: number;
  detail: string;
}

export async function reconcileOrders(db: Db, limit = 100): Promise<OrderMismatch[]> {
  const result = await db.execute(sql`
    (SELECT 'order_lines' AS kind, o.id, format('subtotal %s vs lines %s, items %s vs %s', o.subtotal, l.sum, o.item_count, l.qty) AS detail
       FROM shop_order o
       JOIN (SELECT order_id, sum(line_total) AS sum, sum(quantity) AS qty FROM order_line GROUP BY order_id) l ON l.order_id = o.id
      WHERE o.subtotal <> l.sum OR o.item_count <> l.qty
      LIMIT ${limit})
    UNION ALL
    (SELECT 'order_paid', o.id, format('paid %s vs payments %s', o.paid_amount, coalesce(p.amount, 0))
       FROM shop_order o
       LEFT JOIN payment p ON p.order_id = o.id AND p.status IN ('SUCCESS','PARTIALLY_REFUNDED','REFUNDED')
      WHERE o.paid_amount <> coalesce(p.amount, 0)
      LIMIT ${limit})
    UNION ALL
    (SELECT 'order_refunded', o.id, format('refunded %s vs refunds %s vs payment %s', o.refunded_amount, coalesce(r.sum, 0), coalesce(p.refunded_amount, 0))
       FROM shop_order o
       LEFT JOIN (SELECT order_id, sum(amount) AS sum FROM refund WHERE status = 'SUCCESS' GROUP BY order_id) r ON r.order_id = o.id
       LEFT JOIN payment p ON p.order_id = o.id AND p.status IN ('SUCCESS','PARTIALLY_REFUNDED','REFUNDED')
      WHERE o.refunded_amount <> coalesce(r.sum, 0) OR o.refunded_amount <> coalesce(p.refunded_amount, 0)
      LIMIT ${limit})
    UNION ALL
    (SELECT 'order_points', o.id,
            format('used %s vs %s, returned %s vs %s, earned %s vs %s, taken back %s vs %s',
                   o.points_used, coalesce(-u.delta, 0), o.points_returned, coalesce(ur.points, 0),
                   o.points_earned, coalesce(e.delta, 0), o.points_earn_reversed, coalesce(er.points, 0))
       FROM shop_order o
       LEFT JOIN point_ledger u ON u.biz_type = 'ORDER_USE' AND u.biz_id = o.id::text AND u.customer_id = o.customer_id
       LEFT JOIN point_ledger e ON e.biz_type = 'ORDER_EARN' AND e.biz_id = o.id::text AND e.customer_id = o.customer_id
       LEFT JOIN (SELECT reverses_id, sum(delta) AS points FROM point_ledger
                   WHERE biz_type = 'ORDER_USE_RETURN' GROUP BY reverses_id) ur ON ur.reverses_id = u.id
       LEFT JOIN (SELECT reverses_id, sum(shortfall - delta) AS points FROM point_ledger
                   WHERE biz_type = 'ORDER_EARN_REVERSAL' GROUP BY reverses_id) er ON er.reverses_id = e.id
      WHERE o.points_used <> coalesce(-u.delta, 0) OR o.points_returned <> coalesce(ur.points, 0)
         OR o.points_earned <> coalesce(e.delta, 0) OR o.points_earn_reversed <> coalesce(er.points, 0)
      LIMIT ${limit})
    UNION ALL
    (SELECT 'customer_totals', c.id,
            format('spent %s vs %s, orders %s vs %s, last %s vs %s', c.total_spent, coalesce(t.spent, 0), c.order_count, coalesce(t.live, 0), c.last_order_at, t.last)
       FROM customer c
       LEFT JOIN (SELECT customer_id, sum(paid_amount - refunded_amount) AS spent,
                         count(*) FILTER (WHERE ${countedOrder}) AS live, max(placed_at) FILTER (WHERE ${countedOrder}) AS last
                    FROM shop_order GROUP BY customer_id) t ON t.customer_id = c.id
      WHERE c.total_spent <> coalesce(t.spent, 0) OR c.order_count <> coalesce(t.live, 0)
         OR c.last_order_at IS DISTINCT FROM t.last
      LIMIT ${limit})
  `);
  // pg and PGlite both answer raw SQL with `rows`.
  const rows = (result as unknown as { rows: { kind: OrderMismatch['kind']; id: number; detail: string }[] })
    .rows;
  return rows.map((r) => ({ kind: r.kind, id: Number(r.id), detail: r.detail }));
}
