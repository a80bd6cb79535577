import type { AdjustReason, MovementType, RecordFilters, StockRecord } from '@shop/contract/areas/inventory';
import { parseSort } from '@shop/contract/list';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productSku, productSpu, staffUser, stockMovement } from '../../db/schema.js';
import { afterCursor, type Cursor, cursorValue, orderByKey, type SortKey } from '../../http/list-order.js';

/** The stock ledger as the Records page reads it: each row with its SKU, product and staff name. */
const recordColumns = {
  id: stockMovement.id,
  skuId: stockMovement.skuId,
  skuCode: productSku.code,
  productId: productSpu.id,
  productTitle: productSpu.title,
  optionValues: productSku.optionValues,
  type: stockMovement.type,
  reason: stockMovement.reason,
  deltaOnHand: stockMovement.deltaOnHand,
  deltaReserved: stockMovement.deltaReserved,
  onHandAfter: stockMovement.onHandAfter,
  reservedAfter: stockMovement.reservedAfter,
  refType: stockMovement.refType,
  refId: stockMovement.refId,
  note: stockMovement.note,
  actorName: staffUser.name,
  createdAt: stockMovement.createdAt,
};

const byTime: SortKey = { expr: stockMovement.createdAt, type: 'timestamptz' };

/** Ledger rows with their SKU, product and staff; `cursor` is where an export batch resumes. */
function selectRecords(db: Db) {
  return db
    .select({ ...recordColumns, cursor: cursorValue(byTime) })
    .from(stockMovement)
    .innerJoin(productSku, eq(productSku.id, stockMovement.skuId))
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .leftJoin(staffUser, eq(staffUser.id, stockMovement.actorId));
}

/** `order:SO-1` matches that type and id; anything else matches the id alone, whole. */
function refFilter(ref: string | undefined): SQL | undefined {
  if (!ref) return undefined;
  const at = ref.indexOf(':');
  if (at > 0) {
    return and(eq(stockMovement.refType, ref.slice(0, at)), eq(stockMovement.refId, ref.slice(at + 1)));
  }
  return eq(stockMovement.refId, ref);
}

/** A SKU code filter matches whole codes, any case, live or removed (their history stays). */
function skuCodeFilter(code: string | undefined): SQL | undefined {
  if (!code) return undefined;
  return inArray(
    stockMovement.skuId,
    sql`(SELECT id FROM product_sku WHERE lower(${productSku.code}) = lower(${code}))`,
  );
}

/** Filters as the routes pass them: any subset, with a sort. */
type RecordQuery = Partial<RecordFilters> & Pick<RecordFilters, 'sort'>;

function whereOf(filters: Partial<RecordFilters>): SQL | undefined {
  return and(
    filters.skuId ? eq(stockMovement.skuId, filters.skuId) : undefined,
    skuCodeFilter(filters.skuCode),
    filters.type ? eq(stockMovement.type, filters.type) : undefined,
    filters.reason ? eq(stockMovement.reason, filters.reason) : undefined,
    filters.actorId ? eq(stockMovement.actorId, filters.actorId) : undefined,
    refFilter(filters.ref),
    filters.from ? gte(stockMovement.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(stockMovement.createdAt, new Date(filters.to)) : undefined,
  );
}

/** One page of the ledger and how many rows match. */
export async function listRecords(db: Db, filters: RecordQuery, page: number, pageSize: number) {
  const { direction } = parseSort(filters.sort);
  const where = whereOf(filters);
  const [rows, total] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(...orderByKey(byTime, direction, stockMovement.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countRecords(db, filters),
  ]);
  return { rows, total };
}

export async function countRecords(db: Db, filters: Partial<RecordFilters>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockMovement).where(whereOf(filters));
  return row?.n ?? 0;
}

/** The export's keyset batches, in the list's order. */
export function recordsBatch(db: Db, filters: RecordFilters, after: Cursor | undefined, limit: number) {
  const { direction } = parseSort(filters.sort);
  return selectRecords(db)
    .where(and(whereOf(filters), after ? afterCursor(byTime, direction, stockMovement.id, after) : undefined))
    .orderBy(...orderByKey(byTime, direction, stockMovement.id))
    .limit(limit);
}

/** Ledger rows by id, in id order (what an adjustment just wrote). */
export function findRecords(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRecords(db).where(inArray(stockMovement.id, ids)).orderBy(stockMovement.id);
}

export function toStockRecord(row: RecordRow): StockRecord {
  return {
    id: row.id,
    skuId: row.skuId,
    skuCode: row.skuCode,
    productId: row.productId,
    productTitle: row.productTitle,
    optionValues: row.optionValues,
    type: row.type as MovementType,
    reason: row.reason as AdjustReason | null,
    deltaOnHand: row.deltaOnHand,
    deltaReserved: row.deltaReserved,
    onHandBefore: row.onHandAfter - row.deltaOnHand,
    onHandAfter: row.onHandAfter,
    reservedBefore: row.reservedAfter - row.deltaReserved,
    reservedAfter: row.reservedAfter,
    refType: row.refType,
    refId: row.refId,
    note: row.note,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One ledger row as the lists read it (the staff name is null for the system). */
export type RecordRow = Awaited<ReturnType<typeof findRecords>>[number];
