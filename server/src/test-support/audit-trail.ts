import { count, gt, lte, max } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** The newest audit row's id (0 when there is none): the mark `auditsAfter` counts from. */
export async function lastAuditId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

/**
 * How many audit rows up to `upTo` remain (none may ever go: the trail is append-only), and the
 * records each action written after it names, sorted.
 */
export async function auditsAfter(db: Db, upTo: number) {
  const [kept] = await db.select({ n: count() }).from(auditLog).where(lte(auditLog.id, upTo));
  const rows = await db
    .select({ action: auditLog.action, entityId: auditLog.entityId })
    .from(auditLog)
    .where(gt(auditLog.id, upTo));
  const named = (action: string) =>
    rows
      .filter((r) => r.action === action)
      .map((r) => r.entityId)
      .sort();
  return { kept: kept?.n, named, all: rows.length };
}
