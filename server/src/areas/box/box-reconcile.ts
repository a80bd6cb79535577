import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';

/**
 * The mystery boxes' books (ADR 0013), run by tests after every race and by `npm run reconcile`:
 * - each prize's draws equal its total − remaining;
 * - each draw was made under the odds version on sale when it was drawn: a snapshot of that
 *   version exists, published at or before the draw, and no later version was published by then;
 * - a series on sale or sold out is SOLD_OUT exactly when nothing remains;
 * - a POINTS draw spent its points in one BOX ledger row of −points_amount (a CASH draw has none,
 *   and no BOX row lacks its draw); a CASH draw was paid its cash_amount by one payment (a POINTS
 *   draw has none);
 * - the stock ledger holds each prize's unit for its draw (ref `box` / draw number): reserved while
 *   TO_SHIP, sold (on hand −1, reservation gone) once shipped.
 * An empty answer means the books balance.
 */
export type BoxMismatch =
  | { kind: 'pool'; prizeId: number; taken: number; drawn: number }
  | { kind: 'odds'; drawId: number; oddsVersion: number; onSale: number | null }
  | { kind: 'status'; seriesId: number; status: string; remaining: number }
  | {
      kind: 'points';
      drawId: number;
      payMethod: string | null;
      pointsAmount: number;
      spent: number;
      entries: number;
    }
  | { kind: 'cash'; drawId: number; payMethod: string; cashAmount: number; paid: number; payments: number }
  | { kind: 'stock'; drawId: number; fulfilStatus: string; reserved: number; onHand: number };

const numbers = <T extends Record<string, unknown>>(row: T, keys: (keyof T)[]): T => {
  const out = { ...row };
  for (const key of keys) if (out[key] !== null) out[key] = Number(out[key]) as T[keyof T];
  return out;
};

export async function reconcileBoxes(db: Db, limit = 1000): Promise<BoxMismatch[]> {
  const pool = rowsOf<Omit<Extract<BoxMismatch, { kind: 'pool' }>, 'kind'>>(
    await db.execute(sql`
      SELECT p.id AS "prizeId", p.quantity_total - p.quantity_remaining AS taken, count(d.id) AS drawn
      FROM box_prize p LEFT JOIN box_draw d ON d.prize_id = p.id
      GROUP BY p.id HAVING p.quantity_total - p.quantity_remaining <> count(d.id)
      ORDER BY p.id LIMIT ${limit}`),
  );
  const odds = rowsOf<Omit<Extract<BoxMismatch, { kind: 'odds' }>, 'kind'>>(
    await db.execute(sql`
      SELECT d.id AS "drawId", d.odds_version AS "oddsVersion", v.on_sale AS "onSale"
      FROM box_draw d
      CROSS JOIN LATERAL (
        SELECT max(s.odds_version) AS on_sale FROM box_odds_snapshot s
        WHERE s.series_id = d.series_id AND s.published_at <= d.drawn_at) AS v
      WHERE v.on_sale IS DISTINCT FROM d.odds_version
      ORDER BY d.id LIMIT ${limit}`),
  );
  const status = rowsOf<Omit<Extract<BoxMismatch, { kind: 'status' }>, 'kind'>>(
    await db.execute(sql`
      SELECT s.id AS "seriesId", s.status, coalesce(sum(p.quantity_remaining), 0) AS remaining
      FROM box_series s LEFT JOIN box_prize p ON p.series_id = s.id
      WHERE s.status IN ('ON_SALE', 'SOLD_OUT')
      GROUP BY s.id HAVING (s.status = 'SOLD_OUT') <> (coalesce(sum(p.quantity_remaining), 0) = 0)
      ORDER BY s.id LIMIT ${limit}`),
  );
  const points = rowsOf<Omit<Extract<BoxMismatch, { kind: 'points' }>, 'kind'>>(
    await db.execute(sql`
      WITH spent AS (
        SELECT biz_id, customer_id, -sum(delta) AS spent, count(*) AS entries
        FROM point_ledger WHERE biz_type = 'BOX' GROUP BY biz_id, customer_id)
      SELECT coalesce(d.id, CASE WHEN spent.biz_id ~ '^[0-9]+$' THEN spent.biz_id::int END) AS "drawId", d.pay_method AS "payMethod",
        coalesce(d.points_amount, 0) AS "pointsAmount", coalesce(spent.spent, 0) AS spent,
        coalesce(spent.entries, 0) AS entries
      FROM box_draw d
      FULL JOIN spent ON spent.biz_id = d.id::text AND spent.customer_id = d.customer_id
      WHERE d.id IS NULL
        OR (d.pay_method = 'POINTS') <> (spent.entries IS NOT NULL)
        OR (spent.entries IS NOT NULL AND (spent.entries <> 1 OR spent.spent <> d.points_amount))
      ORDER BY 1 LIMIT ${limit}`),
  );
  const cash = rowsOf<Omit<Extract<BoxMismatch, { kind: 'cash' }>, 'kind'>>(
    await db.execute(sql`
      WITH paid AS (
        SELECT box_draw_id AS id, count(*) AS payments,
          sum(amount) FILTER (WHERE status IN ('SUCCESS','PARTIALLY_REFUNDED','REFUNDED')) AS paid
        FROM payment WHERE biz_type = 'BOX' GROUP BY box_draw_id)
      SELECT d.id AS "drawId", d.pay_method AS "payMethod", d.cash_amount AS "cashAmount",
        coalesce(paid.paid, 0) AS paid, coalesce(paid.payments, 0) AS payments
      FROM box_draw d LEFT JOIN paid ON paid.id = d.id
      WHERE CASE WHEN d.pay_method = 'CASH' THEN coalesce(paid.paid, 0) <> d.cash_amount OR paid.payments <> 1
                 ELSE paid.id IS NOT NULL END
      ORDER BY d.id LIMIT ${limit}`),
  );
  const stock = rowsOf<Omit<Extract<BoxMismatch, { kind: 'stock' }>, 'kind'>>(
    await db.execute(sql`
      SELECT d.id AS "drawId", d.fulfil_status AS "fulfilStatus",
        coalesce(sum(m.delta_reserved), 0) AS reserved, coalesce(sum(m.delta_on_hand), 0) AS "onHand"
      FROM box_draw d
      LEFT JOIN stock_movement m ON m.ref_type = 'box' AND m.ref_id = d.draw_no AND m.sku_id = d.sku_id
      GROUP BY d.id
      HAVING coalesce(sum(m.delta_reserved), 0) <> CASE WHEN d.fulfil_status = 'TO_SHIP' THEN 1 ELSE 0 END
          OR coalesce(sum(m.delta_on_hand), 0) <> CASE WHEN d.fulfil_status = 'TO_SHIP' THEN 0 ELSE -1 END
      ORDER BY d.id LIMIT ${limit}`),
  );
  return [
    ...pool.map((r) => ({ kind: 'pool' as const, ...numbers(r, ['taken', 'drawn']) })),
    ...odds.map((r) => ({ kind: 'odds' as const, ...numbers(r, ['onSale']) })),
    ...status.map((r) => ({ kind: 'status' as const, ...numbers(r, ['remaining']) })),
    ...points.map((r) => ({
      kind: 'points' as const,
      ...numbers(r, ['drawId', 'pointsAmount', 'spent', 'entries']),
    })),
    ...cash.map((r) => ({ kind: 'cash' as const, ...numbers(r, ['cashAmount', 'paid', 'payments']) })),
    ...stock.map((r) => ({ kind: 'stock' as const, ...numbers(r, ['reserved', 'onHand']) })),
  ];
}
