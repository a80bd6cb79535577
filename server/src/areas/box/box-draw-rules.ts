import { type BoxDrawRefusalData, type BoxTier, boxTiers, tierRank } from '@shop/contract/areas/box';
import { Codes } from '@shop/contract/codes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import type { boxSeries } from '../../db/schema.js';
import { type AppError, refuseWith } from '../../http/app-error.js';
import { readConfig } from '../../lib/read-config.js';
import type { GuaranteeState } from './box-pick.js';

/**
 * What a draw checks against the series and the customer's earlier draws, read under the locks
 * the draw holds (customer, then series), so the counts cannot move before the draw is written.
 */

export type SeriesRow = typeof boxSeries.$inferSelect;

/** 42201 `box.soldOut`: nothing remains (the series says so, or its pool does). */
export function soldOut(seriesId: number): AppError {
  const data: BoxDrawRefusalData = { seriesId, remaining: 0 };
  return refuseWith(Codes.INSUFFICIENT_STOCK, data, 'box.soldOut');
}

/**
 * Why the series cannot be drawn from at `now`, or null when it can: SOLD_OUT is 42201 (what a
 * race's losers hear once the last prize is gone); any other status than ON_SALE, or a moment
 * outside the sale window, is 42203.
 */
export function unavailable(series: SeriesRow, now: Date): AppError | null {
  if (series.status === 'SOLD_OUT') return soldOut(series.id);
  const data = {
    seriesId: series.id,
    status: series.status,
    startsAt: series.startsAt?.toISOString() ?? null,
    endsAt: series.endsAt?.toISOString() ?? null,
  };
  if (series.status !== 'ON_SALE')
    return refuseWith(Codes.ILLEGAL_TRANSITION, data, 'box.notOnSale', { status: series.status });
  if (series.startsAt && series.startsAt.getTime() > now.getTime())
    return refuseWith(Codes.ILLEGAL_TRANSITION, data, 'box.notStarted', {
      startsAt: series.startsAt.toISOString(),
    });
  if (series.endsAt && series.endsAt.getTime() <= now.getTime())
    return refuseWith(Codes.ILLEGAL_TRANSITION, data, 'box.saleEnded', {
      endsAt: series.endsAt.toISOString(),
    });
  return null;
}

/**
 * 42201 `box.dailyLimit` when the customer has drawn the series' daily limit since the shop's
 * midnight (config `shop_time_zone`; PostgreSQL's zone rules place it, daylight saving included).
 */
export async function assertDailyLimit(
  tx: Db,
  series: SeriesRow,
  customerId: number,
  now: Date,
  remaining: number,
): Promise<void> {
  const limit = series.perCustomerDailyLimit;
  if (limit === null) return;
  const zone = await readConfig(tx, 'shop_time_zone');
  const at = now.toISOString();
  const [row] = rowsOf<{ n: number | string }>(
    await tx.execute(sql`
      SELECT count(*) AS n FROM box_draw
      WHERE series_id = ${series.id} AND customer_id = ${customerId}
        AND drawn_at >= date_trunc('day', ${at}::timestamptz AT TIME ZONE ${zone}) AT TIME ZONE ${zone}
        AND drawn_at <= ${at}::timestamptz`),
  );
  const already = Number(row?.n ?? 0);
  if (already < limit) return;
  const data: BoxDrawRefusalData = { seriesId: series.id, remaining, limit, already };
  throw refuseWith(Codes.INSUFFICIENT_STOCK, data, 'box.dailyLimit', { limit, already });
}

/** The tiers that end a guarantee streak: `minTier` and rarer. */
export function tiersFrom(minTier: BoxTier): BoxTier[] {
  return boxTiers.filter((t) => tierRank(t) >= tierRank(minTier));
}

/**
 * Where the customer stands against the series' guarantee: their draws of it since their last of
 * the guaranteed tier or rarer (every draw, if none), counted on the (series, customer, id) index;
 * null when the series has no guarantee.
 */
export async function guaranteeStateOf(
  tx: Db,
  series: SeriesRow,
  customerId: number,
): Promise<GuaranteeState | null> {
  if (series.guaranteeEvery === null || series.guaranteeMinTier === null) return null;
  const minTier = series.guaranteeMinTier as BoxTier;
  const hit = sql.join(
    tiersFrom(minTier).map((t) => sql`${t}`),
    sql`, `,
  );
  const [row] = rowsOf<{ n: number | string }>(
    await tx.execute(sql`
      SELECT count(*) AS n FROM box_draw
      WHERE series_id = ${series.id} AND customer_id = ${customerId}
        AND id > coalesce((SELECT max(id) FROM box_draw
                           WHERE series_id = ${series.id} AND customer_id = ${customerId}
                             AND tier IN (${hit})), 0)`),
  );
  return { every: series.guaranteeEvery, minTier, drawsSinceHit: Number(row?.n ?? 0) };
}
