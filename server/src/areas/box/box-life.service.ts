import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxSeries } from '../../db/schema.js';
import { refuseWith } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import { writeOddsSnapshot } from './box-odds.js';
import { prizesOfSeries } from './box-prizes.js';
import { assertBoxAction, auditSeries, lockSeries, touchSeries } from './box-series-lock.js';

/**
 * The life cycle (domain.md 2.2): publish (DRAFT or PAUSED → ON_SALE), pause (ON_SALE or
 * SOLD_OUT → PAUSED), end (→ ENDED, for good). Each runs under the series' row lock, which a draw
 * takes too, so no draw sees a half-made change.
 */

/**
 * Puts the series on sale. The first publish, and any after the odds changed, writes a new odds
 * snapshot (the disclosure record); resuming unchanged keeps the version on sale, so draws before
 * and after the pause share it.
 */
export async function publishBox(db: Db, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const series = await lockSeries(tx, id, version);
    assertBoxAction(series, 'publish');
    const prizes = await prizesOfSeries(tx, id);
    const data = { seriesId: id, status: series.status };
    if (prizes.length === 0) throw refuseWith(Codes.ILLEGAL_TRANSITION, data, 'box.noPrizes');
    if (prizes.every((p) => p.quantityRemaining === 0))
      throw refuseWith(Codes.ILLEGAL_TRANSITION, data, 'box.poolEmpty');
    const oddsVersion = series.oddsChanged
      ? await writeOddsSnapshot(tx, id, actor.staffUserId)
      : series.oddsVersion;
    await tx
      .update(boxSeries)
      .set({ status: 'ON_SALE', ...touchSeries(actor) })
      .where(eq(boxSeries.id, id));
    await auditSeries(tx, actor, 'publish', id, {
      before: { status: series.status, oddsVersion: series.oddsVersion },
      after: { status: 'ON_SALE', oddsVersion, newOddsVersion: series.oddsChanged },
    });
  });
}

async function moveTo(db: Db, actor: Actor, id: number, version: number, action: 'pause' | 'end') {
  const status = action === 'pause' ? 'PAUSED' : 'ENDED';
  await db.transaction(async (tx) => {
    const series = await lockSeries(tx, id, version);
    assertBoxAction(series, action);
    await tx
      .update(boxSeries)
      .set({ status, ...touchSeries(actor) })
      .where(eq(boxSeries.id, id));
    await auditSeries(tx, actor, action, id, {
      before: { status: series.status },
      after: { status, oddsVersion: series.oddsVersion },
    });
  });
}

export const pauseBox = (db: Db, actor: Actor, id: number, version: number) =>
  moveTo(db, actor, id, version, 'pause');

export const endBox = (db: Db, actor: Actor, id: number, version: number) =>
  moveTo(db, actor, id, version, 'end');
