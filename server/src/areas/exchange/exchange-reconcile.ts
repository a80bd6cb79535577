import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * The exchange's books (domain.md §2.3), run by tests after every race and by `npm run reconcile`:
 * - each item's quota taken (total − remaining) equals the units of its orders not cancelled;
 * - each order spent its points in one EXCHANGE row of −points_total, and a cancelled one got
 *   them all back in one EXCHANGE_RETURN row naming it (an open one has none);
 * - each order's cash: paid in full once it left PENDING_PAYMENT (none before), refunded in full
 *   when cancelled after paying, never refunded otherwise.
 * An empty answer means the books balance.
 */
export type ExchangeMismatch =
  | { kind: 'quota'; itemId: number; taken: number; ordered: number }
  | {
      kind: 'points';
      exchangeOrderId: number;
      status: string;
      pointsTotal: number;
      spent: number;
      returned: number;
    }
  | {
      kind: 'cash';
      exchangeOrderId: number;
      status: string;
      cashTotal: number;
      paid: number;
      refunded: number;
    };

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

export async function reconcileExchange(db: Db, limit = 1000): Promise<ExchangeMismatch[]> {
  const quota = rowsOf(
    (await db.execute(sql`
      SELECT i.id AS "itemId", i.quota_total - i.quota_remaining AS taken,
        coalesce(sum(o.quantity) FILTER (WHERE o.status <> 'CANCELLED'), 0)::int AS ordered
      FROM exchange_item i LEFT JOIN exchange_order o ON o.item_id = i.id
      GROUP BY i.id
      HAVING i.quota_total - i.quota_remaining <> coalesce(sum(o.quantity) FILTER (WHERE o.status <> 'CANCELLED'), 0)
      ORDER BY i.id LIMIT ${limit}`)) as unknown as Rows<{ itemId: number; taken: number; ordered: number }>,
  );
  const points = rowsOf(
    (await db.execute(sql`
      SELECT o.id AS "exchangeOrderId", o.status, o.points_total AS "pointsTotal",
        coalesce(-spent.delta, 0)::int AS spent, coalesce(back.delta + back.shortfall, 0)::int AS returned
      FROM exchange_order o
      LEFT JOIN point_ledger spent ON spent.biz_type = 'EXCHANGE' AND spent.biz_id = o.id::text
        AND spent.customer_id = o.customer_id
      LEFT JOIN point_ledger back ON back.biz_type = 'EXCHANGE_RETURN' AND back.biz_id = 'cancel:' || o.id
        AND back.customer_id = o.customer_id AND back.reverses_id = spent.id
      WHERE spent.id IS NULL OR -spent.delta <> o.points_total
        OR (o.status = 'CANCELLED') <> (back.id IS NOT NULL)
        OR (back.id IS NOT NULL AND back.delta <> o.points_total)
      ORDER BY o.id LIMIT ${limit}`)) as unknown as Rows<Extract<ExchangeMismatch, { kind: 'points' }>>,
  );
  const cash = rowsOf(
    (await db.execute(sql`
      WITH paid AS (
        SELECT exchange_order_id AS id, sum(amount)::bigint AS paid
        FROM payment WHERE biz_type = 'EXCHANGE' AND status IN ('SUCCESS','PARTIALLY_REFUNDED','REFUNDED')
        GROUP BY exchange_order_id),
      back AS (
        SELECT exchange_order_id AS id, sum(amount)::bigint AS refunded
        FROM refund WHERE exchange_order_id IS NOT NULL AND status = 'SUCCESS' GROUP BY exchange_order_id)
      SELECT o.id AS "exchangeOrderId", o.status, o.cash_total::float8 AS "cashTotal",
        coalesce(paid.paid, 0)::float8 AS paid, coalesce(back.refunded, 0)::float8 AS refunded
      FROM exchange_order o LEFT JOIN paid ON paid.id = o.id LEFT JOIN back ON back.id = o.id
      WHERE CASE
        WHEN o.status = 'PENDING_PAYMENT' THEN coalesce(paid.paid, 0) <> 0 OR coalesce(back.refunded, 0) <> 0
        WHEN o.status = 'CANCELLED' THEN coalesce(paid.paid, 0) NOT IN (0, o.cash_total)
          OR coalesce(back.refunded, 0) <> coalesce(paid.paid, 0)
        ELSE coalesce(paid.paid, 0) <> o.cash_total OR coalesce(back.refunded, 0) <> 0
      END
      ORDER BY o.id LIMIT ${limit}`)) as unknown as Rows<Extract<ExchangeMismatch, { kind: 'cash' }>>,
  );
  return [
    ...quota.map((r) => ({
      kind: 'quota' as const,
      ...r,
      taken: Number(r.taken),
      ordered: Number(r.ordered),
    })),
    ...points.map((r) => ({ ...r, kind: 'points' as const })),
    ...cash.map((r) => ({
      ...r,
      kind: 'cash' as const,
      cashTotal: Number(r.cashTotal),
      paid: Number(r.paid),
      refunded: Number(r.refunded),
    })),
  ];
}
