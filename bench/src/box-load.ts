import { writeOddsSnapshot } from '@shop/server/areas/box/box-odds';
import type { Db } from '@shop/server/db/client';
import { atTime } from '@shop/server/lib/clock';
import {
  customerCity,
  customerLine,
  customerName,
  customerPhone,
  customerPostalCode,
  customerRegion,
} from '@shop/server/seed/bulk-orders-customers';
import { fraction, lit, pick } from '@shop/server/seed/bulk-orders-sql';
import { sql } from 'drizzle-orm';
import { rowsOf, withDeferredIndexes } from './deferred-indexes.js';

/**
 * A year of mystery box draws for the record list's benchmark (issue 21), written set-based
 * (INSERT … SELECT over generate_series, in chunks, box_draw's indexes built once at the end)
 * rather than one drawBox per row. What the record list reads is as a shop's would be: boxes of
 * every size (the first holds about a third of the draws, the last a few per cent), customers
 * drawing again and again, prizes by tier (70 % common, 25 % rare, 5 % hidden), paid in points
 * (70 %) or money, and fulfilment by age: the last 3 days to ship, then shipped for 11 days, then
 * completed, with one old draw in a thousand still waiting to be shipped. Each box's pool agrees
 * with its draws (draws per prize = total − remaining) and every draw names the odds version
 * published before it. The draws' payments, points entries and stock reservations are not
 * written: the record list reads none of them.
 */

export const fullBoxSize = { draws: 1_000_000, customers: 20_000, boxes: 10, chunk: 100_000 } as const;
export type BoxSize = { draws: number; customers: number; boxes: number; chunk: number };

/** Prizes per box by tier, and how a draw in [0, 100) falls on them. */
const prizeTiers = ['COMMON', 'COMMON', 'COMMON', 'COMMON', 'COMMON', 'RARE', 'RARE', 'HIDDEN'] as const;
const SECONDS_BETWEEN = 31.5;

export interface BoxLoad {
  draws: number;
  customers: number;
  seriesIds: number[];
  customerIds: { first: number; last: number };
  ms: number;
  analyzeMs: number;
}

async function insertCustomers(db: Db, count: number) {
  const n = sql`n`;
  const [row] = rowsOf<{ first: number; last: number }>(
    await db.execute(sql`
      WITH made AS (
        INSERT INTO customer (name, phone, created_at)
        SELECT ${customerName(n)}, ${customerPhone(n)}, now() - interval '400 days'
        FROM generate_series(1, ${lit(count)}) AS n RETURNING id)
      SELECT min(id)::int AS first, max(id)::int AS last FROM made`),
  );
  if (!row) throw new Error('no customers inserted');
  return row;
}

/** The boxes, each a product whose SKUs are its prizes, published (odds version 1) a year ago. */
async function insertBoxes(db: Db, boxes: number): Promise<{ seriesIds: number[]; prizeIds: number[] }> {
  const seriesIds: number[] = [];
  const prizeIds: number[] = [];
  for (let b = 1; b <= boxes; b++) {
    await db.transaction(async (tx) => {
      const [spu] = rowsOf<{ id: number }>(
        await tx.execute(
          sql`INSERT INTO product_spu (title, status) VALUES (${`Bench figure ${b}`}, 'ON_SALE') RETURNING id`,
        ),
      );
      const [series] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          INSERT INTO box_series (title, cash_price, points_price, guarantee_every, guarantee_min_tier, minimum_age, created_at, updated_at)
          VALUES (${`Bench box ${b}`}, ${1500 + 100 * b}, ${100 + 10 * b}, 10, 'RARE', 8, now() - interval '400 days', now() - interval '400 days')
          RETURNING id`),
      );
      if (!spu || !series) throw new Error('box insert returned no row');
      for (const [i, tier] of prizeTiers.entries()) {
        const [sku] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            INSERT INTO product_sku (spu_id, code, option_values, price)
            VALUES (${spu.id}, ${`BENCH-BOX-${b}-${i + 1}`}, ARRAY[${`Style ${i + 1}`}]::text[], 2000) RETURNING id`),
        );
        const [prize] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            INSERT INTO box_prize (series_id, sku_id, tier, quantity_total, quantity_remaining, display_value, sort)
            VALUES (${series.id}, ${sku?.id}, ${tier}, 500000, 500000, ${1000 * (i + 1)}, ${i}) RETURNING id`),
        );
        prizeIds.push(Number(prize?.id));
      }
      // Published before the first draw (the snapshot is stamped with the clock it is written at).
      await atTime(new Date(Date.now() - 370 * 86_400_000), () => writeOddsSnapshot(tx, series.id, null));
      await tx.execute(sql`UPDATE box_series SET status = 'ON_SALE' WHERE id = ${series.id}`);
      seriesIds.push(series.id);
    });
  }
  return { seriesIds, prizeIds };
}

/** Writes `size.draws` draws ending now, then sets each pool's remaining from its draws. */
export async function loadBoxes(db: Db, size: BoxSize, log: (line: string) => void): Promise<BoxLoad> {
  const started = performance.now();
  const customers = await insertCustomers(db, size.customers);
  const { seriesIds, prizeIds } = await insertBoxes(db, size.boxes);
  const n = sql`n`;
  // The box: the first ones busiest (squaring a uniform draw skews towards the front).
  const box = sql`floor(power(${fraction(n, 81)}, 2) * ${lit(size.boxes)})::int`;
  const roll = pick(n, 82, 100);
  const prizeIndex = sql`(CASE WHEN ${roll} < 70 THEN ${roll} / 14 WHEN ${roll} < 95 THEN 5 + (${roll} - 70) / 13 ELSE 7 END)`;
  const cid = sql`(${lit(customers.first)} + ${pick(n, 83, size.customers)})`;
  const age = sql`((${lit(size.draws)} - n) * ${lit(SECONDS_BETWEEN)})`;
  const cash = sql`(${pick(n, 84, 10)} < 3)`;
  const straggler = sql`(${pick(n, 85, 1000)} = 0)`;
  const status = sql`CASE WHEN ${age} < 3 * 86400 OR ${straggler} THEN 'TO_SHIP'
    WHEN ${age} < 14 * 86400 THEN 'SHIPPED' ELSE 'COMPLETED' END`;
  await db.execute(sql`SELECT setval('box_draw_no_seq', ${lit(size.draws)})`);
  await withDeferredIndexes(db, 'box_draw', async () => {
    for (let first = 1; first <= size.draws; first += size.chunk) {
      const last = Math.min(size.draws, first + size.chunk - 1);
      await db.execute(sql`
        INSERT INTO box_draw (draw_no, series_id, customer_id, prize_id, sku_id, prize_title, tier, display_value,
          odds_version, roll, pool_size, guarantee_applied, pay_method, cash_amount, points_amount, channel,
          fulfil_status, receiver_name, receiver_phone, receiver_region, receiver_city, receiver_line,
          receiver_postal_code, carrier, tracking_no, drawn_at, shipped_at, completed_at, updated_at)
        SELECT 'BX' || to_char(d.drawn_at AT TIME ZONE 'UTC', 'YYMMDD') || lpad(d.n::text, 8, '0'),
          s.id, d.cid, p.id, p.sku_id, sp.title || ', ' || sk.option_values[1], p.tier, p.display_value,
          1, d.n % 1000, 1000, ${pick(n, 86, 50)} = 0 AND p.tier <> 'COMMON',
          CASE WHEN d.cash THEN 'CASH' ELSE 'POINTS' END,
          CASE WHEN d.cash THEN s.cash_price ELSE 0 END, CASE WHEN d.cash THEN 0 ELSE s.points_price END,
          CASE WHEN ${pick(n, 87, 20)} = 0 THEN 'STOREFRONT' ELSE 'STAFF' END,
          d.status, c.name, c.phone, ${customerRegion(sql`d.cid`)}, ${customerCity(sql`d.cid`)},
          ${customerLine(sql`d.cid`)}, ${customerPostalCode(sql`d.cid`)},
          CASE WHEN d.status <> 'TO_SHIP' THEN 'SF Express' END,
          CASE WHEN d.status <> 'TO_SHIP' THEN 'SF' || lpad(d.n::text, 10, '0') END,
          d.drawn_at,
          CASE WHEN d.status <> 'TO_SHIP' THEN d.drawn_at + interval '1 day' END,
          CASE WHEN d.status = 'COMPLETED' THEN d.drawn_at + interval '4 days' END,
          d.drawn_at
        FROM (
          SELECT n, ${box} AS box, ${prizeIndex} AS prize, ${cid} AS cid, ${cash} AS cash, ${status} AS status,
            now() - ${age} * interval '1 second' AS drawn_at
          FROM generate_series(${lit(first)}::bigint, ${lit(last)}::bigint) AS n
        ) d
        JOIN box_series s ON s.id = (${sql.raw(`ARRAY[${seriesIds.join(',')}]`)})[1 + d.box]
        JOIN box_prize p ON p.id = (${sql.raw(`ARRAY[${prizeIds.join(',')}]`)})[1 + d.box * ${lit(prizeTiers.length)} + d.prize]
        JOIN product_sku sk ON sk.id = p.sku_id
        JOIN product_spu sp ON sp.id = sk.spu_id
        JOIN customer c ON c.id = d.cid`);
      log(`  ${last.toLocaleString('en')} draws (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  });
  await db.execute(sql`
    UPDATE box_prize p SET quantity_remaining = p.quantity_total - d.n
    FROM (SELECT prize_id, count(*)::int AS n FROM box_draw GROUP BY prize_id) d WHERE d.prize_id = p.id`);
  const ms = performance.now() - started;
  const analyzed = performance.now();
  await db.execute(sql`VACUUM ANALYZE box_draw`);
  await db.execute(sql`VACUUM ANALYZE customer`);
  await db.execute(sql`VACUUM ANALYZE box_prize`);
  return {
    draws: size.draws,
    customers: size.customers,
    seriesIds,
    customerIds: customers,
    ms,
    analyzeMs: performance.now() - analyzed,
  };
}
