import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { nowOf, type RunShape } from './bulk-orders-plan.js';
import { affectedRows, lit, pick, rowsOf } from './bulk-orders-sql.js';

/**
 * The stock ledger of a bulk run, written after its orders in one pass per range of SKUs, each
 * SKU's rows in time order (ids follow time, as live writes would). Every line reserved its
 * quantity when placed (RESERVE); shipped orders sold it (SALE), cancelled ones released it
 * (RELEASE) — both kinds of cancellation, so the Records page shows what happened — and so did a
 * refund of an order not yet shipped, for the refunded quantity (as the refund service does); returns
 * that were restocked put the refunded quantity back (RESTOCK, reason `returned`, referring to
 * the after-sale as the service does).
 *
 * Before all that, one receipt per SKU (ADJUSTMENT, reason `received`, a day before the run's
 * first order) of everything the run reserves plus a little or a lot to spare (0 for one SKU in
 * 25, so some end sold out). Since the receipt covers every reservation, on_hand never drops
 * below reserved at any row whatever the order of events, and each SALE or RELEASE follows its
 * RESERVE. The balances-after are the SKU's balances before the run plus running sums of the
 * deltas (window functions), and the SKUs' balances move by the same sums at the end, so
 * reconcileStock finds the books balanced, on top of whatever ledger the SKUs had already.
 */

/** Roughly how many order lines one statement turns into movements (about twice as many rows). */
const LINES_PER_PASS = 600_000;

export interface Range {
  from: number;
  to: number;
}

/**
 * SKU id ranges holding about `linesPerPass` of the run's lines each. Every SKU's lines fall in
 * one range, so each SKU's chain is written by one pass, in time order.
 */
export async function skuRanges(tx: Db, lines: Range, linesPerPass = LINES_PER_PASS): Promise<Range[]> {
  const counts = rowsOf<{ sku_id: number; n: string | number }>(
    await tx.execute(sql`
      SELECT sku_id, count(*) AS n FROM order_line WHERE id BETWEEN ${lit(lines.from)} AND ${lit(lines.to)}
      GROUP BY sku_id ORDER BY sku_id`),
  );
  const ranges: Range[] = [];
  let current: Range | undefined;
  let held = 0;
  for (const { sku_id, n } of counts) {
    if (!current || held >= linesPerPass) {
      current = { from: sku_id, to: sku_id };
      ranges.push(current);
      held = 0;
    }
    current.to = sku_id;
    held += Number(n);
  }
  return ranges;
}

function movementPass(run: RunShape, lines: Range, skus: Range) {
  const spare = pick(sql`sku_id + ${lit(run.orderBase)}`, 30, 100);
  return sql`
    WITH ev AS (
      SELECT l.sku_id, e.step, l.id AS line_id, e.type, e.d_on, e.d_res,
             CASE WHEN e.type = 'RESTOCK' THEN 'after_sale' ELSE 'order' END AS ref_type,
             CASE WHEN e.type = 'RESTOCK' THEN a.after_sale_no ELSE o.order_no END AS ref_id, e.at
      FROM order_line l
      JOIN shop_order o ON o.id = l.order_id
      LEFT JOIN after_sale a ON a.order_id = o.id AND a.restocked
      LEFT JOIN refund r ON r.order_id = o.id AND o.status = 'PAID'
      CROSS JOIN LATERAL (VALUES
        (1, 'RESERVE', o.placed_at, 0, l.quantity),
        (2, 'SALE', o.shipped_at, -l.quantity, -l.quantity),
        (2, 'RELEASE', o.cancelled_at, 0, -l.quantity),
        (2, 'RELEASE', r.created_at, 0, -l.refunded_quantity),
        (3, 'RESTOCK', a.updated_at, l.refunded_quantity, 0)
      ) AS e(step, type, at, d_on, d_res)
      WHERE l.id BETWEEN ${lit(lines.from)} AND ${lit(lines.to)}
        AND l.sku_id BETWEEN ${lit(skus.from)} AND ${lit(skus.to)}
        AND e.at IS NOT NULL AND (e.d_on <> 0 OR e.d_res <> 0)
    ),
    receipt AS (
      SELECT sku_id, 0 AS step, 0 AS line_id, 'ADJUSTMENT' AS type,
             sum(d_res) FILTER (WHERE type = 'RESERVE')
               + CASE WHEN ${spare} < 4 THEN 0 WHEN ${spare} < 12 THEN 1 + ${spare} % 5 ELSE 20 + ${spare} * 2 END AS d_on,
             0 AS d_res, NULL AS ref_type, NULL AS ref_id,
             ${nowOf(run)} - interval '91 days' + make_interval(secs => (sku_id % 3600)::float8) AS at
      FROM ev GROUP BY sku_id
    ),
    moves AS (
      SELECT * FROM receipt WHERE d_on > 0
      UNION ALL
      SELECT * FROM ev
    )
    INSERT INTO stock_movement (sku_id, type, reason, delta_on_hand, delta_reserved, on_hand_after, reserved_after,
                                ref_type, ref_id, actor_id, created_at)
    SELECT m.sku_id, m.type, CASE m.type WHEN 'ADJUSTMENT' THEN 'received' WHEN 'RESTOCK' THEN 'returned' END,
           m.d_on, m.d_res, s.on_hand + sum(m.d_on) OVER w, s.reserved + sum(m.d_res) OVER w,
           m.ref_type, m.ref_id,
           CASE WHEN m.type IN ('ADJUSTMENT', 'RESTOCK') THEN ${run.actorId}::int END, m.at
    FROM moves m JOIN product_sku s ON s.id = m.sku_id
    WINDOW w AS (PARTITION BY m.sku_id ORDER BY m.at, m.step, m.line_id ROWS UNBOUNDED PRECEDING)
    ORDER BY m.at, m.sku_id, m.step, m.line_id`;
}

/**
 * Writes the movements of the run's lines on SKUs `skus` and moves those SKUs' balances by their
 * sums; answers how many movements. Nothing else may move these SKUs' stock meanwhile (the chains
 * start from the balances read here): callers lock product_sku first.
 */
export async function writeStockPass(tx: Db, run: RunShape, lines: Range, skus: Range): Promise<number> {
  const [last] = rowsOf<{ id: string | number | null }>(
    await tx.execute(sql`SELECT max(id) AS id FROM stock_movement`),
  );
  const before = Number(last?.id ?? 0);
  const written = affectedRows(await tx.execute(movementPass(run, lines, skus)));
  await tx.execute(sql`
    UPDATE product_sku s SET on_hand = s.on_hand + m.d_on, reserved = s.reserved + m.d_res, updated_at = now()
    FROM (SELECT sku_id, sum(delta_on_hand) AS d_on, sum(delta_reserved) AS d_res
          FROM stock_movement
          WHERE id > ${lit(before)} AND sku_id BETWEEN ${lit(skus.from)} AND ${lit(skus.to)}
          GROUP BY sku_id) AS m
    WHERE s.id = m.sku_id`);
  return written;
}

/** Writes the run's movements and moves the SKUs' balances by their sums; answers how many rows. */
export async function writeStock(
  tx: Db,
  run: RunShape,
  lines: Range,
  log: (line: string) => void,
): Promise<number> {
  // Nothing else may move stock meanwhile: the chains start from the balances read here.
  await tx.execute(sql`LOCK TABLE product_sku IN EXCLUSIVE MODE`);
  // The passes' window sorts fit in memory instead of spilling to disk.
  await tx.execute(sql`SET LOCAL work_mem = '128MB'`);
  let written = 0;
  for (const skus of await skuRanges(tx, lines)) {
    written += await writeStockPass(tx, run, lines, skus);
    log(`stock movements of SKUs ${skus.from}–${skus.to}: ${written} rows so far`);
  }
  return written;
}
