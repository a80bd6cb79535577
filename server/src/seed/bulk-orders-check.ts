import { type SQL, sql } from 'drizzle-orm';
import { type OrderMismatch, reconcileOrders } from '../areas/order/order-reconcile.js';
import type { Db } from '../db/client.js';
import { readConfigs } from '../lib/read-config.js';
import { checkPointRules } from './bulk-orders-points-check.js';
import { rowsOf } from './bulk-orders-sql.js';

/**
 * The order books' invariants, each with how many rows break it (domain.md 2.3 and the
 * services' rules): what bulk-orders.test.ts asserts after a run and the orders benchmark
 * reports for its million orders. The order area's reconcileOrders checks the money against
 * its parts (lines, payment, refunds, customer totals); the aggregates here check the rest of
 * what the services keep (statuses, refunded quantities, the REFUNDING flag, stock per line,
 * the timeline, what a cancel gave back and completion earned). The tables' CHECKs and unique
 * indexes hold refunded ≤ paid ≤ total, line totals and one successful payment per order; the
 * stock ledger has reconcileStock, the points ledger reconcilePoints; with `points`, every order's
 * points are also held to the contract's rules (bulk-orders-points-check.ts).
 */

const settled = sql`('SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED')`;

const moneyChecks: [OrderMismatch['kind'], string][] = [
  ['order_lines', 'subtotal and item count are the sums of the lines'],
  ['order_paid', 'paid amount is the successful payment'],
  ['order_refunded', 'refunded amount is the successful refunds, as the payment says'],
  ['order_points', 'an order’s points columns are what its ledger rows moved'],
  ['customer_totals', 'customer totals: spent, orders not cancelled, last order'],
];

interface Limits {
  closeMinutes: number;
  staffCloseHours: number;
  completeDays: number;
  asOf: string;
}

const invariants: Record<string, (limits: Limits) => SQL> = {
  'paid orders carry their total and a payment, unpaid ones neither': () => sql`
    SELECT count(*) FROM shop_order o
    LEFT JOIN payment p ON p.order_id = o.id AND p.status IN ${settled}
    WHERE (o.status IN ('PAID', 'SHIPPED', 'COMPLETED') AND o.paid_amount <> o.total)
       OR (o.status = 'PENDING_PAYMENT' AND o.paid_amount <> 0)
       OR (o.paid_at IS NULL) <> (p.id IS NULL)`,
  'refunded shipping is the successful refunds’ shipping': () => sql`
    SELECT count(*) FROM shop_order o
    LEFT JOIN (SELECT order_id, sum(shipping) AS shipping FROM refund WHERE status = 'SUCCESS' GROUP BY order_id) r
      ON r.order_id = o.id
    WHERE o.refunded_shipping <> coalesce(r.shipping, 0)`,
  'refund and payment statuses follow the amounts': () => sql`
    SELECT count(*) FROM shop_order o LEFT JOIN payment p ON p.order_id = o.id AND p.status IN ${settled}
    WHERE o.refund_status <> CASE WHEN o.refunded_amount = 0 THEN 'NONE'
                                  WHEN o.refunded_amount = o.paid_amount THEN 'FULL' ELSE 'PARTIAL' END
       OR p.status <> CASE WHEN p.refunded_amount = 0 THEN 'SUCCESS'
                           WHEN p.refunded_amount = p.amount THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END`,
  'refunded quantities are the refunds’ lines': () => sql`
    SELECT count(*) FROM order_line l
    LEFT JOIN (SELECT (e->>'lineId')::int AS line_id, sum((e->>'quantity')::int) AS q
               FROM refund r CROSS JOIN jsonb_array_elements(r.lines) AS e
               WHERE r.status = 'SUCCESS' GROUP BY 1) r ON r.line_id = l.id
    WHERE l.refunded_quantity <> coalesce(r.q, 0)`,
  'the REFUNDING flag means an after-sale in progress': () => sql`
    SELECT count(*) FROM shop_order o
    WHERE o.has_open_after_sale <> EXISTS (SELECT 1 FROM after_sale a WHERE a.order_id = o.id
                                           AND a.status IN ('REQUESTED', 'APPROVED', 'RECEIVED'))`,
  'every line reserved its quantity; open orders hold what is not refunded, shipped ones sold the rest':
    () => sql`
    SELECT count(*) FROM order_line l JOIN shop_order o ON o.id = l.order_id
    LEFT JOIN (SELECT ref_id, sku_id, sum(delta_reserved) FILTER (WHERE type = 'RESERVE') AS reserved,
                      sum(delta_reserved) AS held, -sum(delta_on_hand) FILTER (WHERE type = 'SALE') AS sold,
                      -sum(delta_reserved) FILTER (WHERE type = 'RELEASE') AS released
               FROM stock_movement WHERE ref_type = 'order' GROUP BY ref_id, sku_id) m
      ON m.ref_id = o.order_no AND m.sku_id = l.sku_id
    WHERE m.reserved IS DISTINCT FROM l.quantity
       OR m.held <> CASE WHEN o.status IN ('PENDING_PAYMENT', 'PAID') THEN l.quantity - l.refunded_quantity ELSE 0 END
       OR coalesce(m.sold, 0) <> CASE WHEN o.shipped_at IS NOT NULL THEN l.quantity - coalesce(m.released, 0) ELSE 0 END`,
  'an unpaid order waits its channel’s window, a settled one nothing': ({
    closeMinutes,
    staffCloseHours,
  }) => sql`
    SELECT count(*) FROM shop_order o
    WHERE o.auto_close_at IS DISTINCT FROM
          CASE WHEN o.status <> 'PENDING_PAYMENT' THEN NULL
               WHEN o.channel = 'STOREFRONT' THEN o.placed_at + make_interval(mins => ${closeMinutes}::int)
               WHEN ${staffCloseHours}::int > 0 THEN o.placed_at + make_interval(hours => ${staffCloseHours}::int) END`,
  'a cancelled order gave every used point back; only completed orders earned': () => sql`
    SELECT count(*) FROM shop_order
    WHERE (status = 'CANCELLED' AND points_returned <> points_used)
       OR (status <> 'COMPLETED' AND points_earned <> 0)`,
  'the timeline says what a cancel gave back and what completion earned': () => sql`
    SELECT count(*) FROM shop_order o JOIN order_event e ON e.order_id = o.id
    WHERE (e.type = 'COMPLETED' AND (e.data->>'pointsEarned')::int IS DISTINCT FROM nullif(o.points_earned, 0))
       OR (e.type = 'CANCELLED' AND o.paid_at IS NULL
           AND (e.data->>'pointsBack')::int IS DISTINCT FROM nullif(o.points_returned, 0))`,
  'the timeline’s last transition is the status': () => sql`
    SELECT count(*) FROM shop_order o
    WHERE o.status IS DISTINCT FROM (SELECT e.to_status FROM order_event e
                                     WHERE e.order_id = o.id AND e.to_status IS NOT NULL
                                     ORDER BY e.id DESC LIMIT 1)`,
};

/** True only at the run's time: afterwards the server's jobs close and complete orders as days pass. */
const jobsInvariant = 'nothing left for the jobs: no overdue unpaid or long-shipped order';
const jobsQuery = ({ closeMinutes, completeDays, asOf }: Limits) => sql`
  SELECT count(*) FROM shop_order
  WHERE (status = 'PENDING_PAYMENT' AND placed_at <= ${asOf}::timestamptz - make_interval(mins => ${closeMinutes}::int))
     OR (status = 'SHIPPED' AND shipped_at <= ${asOf}::timestamptz - make_interval(days => ${completeDays}::int))`;

/**
 * Each invariant with how many rows break it; all zero means the order books are right.
 * `asOf` (the run's "now") adds the check that the jobs have nothing to do at that time.
 */
export async function checkOrderInvariants(
  db: Db,
  options: {
    asOf?: Date;
    /**
     * The orders are of a run with points (the demo; `npm run seed -- --points`): also check each
     * order's points against the contract's rules (bulk-orders-points-check.ts).
     */
    points?: boolean;
  } = {},
): Promise<{ invariant: string; violations: number }[]> {
  const config = await readConfigs(db, [
    'order_unpaid_close_minutes',
    'order_staff_unpaid_close_hours',
    'order_auto_complete_days',
  ]);
  const limits: Limits = {
    closeMinutes: config.order_unpaid_close_minutes,
    staffCloseHours: config.order_staff_unpaid_close_hours,
    completeDays: config.order_auto_complete_days,
    asOf: (options.asOf ?? new Date()).toISOString(),
  };
  const checks = Object.entries(invariants);
  if (options.asOf) checks.push([jobsInvariant, jobsQuery]);
  // reconcileOrders lists at most 100 of each kind: enough to tell right from wrong.
  const mismatches = await reconcileOrders(db);
  const answers = moneyChecks.map(([kind, invariant]) => ({
    invariant,
    violations: mismatches.filter((m) => m.kind === kind).length,
  }));
  // Kinds the order area adds later count too, under their own name.
  const known = new Set<string>(moneyChecks.map(([kind]) => kind));
  for (const kind of new Set(mismatches.map((m) => m.kind).filter((k) => !known.has(k))))
    answers.push({
      invariant: `order reconcile: ${kind}`,
      violations: mismatches.filter((m) => m.kind === kind).length,
    });
  for (const [invariant, query] of checks) {
    const [row] = rowsOf<{ count: string | number }>(await db.execute(query(limits)));
    answers.push({ invariant, violations: Number(row?.count ?? 0) });
  }
  if (options.points) answers.push(...(await checkPointRules(db)));
  return answers;
}
