import type { boxSeriesFields } from '@shop/contract/areas/box';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { boxPrize, boxSeries } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import { clockNow } from '../../lib/clock.js';
import {
  assertReferences,
  newPrize,
  type PrizeRow,
  prizesDiffer,
  prizesOfSeries,
  replacePrizes,
  type SeriesFields,
} from './box-prizes.js';
import { assertBoxAction, auditSeries, lockSeries, type SeriesRow, touchSeries } from './box-series-lock.js';

/**
 * Creating, editing and deleting box series (ADR 0013). The pool, prices, window, limits and
 * guarantee change only while DRAFT or PAUSED; a change of what the odds disclose (prizes, prices,
 * guarantee) marks the series so that its next publish writes a new odds version.
 */

function columnsOf(fields: SeriesFields) {
  return {
    title: fields.title,
    description: fields.description,
    coverId: fields.coverId,
    cashPrice: fields.cashPrice,
    pointsPrice: fields.pointsPrice,
    startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
    endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
    perCustomerDailyLimit: fields.perCustomerDailyLimit,
    guaranteeEvery: fields.guaranteeEvery,
    guaranteeMinTier: fields.guaranteeMinTier,
    minimumAge: fields.minimumAge,
  };
}

/** The SKU pair a transient swap of two prizes' SKUs collides on reads as a SKU given twice. */
async function prizeSkusUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) === 'box_prize_series_sku_key')
      throw invalidField(['prizes'], 'box.skuTwice');
    throw error;
  }
}

export async function createBox(db: Db, actor: Actor, body: z.output<typeof boxSeriesFields>) {
  if (body.prizes.some((p) => p.id !== undefined)) {
    const index = body.prizes.findIndex((p) => p.id !== undefined);
    throw invalidField(['prizes', index, 'id'], 'box.prizeNotFound');
  }
  await assertReferences(db, body);
  return prizeSkusUnique(() =>
    db.transaction(async (tx) => {
      const now = clockNow();
      const [row] = await tx
        .insert(boxSeries)
        .values({ ...columnsOf(body), updatedBy: actor.staffUserId, updatedAt: now, createdAt: now })
        .returning();
      if (!row) throw new Error('box_series insert returned no row');
      if (body.prizes.length > 0)
        await tx.insert(boxPrize).values(body.prizes.map((p) => newPrize(row.id, p)));
      await auditSeries(tx, actor, 'create', row.id, {
        before: null,
        after: { ...row, prizes: await prizesOfSeries(tx, row.id) },
      });
      return row.id;
    }),
  );
}

/** What the body changes besides the title, description and cover (locked unless DRAFT or PAUSED). */
function rulesChanged(series: SeriesRow, prizes: PrizeRow[], fields: SeriesFields) {
  const now = columnsOf(fields);
  const time = (d: Date | null) => d?.getTime() ?? null;
  const odds =
    prizesDiffer(prizes, fields.prizes, false) ||
    series.cashPrice !== now.cashPrice ||
    series.pointsPrice !== now.pointsPrice ||
    series.guaranteeEvery !== now.guaranteeEvery ||
    series.guaranteeMinTier !== now.guaranteeMinTier;
  const other =
    prizesDiffer(prizes, fields.prizes, true) ||
    time(series.startsAt) !== time(now.startsAt) ||
    time(series.endsAt) !== time(now.endsAt) ||
    series.perCustomerDailyLimit !== now.perCustomerDailyLimit ||
    series.minimumAge !== now.minimumAge;
  return { odds, any: odds || other };
}

/** Replaces a series at the version read (409 when stale; 42203 `box.prizesLocked` on sale). */
export async function updateBox(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof boxSeriesFields> & { version: number },
): Promise<void> {
  const { version, ...fields } = body;
  await prizeSkusUnique(() =>
    db.transaction(async (tx) => {
      const series = await lockSeries(tx, id, version);
      const prizes = await prizesOfSeries(tx, id);
      const changed = rulesChanged(series, prizes, fields);
      if (changed.any) assertBoxAction(series, 'editPrizes');
      await assertReferences(tx, fields, prizes);
      if (changed.any) await replacePrizes(tx, id, prizes, fields.prizes);
      const [after] = await tx
        .update(boxSeries)
        .set({
          ...columnsOf(fields),
          ...(changed.odds ? { oddsChanged: true } : {}),
          ...touchSeries(actor),
        })
        .where(eq(boxSeries.id, id))
        .returning();
      await auditSeries(tx, actor, 'update', id, {
        before: { ...series, prizes },
        after: { ...after, prizes: changed.any ? await prizesOfSeries(tx, id) : prizes },
      });
    }),
  );
}

/** Deletes a DRAFT series (never published, so no snapshot and no draw) with its prizes. */
export async function deleteBox(db: Db, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const series = await lockSeries(tx, id, version);
    assertBoxAction(series, 'delete');
    const prizes = await prizesOfSeries(tx, id);
    await tx.delete(boxSeries).where(eq(boxSeries.id, id));
    await auditSeries(tx, actor, 'delete', id, { before: { ...series, prizes }, after: null });
  });
}
