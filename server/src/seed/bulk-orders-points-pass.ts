import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  customerLedger,
  type LedgerCustomer,
  type LedgerEntry,
  type LedgerOrder,
} from './bulk-orders-ledger.js';
import type { RunShape } from './bulk-orders-plan.js';
import { PROGRAMME_LEAD_DAYS, WELCOME_KEY_PREFIX, welcomePoints } from './bulk-orders-points.js';
import { lit, reserveIds, rowsOf } from './bulk-orders-sql.js';

/**
 * Writes the points ledger of a run's customers `from`…`to` once their orders are written
 * (bulk-orders-ledger.ts works it out): the rows, the orders' points columns and the balances
 * in one statement, under the customers' row locks. Returns the rows written.
 */

/** A sortable UTC timestamp with microseconds: ledger rows carry their events' exact times. */
const stamp = (at: SQL) => sql`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function writePointsPass(
  tx: Db,
  run: RunShape,
  customers: { from: number; to: number },
): Promise<number> {
  const { points } = run;
  if (!points) return 0;
  const launch = sql`${run.now}::timestamptz - make_interval(days => ${lit(PROGRAMME_LEAD_DAYS)})`;
  const people = rowsOf<LedgerCustomer>(
    await tx.execute(sql`
      SELECT id, points_balance AS balance, ${welcomePoints(sql`id`)} AS welcome,
             ${stamp(sql`greatest(created_at, ${launch})`)} AS "welcomeAt"
      FROM customer WHERE id BETWEEN ${lit(customers.from)} AND ${lit(customers.to)}
      ORDER BY id FOR UPDATE`),
  ).map((c) => ({ ...c, balance: Number(c.balance), welcome: Number(c.welcome) }));
  const orders = rowsOf<LedgerOrder & { customerId: number }>(
    await tx.execute(sql`
      SELECT o.id, o.order_no AS "orderNo", o.customer_id AS "customerId", o.status, o.subtotal::float8 AS subtotal,
             o.paid_amount::float8 AS "paidAmount", o.points_used AS "pointsUsed", o.placed_by AS "placedBy",
             ${stamp(sql`o.placed_at`)} AS "placedAt", ${stamp(sql`o.completed_at`)} AS "completedAt",
             ${stamp(sql`o.cancelled_at`)} AS "cancelledAt",
             (SELECT e.actor_id FROM order_event e WHERE e.order_id = o.id AND e.type = 'CANCELLED' LIMIT 1)
               AS "cancelledBy",
             CASE WHEN o.points_used > 0 THEN
               (SELECT json_agg(json_build_object('id', l.id, 'unitPrice', l.unit_price, 'quantity', l.quantity))
                FROM order_line l WHERE l.order_id = o.id) END AS lines,
             (SELECT json_agg(json_build_object('id', r.id, 'amount', r.amount, 'lines', r.lines,
                                                'at', ${stamp(sql`r.created_at`)}, 'by', r.created_by)
                              ORDER BY r.created_at, r.id)
              FROM refund r WHERE r.order_id = o.id AND r.status = 'SUCCESS') AS refunds
      FROM shop_order o
      WHERE o.customer_id BETWEEN ${lit(customers.from)} AND ${lit(customers.to)}
        AND o.id BETWEEN ${lit(run.orderBase + 1)} AND ${lit(run.orderBase + run.orders)}
        AND (o.points_used > 0 OR o.status = 'COMPLETED')
      ORDER BY o.id`),
  );
  const byCustomer = new Map<number, LedgerOrder[]>();
  for (const o of orders) {
    const list = byCustomer.get(o.customerId);
    if (list) list.push(o);
    else byCustomer.set(o.customerId, [o]);
  }
  const entries: LedgerEntry[] = [];
  const touched: { id: number; returned: number; earned: number; earnReversed: number }[] = [];
  const balances: { id: number; balance: number }[] = [];
  for (const person of people) {
    const ledger = customerLedger(person, byCustomer.get(person.id) ?? [], points, run.actorId);
    entries.push(...ledger.entries);
    touched.push(...ledger.orders);
    balances.push({ id: person.id, balance: ledger.balance });
  }
  if (entries.length === 0) return 0;
  // Ids in time order (each customer's rows chain in id order, as the ledger function writes them).
  const order = entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) =>
      a.entry.createdAt < b.entry.createdAt ? -1 : a.entry.createdAt > b.entry.createdAt ? 1 : a.i - b.i,
    );
  const base = await reserveIds(tx, 'point_ledger', entries.length);
  const ids = new Map<LedgerEntry, number>(order.map(({ entry }, n) => [entry, base + n + 1]));
  const rows = order.map(({ entry }) => ({
    id: ids.get(entry),
    customer_id: entry.customerId,
    delta: entry.delta,
    balance_after: entry.balanceAfter,
    biz_type: entry.bizType,
    biz_id: entry.bizId,
    title: entry.title,
    reverses_id: entry.reverses ? ids.get(entry.reverses) : null,
    shortfall: entry.shortfall,
    reason: entry.reason,
    note: entry.note,
    actor_id: entry.actorId,
    idempotency_key: entry.idempotencyKey,
    created_at: entry.createdAt,
  }));
  await tx.execute(sql`
    WITH ledger AS (
      INSERT INTO point_ledger (id, customer_id, delta, balance_after, biz_type, biz_id, title, reverses_id,
                                shortfall, reason, note, actor_id, idempotency_key, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id bigint, customer_id int,
        delta int, balance_after int, biz_type text, biz_id text, title text, reverses_id bigint, shortfall int,
        reason text, note text, actor_id int, idempotency_key text, created_at timestamptz)
      ORDER BY id
      RETURNING 1
    ),
    orders AS (
      UPDATE shop_order o SET points_returned = x.returned, points_earned = x.earned,
                              points_earn_reversed = x."earnReversed"
      FROM jsonb_to_recordset(${JSON.stringify(touched)}::jsonb) AS x(id int, returned int, earned int, "earnReversed" int)
      WHERE o.id = x.id
      RETURNING 1
    )
    UPDATE customer c SET points_balance = x.balance
    FROM jsonb_to_recordset(${JSON.stringify(balances)}::jsonb) AS x(id int, balance int)
    WHERE c.id = x.id`);
  return entries.length;
}

/**
 * The last customer of the run whose ledger is written (their welcome grant is its first row),
 * or the one before the run's first: where the next points step starts.
 */
export async function pointsWrittenThrough(tx: Db, run: RunShape): Promise<number> {
  const [row] = rowsOf<{ through: string | number | null }>(
    await tx.execute(sql`
      SELECT max(customer_id) AS through FROM point_ledger
      WHERE biz_type = 'ADMIN' AND customer_id BETWEEN ${lit(run.customerBase + 1)} AND ${lit(run.customerBase + run.customers)}
        AND idempotency_key LIKE ${`${WELCOME_KEY_PREFIX}%`}`),
  );
  return row?.through == null ? run.customerBase : Number(row.through);
}

/**
 * Where a points step that starts at customer `from` ends: at most `customers` customers and about
 * `orders` of their orders (the run's regulars have several times the others' orders).
 */
export async function pointsStepEnd(
  tx: Db,
  run: RunShape,
  from: number,
  size: { customers: number; orders: number },
): Promise<number> {
  const last = Math.min(run.customerBase + run.customers, from + size.customers - 1);
  const [row] = rowsOf<{ customer_id: number }>(
    await tx.execute(sql`
      SELECT customer_id FROM shop_order
      WHERE customer_id BETWEEN ${lit(from)} AND ${lit(last)}
        AND id BETWEEN ${lit(run.orderBase + 1)} AND ${lit(run.orderBase + run.orders)}
      ORDER BY customer_id OFFSET ${lit(size.orders)} LIMIT 1`),
  );
  return row ? Math.max(from, Number(row.customer_id) - 1) : last;
}
