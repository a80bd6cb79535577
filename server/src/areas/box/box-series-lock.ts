import type { AuditAction } from '@shop/contract/areas/audit-codes';
import { type BoxAction, type BoxStatus, boxActionsFrom, canDoBoxAction } from '@shop/contract/areas/box';
import { Codes } from '@shop/contract/codes';
import type { MessageKey } from '@shop/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxSeries } from '../../db/schema.js';
import { notFound, refuseWith } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { staleOrMissing, type Versioned } from '../../http/stale-version.js';
import { clockNow } from '../../lib/clock.js';

/** What every write of a series shares: its row lock, the version read, the life-cycle checks. */

export type SeriesRow = typeof boxSeries.$inferSelect & { status: BoxStatus };

const versioned: Versioned = {
  table: boxSeries,
  id: boxSeries.id,
  version: boxSeries.version,
  updatedAt: boxSeries.updatedAt,
  updatedBy: boxSeries.updatedBy,
};

/**
 * Locks the series for the rest of the transaction (a draw takes the same lock, so no draw runs
 * while its pool or status changes) and checks the version the caller read: 404, then 409.
 */
export async function lockSeries(tx: Db, id: number, version: number): Promise<SeriesRow> {
  const [row] = await tx.select().from(boxSeries).where(eq(boxSeries.id, id)).for('update');
  if (!row) throw notFound('box.notFound');
  if (row.version !== version) throw await staleOrMissing(tx, versioned, id);
  return row as SeriesRow;
}

const illegalActionKeys = {
  publish: 'box.cannotPublish',
  pause: 'box.cannotPause',
  end: 'box.cannotEnd',
  delete: 'box.cannotDelete',
  editPrizes: 'box.prizesLocked',
} as const satisfies Record<BoxAction, MessageKey>;

/** 42203 unless the contract allows `action` from the series' status. */
export function assertBoxAction(series: SeriesRow, action: BoxAction): void {
  if (canDoBoxAction(action, series.status)) return;
  const allowed = boxActionsFrom[action].join(', ');
  const data = { seriesId: series.id, status: series.status, allowed: boxActionsFrom[action] };
  const key = illegalActionKeys[action];
  if (key === 'box.cannotDelete' || key === 'box.prizesLocked')
    throw refuseWith(Codes.ILLEGAL_TRANSITION, data, key, { status: series.status });
  throw refuseWith(Codes.ILLEGAL_TRANSITION, data, key, { status: series.status, allowed });
}

/** The SET columns every write of a series adds. */
export function touchSeries(actor: Actor) {
  return { version: sql`${boxSeries.version} + 1`, updatedAt: clockNow(), updatedBy: actor.staffUserId };
}

export function auditSeries(
  tx: Db,
  actor: Actor,
  // A word the audit log has a label for (contract auditActions): a new one fails to compile.
  action: Extract<AuditAction, 'create' | 'update' | 'delete' | 'publish' | 'pause' | 'end'>,
  id: number,
  change: { before: unknown; after: unknown },
) {
  return recordAudit(tx, { actor, action, entity: 'box_series', entityId: id, ...change });
}
