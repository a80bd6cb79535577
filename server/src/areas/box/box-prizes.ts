import type { boxPrizeFields, boxSeriesFields } from '@shop/contract/areas/box';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { boxPrize, mediaAsset, productSku, productSpu } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';

/**
 * A series' prize pool as staff write it: the references checked, and the pool replaced in place
 * (existing prizes keep their id and their draws; remaining moves by the change of the total).
 */

export type SeriesFields = z.output<typeof boxSeriesFields>;
export type PrizeFields = z.output<typeof boxPrizeFields>;
export type PrizeRow = typeof boxPrize.$inferSelect;

/**
 * The cover exists, and every SKU a prize newly points at is a live catalogue SKU (a prize kept
 * on its SKU is not re-checked: the SKU may have left the catalogue since it was won).
 */
export async function assertReferences(db: Db, fields: SeriesFields, current: PrizeRow[] = []) {
  if (fields.coverId !== null) {
    const [image] = await db
      .select({ id: mediaAsset.id })
      .from(mediaAsset)
      .where(eq(mediaAsset.id, fields.coverId));
    if (!image) throw invalidField(['coverId'], 'box.coverNotFound');
  }
  const kept = new Map(current.map((p) => [p.id, p.skuId]));
  const fresh = fields.prizes.flatMap((p, index) =>
    p.id !== undefined && kept.get(p.id) === p.skuId ? [] : [{ skuId: p.skuId, index }],
  );
  if (fresh.length === 0) return;
  const live = await db
    .select({ id: productSku.id })
    .from(productSku)
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .where(
      and(
        inArray(
          productSku.id,
          fresh.map((f) => f.skuId),
        ),
        isNull(productSku.deletedAt),
        isNull(productSpu.deletedAt),
      ),
    );
  const found = new Set(live.map((r) => r.id));
  const missing = fresh.find((f) => !found.has(f.skuId));
  if (missing) throw invalidField(['prizes', missing.index, 'skuId'], 'box.skuNotFound');
}

/**
 * True when the written prizes differ from the pool: in anything a customer is told (the odds),
 * or with `sort` also in their display order.
 */
export function prizesDiffer(current: PrizeRow[], written: PrizeFields[], withSort: boolean): boolean {
  if (current.length !== written.length) return true;
  const byId = new Map(current.map((p) => [p.id, p]));
  return written.some((w) => {
    const p = w.id === undefined ? undefined : byId.get(w.id);
    return (
      !p ||
      p.skuId !== w.skuId ||
      p.tier !== w.tier ||
      p.quantityTotal !== w.quantityTotal ||
      p.displayValue !== w.displayValue ||
      (withSort && p.sort !== w.sort)
    );
  });
}

/** Fails on an id that is not one of the series' prizes, or a total below what was drawn. */
function assertWritable(current: PrizeRow[], written: PrizeFields[]): void {
  const byId = new Map(current.map((p) => [p.id, p]));
  written.forEach((w, index) => {
    if (w.id === undefined) return;
    const p = byId.get(w.id);
    if (!p) throw invalidField(['prizes', index, 'id'], 'box.prizeNotFound');
    const drawn = p.quantityTotal - p.quantityRemaining;
    if (w.quantityTotal < drawn)
      throw invalidField(['prizes', index, 'quantityTotal'], 'box.quantityBelowDrawn', { drawn });
  });
  const kept = new Set(written.map((w) => w.id));
  for (const p of current) {
    const drawn = p.quantityTotal - p.quantityRemaining;
    if (!kept.has(p.id) && drawn > 0) throw invalidField(['prizes'], 'box.prizeHasDraws', { drawn });
  }
}

/**
 * Replaces the pool of a series the caller holds locked (DRAFT or PAUSED, so no draw runs):
 * prizes left out go, those with an id are rewritten, the rest are added.
 */
export async function replacePrizes(
  tx: Db,
  seriesId: number,
  current: PrizeRow[],
  written: PrizeFields[],
): Promise<void> {
  assertWritable(current, written);
  const kept = new Set(written.map((w) => w.id));
  const gone = current.filter((p) => !kept.has(p.id)).map((p) => p.id);
  if (gone.length > 0) await tx.delete(boxPrize).where(inArray(boxPrize.id, gone));
  const byId = new Map(current.map((p) => [p.id, p]));
  for (const w of written) {
    const p = w.id === undefined ? undefined : byId.get(w.id);
    if (!p) continue;
    await tx
      .update(boxPrize)
      .set({
        skuId: w.skuId,
        tier: w.tier,
        quantityTotal: w.quantityTotal,
        quantityRemaining: p.quantityRemaining + (w.quantityTotal - p.quantityTotal),
        displayValue: w.displayValue,
        sort: w.sort,
      })
      .where(eq(boxPrize.id, p.id));
  }
  const added = written.filter((w) => w.id === undefined);
  if (added.length > 0) await tx.insert(boxPrize).values(added.map((w) => newPrize(seriesId, w)));
}

export function newPrize(seriesId: number, w: PrizeFields) {
  return {
    seriesId,
    skuId: w.skuId,
    tier: w.tier,
    quantityTotal: w.quantityTotal,
    quantityRemaining: w.quantityTotal,
    displayValue: w.displayValue,
    sort: w.sort,
  };
}

export function prizesOfSeries(tx: Db, seriesId: number): Promise<PrizeRow[]> {
  return tx.select().from(boxPrize).where(eq(boxPrize.seriesId, seriesId)).orderBy(boxPrize.id);
}
