import { type BoxOddsPrize, type BoxTier, boxTiers } from '@shop/contract/areas/box';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxOddsSnapshot, boxPrize, boxSeries, productSku, productSpu } from '../../db/schema.js';
import { clockNow } from '../../lib/clock.js';

/**
 * The disclosure record (ADR 0013): what a customer is told before buying. A snapshot is written
 * once per published odds version and never changed (a trigger refuses it); the draw reads the
 * same pool the snapshot describes, so the odds shown are the odds drawn.
 */

/** A prize of a series with what people read of its SKU. */
export interface PoolRow {
  id: number;
  skuId: number;
  skuCode: string;
  /** Product title and option values, as the catalogue has them now. */
  title: string;
  tier: BoxTier;
  quantityTotal: number;
  quantityRemaining: number;
  displayValue: number;
  sort: number;
}

/** What a prize is called on the snapshot and the draw: `Speckled mug, Blue, Large`. */
export function prizeTitleOf(productTitle: string, optionValues: readonly string[]): string {
  return [productTitle, ...optionValues].join(', ');
}

/** The series' prizes in id order (the order the roll is laid over). */
export async function readPool(tx: Db, seriesId: number): Promise<PoolRow[]> {
  const rows = await tx
    .select({
      id: boxPrize.id,
      skuId: boxPrize.skuId,
      skuCode: productSku.code,
      productTitle: productSpu.title,
      optionValues: productSku.optionValues,
      tier: boxPrize.tier,
      quantityTotal: boxPrize.quantityTotal,
      quantityRemaining: boxPrize.quantityRemaining,
      displayValue: boxPrize.displayValue,
      sort: boxPrize.sort,
    })
    .from(boxPrize)
    .innerJoin(productSku, eq(productSku.id, boxPrize.skuId))
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .where(eq(boxPrize.seriesId, seriesId))
    .orderBy(asc(boxPrize.id));
  return rows.map(({ productTitle, optionValues, ...r }) => ({
    ...r,
    tier: r.tier as BoxTier,
    title: prizeTitleOf(productTitle, optionValues),
  }));
}

/** Each prize's remaining / Σ remaining (0 for all when the pool is empty), and Σ per tier. */
export function oddsOf(pool: readonly PoolRow[]): { prizes: BoxOddsPrize[]; tiers: Record<BoxTier, number> } {
  const total = pool.reduce((sum, p) => sum + p.quantityRemaining, 0);
  const tiers = Object.fromEntries(boxTiers.map((t) => [t, 0])) as Record<BoxTier, number>;
  const prizes = pool.map((p): BoxOddsPrize => {
    const probability = total === 0 ? 0 : p.quantityRemaining / total;
    tiers[p.tier] += probability;
    return {
      prizeId: p.id,
      skuId: p.skuId,
      skuCode: p.skuCode,
      title: p.title,
      tier: p.tier,
      quantityTotal: p.quantityTotal,
      quantityRemaining: p.quantityRemaining,
      displayValue: p.displayValue,
      probability,
    };
  });
  return { prizes, tiers };
}

/**
 * Publishes the series' odds as they stand: bumps `odds_version`, writes its snapshot (prizes,
 * tiers, price and guarantee) with who and when, and clears `odds_changed`. The caller holds the
 * series row (publish takes it FOR UPDATE) and decides whether a new version is due. Answers the
 * new version.
 */
export async function writeOddsSnapshot(tx: Db, seriesId: number, actorId: number | null): Promise<number> {
  const now = clockNow();
  const [series] = await tx
    .update(boxSeries)
    .set({ oddsVersion: sql`${boxSeries.oddsVersion} + 1`, oddsPublishedAt: now, oddsChanged: false })
    .where(eq(boxSeries.id, seriesId))
    .returning({
      oddsVersion: boxSeries.oddsVersion,
      cashPrice: boxSeries.cashPrice,
      pointsPrice: boxSeries.pointsPrice,
      guaranteeEvery: boxSeries.guaranteeEvery,
      guaranteeMinTier: boxSeries.guaranteeMinTier,
    });
  if (!series) throw new Error(`box series ${seriesId} is missing`);
  const { prizes, tiers } = oddsOf(await readPool(tx, seriesId));
  await tx.insert(boxOddsSnapshot).values({
    seriesId,
    oddsVersion: series.oddsVersion,
    prizes,
    tiers,
    cashPrice: series.cashPrice,
    pointsPrice: series.pointsPrice,
    guaranteeEvery: series.guaranteeEvery,
    guaranteeMinTier: series.guaranteeMinTier,
    publishedAt: now,
    publishedBy: actorId,
  });
  return series.oddsVersion;
}
