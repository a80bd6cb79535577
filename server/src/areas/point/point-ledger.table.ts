import {
  POINT_LIST_COUNT_CAP,
  type PointAdjustReason,
  type PointBizType,
  type PointLedgerEntry,
  type PointLedgerFilters,
} from '@shop/contract/areas/point';
import { parseSort, type SortDirection } from '@shop/contract/list';
import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { boxDraw, customer, exchangeOrder, pointLedger, shopOrder, staffUser } from '../../db/schema.js';
import { afterCursor, type Cursor, cursorValue, orderByKey, type SortKey } from '../../http/list-order.js';

/**
 * The points ledger as the Point page reads it. A page is found in two steps: the ids of the
 * page, through the index its filters fit (customer, type or time, each ending in created_at,
 * id), then those rows with their customer, staff and the row they reverse. `total` is counted
 * only up to POINT_LIST_COUNT_CAP: with millions of rows, an exact count of an unfiltered ledger
 * would cost more than every page after it.
 */

const original = alias(pointLedger, 'reversed');

const sortKeys = {
  createdAt: { expr: pointLedger.createdAt, type: 'timestamptz' },
  delta: { expr: pointLedger.delta, type: 'integer' },
} satisfies Record<string, SortKey>;

type Filters = Omit<Partial<PointLedgerFilters>, 'sort'>;

/** The ledger rows a reference names: its events' own rows and the rows reversing them. */
export interface ReferenceRows {
  ids: number[];
}

/**
 * Resolves a reference (an order, exchange or draw number or id, an adjust key, an expiry day) to its
 * rows first, through the event key and the reverses index: a filter of "these events OR rows
 * reversing them" on the list itself would read the whole ledger.
 */
export async function resolveReference(db: Db, reference: string): Promise<ReferenceRows> {
  const events: { bizType: PointBizType; bizId: string }[] = [
    { bizType: 'ADMIN', bizId: `adjust:${reference}` },
    { bizType: 'EXPIRE', bizId: `expire:${reference}` },
  ];
  const asId = /^\d{1,10}$/.test(reference) ? Number(reference) : undefined;
  const [[order], [exchange], [draw]] = await Promise.all([
    db.select({ id: shopOrder.id }).from(shopOrder).where(eq(shopOrder.orderNo, reference.toUpperCase())),
    db
      .select({ id: exchangeOrder.id })
      .from(exchangeOrder)
      .where(eq(exchangeOrder.exchangeNo, reference.toUpperCase())),
    db.select({ id: boxDraw.id }).from(boxDraw).where(eq(boxDraw.drawNo, reference.toUpperCase())),
  ]);
  for (const id of new Set([order?.id, asId].filter((v) => v !== undefined))) {
    events.push({ bizType: 'ORDER_USE', bizId: String(id) }, { bizType: 'ORDER_EARN', bizId: String(id) });
  }
  for (const id of new Set([exchange?.id, asId].filter((v) => v !== undefined))) {
    events.push({ bizType: 'EXCHANGE', bizId: String(id) });
  }
  for (const id of new Set([draw?.id, asId].filter((v) => v !== undefined))) {
    events.push({ bizType: 'BOX', bizId: String(id) });
  }
  const own = or(
    ...events.map((e) => and(eq(pointLedger.bizType, e.bizType), eq(pointLedger.bizId, e.bizId))),
  );
  const found = await db.execute(sql`
    WITH own AS (SELECT ${pointLedger.id} AS id FROM ${pointLedger} WHERE ${own})
    SELECT id FROM own
    UNION ALL
    SELECT r.id FROM point_ledger r WHERE r.reverses_id IN (SELECT id FROM own)`);
  return { ids: rowsOf<{ id: string | number }>(found).map((r) => Number(r.id)) };
}

function referenceFilter(ref: ReferenceRows | undefined): SQL | undefined {
  if (!ref) return undefined;
  return ref.ids.length ? inArray(pointLedger.id, ref.ids) : sql`false`;
}

function whereOf(filters: Filters, ref: ReferenceRows | undefined, types = filters.bizType): SQL | undefined {
  return and(
    filters.customerId ? eq(pointLedger.customerId, filters.customerId) : undefined,
    types?.length === 1 ? eq(pointLedger.bizType, types[0] as string) : undefined,
    types && types.length > 1 ? inArray(pointLedger.bizType, types) : undefined,
    filters.actorId ? eq(pointLedger.actorId, filters.actorId) : undefined,
    filters.from ? gte(pointLedger.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(pointLedger.createdAt, new Date(filters.to)) : undefined,
    referenceFilter(ref),
  );
}

interface PageQuery {
  filters: Filters;
  ref: ReferenceRows | undefined;
  key: SortKey;
  direction: SortDirection;
  offset: number;
  limit: number;
}

/**
 * One page. Several types without a customer read each type's index in order and merge the ids
 * (one LIMIT each), then fetch those rows: `biz_type IN (…)` would read every row of those types
 * to sort them. Otherwise one query: the filters' index in the sort's order, joined row by row.
 */
async function pageRows(db: Db, q: PageQuery): Promise<LedgerRow[]> {
  const types = q.filters.bizType;
  if (types && types.length > 1 && !q.filters.customerId && q.key === sortKeys.createdAt) {
    const by = sql.raw(q.direction === 'asc' ? 'ASC' : 'DESC');
    const parts = types.map(
      (type) =>
        sql`(SELECT ${pointLedger.id} AS id, ${pointLedger.createdAt} AS at FROM ${pointLedger} WHERE ${whereOf(
          q.filters,
          q.ref,
          [type],
        )} ORDER BY ${pointLedger.createdAt} ${by}, ${pointLedger.id} ${by} LIMIT ${q.offset + q.limit})`,
    );
    const merged = await db.execute(
      sql`SELECT id FROM (${sql.join(parts, sql` UNION ALL `)}) AS page ORDER BY at ${by}, id ${by} LIMIT ${q.limit} OFFSET ${q.offset}`,
    );
    const ids = rowsOf<{ id: string | number }>(merged).map((r) => Number(r.id));
    const rows = await findLedgerRows(db, ids);
    const at = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
  }
  return selectRows(db)
    .where(whereOf(q.filters, q.ref))
    .orderBy(...orderByKey(q.key, q.direction, pointLedger.id))
    .limit(q.limit)
    .offset(q.offset);
}

/** How many rows match, counting no further than `cap` (then `capped`). */
export async function countLedger(
  db: Db,
  filters: Filters,
  ref: ReferenceRows | undefined,
  cap = POINT_LIST_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(pointLedger)
    .where(whereOf(filters, ref))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** One page of the ledger and how many rows match (up to the cap). */
export async function listLedger(
  db: Db,
  filters: PointLedgerFilters,
  page: number,
  pageSize: number,
): Promise<{ rows: LedgerRow[]; total: number; capped: boolean }> {
  const ref = filters.reference ? await resolveReference(db, filters.reference) : undefined;
  const { field, direction } = parseSort(filters.sort);
  const query: PageQuery = {
    filters,
    ref,
    key: sortKeys[field],
    direction,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  };
  const [rows, count] = await Promise.all([pageRows(db, query), countLedger(db, filters, ref)]);
  return { rows, ...count };
}

/** A ledger row with what people read beside it. */
function selectRows(db: Db, key: SortKey = sortKeys.createdAt) {
  return db
    .select({
      id: pointLedger.id,
      customerId: pointLedger.customerId,
      customerName: customer.name,
      customerPhone: customer.phone,
      delta: pointLedger.delta,
      balanceAfter: pointLedger.balanceAfter,
      bizType: pointLedger.bizType,
      bizId: pointLedger.bizId,
      title: pointLedger.title,
      reversesId: pointLedger.reversesId,
      reversedBizId: original.bizId,
      shortfall: pointLedger.shortfall,
      reason: pointLedger.reason,
      note: pointLedger.note,
      actorId: pointLedger.actorId,
      actorName: staffUser.name,
      createdAt: pointLedger.createdAt,
      cursor: cursorValue(key),
    })
    .from(pointLedger)
    .innerJoin(customer, eq(customer.id, pointLedger.customerId))
    .leftJoin(staffUser, eq(staffUser.id, pointLedger.actorId))
    .leftJoin(original, eq(original.id, pointLedger.reversesId));
}

/** Ledger rows by id, in id order. */
export function findLedgerRows(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows(db).where(inArray(pointLedger.id, ids)).orderBy(asc(pointLedger.id));
}

export type LedgerRow = Awaited<ReturnType<typeof selectRows>>[number];

/** The export's keyset batches, in the list's order. */
export async function ledgerBatch(
  db: Db,
  filters: PointLedgerFilters,
  ref: ReferenceRows | undefined,
  after: Cursor | undefined,
  limit: number,
) {
  const { field, direction } = parseSort(filters.sort);
  const key = sortKeys[field];
  return selectRows(db, key)
    .where(and(whereOf(filters, ref), after ? afterCursor(key, direction, pointLedger.id, after) : undefined))
    .orderBy(...orderByKey(key, direction, pointLedger.id))
    .limit(limit);
}

/** How many rows an export writes (exact: an export reads them all anyway). */
export async function countAll(db: Db, filters: Filters, ref: ReferenceRows | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointLedger)
    .where(whereOf(filters, ref));
  return row?.n ?? 0;
}

const orderTypes = new Set(['ORDER_USE', 'ORDER_EARN']);
const orderReversals = new Set(['ORDER_USE_RETURN', 'ORDER_EARN_REVERSAL']);

/** The id in a biz_id that is one (`42`), else null. */
function idIn(bizId: string | null): number | null {
  return bizId && /^\d{1,10}$/.test(bizId) ? Number(bizId) : null;
}

/** The order, exchange order or box draw a row belongs to: its own biz_id, or the reversed row's. */
export function linkOf(row: Pick<LedgerRow, 'bizType' | 'bizId' | 'reversedBizId'>) {
  const own = idIn(row.bizId);
  const reversed = idIn(row.reversedBizId);
  return {
    orderId: orderTypes.has(row.bizType) ? own : orderReversals.has(row.bizType) ? reversed : null,
    exchangeOrderId:
      row.bizType === 'EXCHANGE'
        ? own
        : row.bizType === 'EXCHANGE_RETURN'
          ? (reversed ?? idIn(row.bizId.replace(/^cancel:/, '')))
          : null,
    boxDrawId: row.bizType === 'BOX' ? own : null,
  };
}

export function toLedgerEntry(row: LedgerRow): PointLedgerEntry {
  return {
    id: row.id,
    customer: { id: row.customerId, name: row.customerName, phone: row.customerPhone },
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    bizType: row.bizType as PointBizType,
    bizId: row.bizId,
    title: row.title,
    reversesId: row.reversesId,
    shortfall: row.shortfall,
    reason: row.reason as PointAdjustReason | null,
    note: row.note,
    actor: row.actorId !== null && row.actorName !== null ? { id: row.actorId, name: row.actorName } : null,
    createdAt: row.createdAt.toISOString(),
    ...linkOf(row),
  };
}
