import type { BoxTier } from '@shop/contract/areas/box';
import { Codes } from '@shop/contract/codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxPrize, boxSeries } from '../../db/schema.js';
import { AppError, refuseWith } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { reserveStock } from '../inventory/stock.service.js';
import { type SeriesRow, soldOut } from './box-draw-rules.js';

/** The writes of a draw besides its own row, in the order the draw takes them (box-draw.service.ts). */

/**
 * quantity_remaining −= 1. Draws of the series take turns on its row, so the prize read is the
 * prize taken; the WHERE still refuses to go below zero should anything else have moved it.
 */
export async function takePrize(tx: Db, seriesId: number, prizeId: number): Promise<void> {
  const [taken] = await tx
    .update(boxPrize)
    .set({ quantityRemaining: sql`${boxPrize.quantityRemaining} - 1` })
    .where(and(eq(boxPrize.id, prizeId), sql`${boxPrize.quantityRemaining} >= 1`))
    .returning({ id: boxPrize.id });
  if (!taken) throw soldOut(seriesId);
}

/** The prize's unit held for shipping; a SKU short of stock refuses the draw (nothing charged). */
export async function reservePrize(
  tx: Db,
  actor: Actor | null,
  draw: { skuId: number; drawNo: string; seriesId: number; prizeId: number },
  tier: BoxTier,
): Promise<void> {
  try {
    await reserveStock(tx, {
      skuId: draw.skuId,
      quantity: 1,
      refType: 'box',
      refId: draw.drawNo,
      actorId: actor?.staffUserId ?? null,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== Codes.INSUFFICIENT_STOCK) throw error;
    const data = { ...(error.data as object), seriesId: draw.seriesId, prizeId: draw.prizeId, tier };
    throw refuseWith(Codes.INSUFFICIENT_STOCK, data, 'box.prizeStockShort');
  }
}

/** The last prize went: the series is SOLD_OUT, in the draw's transaction, with its audit row. */
export async function markSoldOut(tx: Db, actor: Actor | null, series: SeriesRow, now: Date): Promise<void> {
  await tx
    .update(boxSeries)
    .set({ status: 'SOLD_OUT', version: sql`${boxSeries.version} + 1`, updatedAt: now })
    .where(eq(boxSeries.id, series.id));
  await recordAudit(tx, {
    actor,
    action: 'status',
    entity: 'box_series',
    entityId: series.id,
    before: { status: series.status, version: series.version },
    after: { status: 'SOLD_OUT', version: series.version + 1 },
  });
}
