import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { staffOf } from './access.js';

/**
 * The audit trail every area shares (domain.md: "every mutating endpoint writes one audit row"):
 * who did what to which row, with the row before and after. It is written with the same
 * transaction as the change, so a change and its record commit or roll back together.
 */

/** Who is acting, and from where. */
export interface Actor {
  staffUserId: number;
  ip: string | null;
}

/** The actor behind a signed-in request. */
export function actorOf(request: Parameters<typeof staffOf>[0] & { ip: string }): Actor {
  return { staffUserId: staffOf(request).staffUserId, ip: request.ip };
}

interface AuditEntry {
  actor: Actor;
  /** A verb: create, update, delete, revert, upload… */
  action: string;
  /** The table the row lives in, e.g. `config_entry`. */
  entity: string;
  entityId: string | number;
  /** The row as it was (null for a create) and as it is now (null for a delete); never secrets. */
  before: unknown;
  after: unknown;
}

function auditRow(entry: AuditEntry) {
  return {
    actorId: entry.actor.staffUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.actor.ip,
  };
}

/** Records one change; pass the transaction the change runs in. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(entry));
}

/**
 * Records many changes in one statement (a bulk action's row per product): a statement per row
 * held the embedded database for seconds. Answers the rows' ids, in the entries' order.
 */
export async function recordAudits(tx: Db, entries: readonly AuditEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await tx.insert(auditLog).values(entries.map(auditRow)).returning({ id: auditLog.id });
  return rows.map((r) => r.id);
}
