import { sql } from 'drizzle-orm';
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
  /** The browser, as it named itself (cut to 400 characters); absent outside a request. */
  userAgent?: string | null;
}

/** The actor behind a signed-in request. */
export function actorOf(
  request: Parameters<typeof staffOf>[0] & { ip: string; headers: { 'user-agent'?: string | undefined } },
): Actor {
  const userAgent = request.headers['user-agent']?.slice(0, 400) ?? null;
  return { staffUserId: staffOf(request).staffUserId, ip: request.ip, userAgent };
}

interface AuditEntry {
  /** null: the system (a job, the demo data), with no staff member or address. */
  actor: Actor | null;
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
    actorId: entry.actor?.staffUserId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.actor?.ip ?? null,
    userAgent: entry.actor?.userAgent ?? null,
  };
}

/** Records one change; pass the transaction the change runs in. */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(entry));
}

/**
 * Records many changes in one statement (a bulk action's row per product): a statement per row
 * held the embedded database for seconds. The rows travel as one JSON parameter: drizzle's
 * multi-row VALUES took 0.3-0.4 s of CPU to build for 1,250 rows, stalling every request.
 * Answers the rows' ids.
 */
export async function recordAudits(tx: Db, entries: readonly AuditEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = JSON.stringify(entries.map(auditRow));
  const inserted = await tx.execute(sql`
    INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip, user_agent)
    SELECT "actorId", action, entity, "entityId", before, after, ip, "userAgent"
    FROM jsonb_to_recordset(${rows}::jsonb) AS r("actorId" int, action text, entity text, "entityId" text,
      before jsonb, after jsonb, ip text, "userAgent" text)
    RETURNING id`);
  return (inserted as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
}
