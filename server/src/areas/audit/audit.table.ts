import type { AuditFilters } from '@shop/contract/areas/audit';
import {
  AUDIT_LIST_COUNT_CAP,
  auditEntities,
  entitiesOfArea,
  SYSTEM_ACTOR,
} from '@shop/contract/areas/audit-codes';
import { parseSort } from '@shop/contract/list';
import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, staffUser } from '../../db/schema.js';
import { afterCursor, type Cursor, cursorValue, orderByKey, type SortKey } from '../../http/list-order.js';

/**
 * The audit trail as the Audit page reads it: filtered by the indexes the table has (actor and
 * time, record and time, time), newest first, tie-broken by id (a bulk action's rows share one
 * moment). `total` is counted only up to AUDIT_LIST_COUNT_CAP, as the points ledger's.
 */

const atKey: SortKey = { expr: auditLog.at, type: 'timestamptz' };

type Filters = Omit<AuditFilters, 'sort'>;

/** The tables a filter looks in: the record's, the area's, every known one for an id alone. */
function entitiesOf(filters: Filters): readonly string[] | undefined {
  if (filters.entity) return [filters.entity];
  if (filters.area) return entitiesOfArea(filters.area);
  // An id alone: one probe of the record index per table, rather than a read of the whole trail.
  return filters.entityId ? auditEntities : undefined;
}

function whereOf(filters: Filters): SQL | undefined {
  const entities = entitiesOf(filters);
  return and(
    filters.actor === SYSTEM_ACTOR
      ? isNull(auditLog.actorId)
      : filters.actor !== undefined
        ? eq(auditLog.actorId, filters.actor)
        : undefined,
    entities?.length === 1 ? eq(auditLog.entity, entities[0] as string) : undefined,
    entities && entities.length > 1 ? inArray(auditLog.entity, [...entities]) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? gte(auditLog.at, new Date(filters.from)) : undefined,
    filters.to ? lt(auditLog.at, new Date(filters.to)) : undefined,
  );
}

/** A row with its actor's names; `cursor` for the export's keyset. */
function selectRows(db: Db) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorUsername: staffUser.username,
      actorName: staffUser.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      ip: auditLog.ip,
      userAgent: auditLog.userAgent,
      cursor: cursorValue(atKey),
    })
    .from(auditLog)
    .leftJoin(staffUser, eq(staffUser.id, auditLog.actorId));
}

/** How many rows match, counting no further than `cap` (then `capped`). */
export async function countAudit(
  db: Db,
  filters: Filters,
  cap = AUDIT_LIST_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(whereOf(filters))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * The ids of one page, then those rows with their actors: a page far down (OFFSET 99,980) then
 * skips bare ids, not rows joined to their staff with their cursor text made.
 */
async function pageRows(db: Db, filters: AuditFilters, page: number, pageSize: number): Promise<AuditRow[]> {
  const { direction } = parseSort(filters.sort);
  const ids = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(whereOf(filters))
    .orderBy(...orderByKey(atKey, direction, auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  if (ids.length === 0) return [];
  const rows = await selectRows(db).where(
    inArray(
      auditLog.id,
      ids.map((r) => r.id),
    ),
  );
  const at = new Map(ids.map((r, i) => [r.id, i]));
  return rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
}

/** One page and how many rows match (up to the cap). */
export async function listAudit(db: Db, filters: AuditFilters, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([pageRows(db, filters, page, pageSize), countAudit(db, filters)]);
  return { rows, ...count };
}

export async function findAuditRow(db: Db, id: number) {
  const [row] = await selectRows(db).where(eq(auditLog.id, id));
  return row;
}

export type AuditRow = NonNullable<Awaited<ReturnType<typeof findAuditRow>>>;

/** The export's keyset batches, in the list's order. */
export function auditBatch(db: Db, filters: AuditFilters, after: Cursor | undefined, limit: number) {
  const { direction } = parseSort(filters.sort);
  return selectRows(db)
    .where(and(whereOf(filters), after ? afterCursor(atKey, direction, auditLog.id, after) : undefined))
    .orderBy(...orderByKey(atKey, direction, auditLog.id))
    .limit(limit);
}

/** How many rows an export writes (exact: an export reads them all anyway). */
export async function countAllAudit(db: Db, filters: Filters): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(whereOf(filters));
  return row?.n ?? 0;
}

/** Every staff account, for the staff filter. */
export function auditActors(db: Db) {
  return db
    .select({ id: staffUser.id, username: staffUser.username, name: staffUser.name })
    .from(staffUser)
    .orderBy(asc(sql`lower(${staffUser.username})`));
}
