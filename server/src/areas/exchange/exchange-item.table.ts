import {
  type ExchangeItem,
  type ExchangeItemDetail,
  type ExchangeItemFilters,
  type ExchangeItemSortField,
  exchangeWindowState,
} from '@shop/contract/areas/exchange';
import { type ImageMime, mediaUrl } from '@shop/contract/areas/media';
import { parseSort } from '@shop/contract/list';
import { and, count, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  exchangeItem,
  exchangeOrder,
  mediaAsset,
  productSku,
  productSpu,
  staffUser,
} from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import {
  afterCursor,
  type Cursor,
  cursorValue,
  orderByKey,
  type SortKey,
  textSearch,
} from '../../http/list-order.js';
import { clockNow } from '../../lib/clock.js';

/** Exchange items as the console lists them: with their SKU, image and last editor. */

const sortKeys: Record<ExchangeItemSortField, SortKey> = {
  sort: { expr: exchangeItem.sort, type: 'integer' },
  pointsPrice: { expr: exchangeItem.pointsPrice, type: 'integer' },
  quotaRemaining: { expr: exchangeItem.quotaRemaining, type: 'integer' },
  createdAt: { expr: exchangeItem.createdAt, type: 'timestamptz' },
};

const editor = alias(staffUser, 'exchange_item_editor');

const columns = {
  item: exchangeItem,
  skuCode: productSku.code,
  skuAvailable: productSku.available,
  optionValues: productSku.optionValues,
  productId: productSpu.id,
  productTitle: productSpu.title,
  imageSha: mediaAsset.sha256,
  imageMime: mediaAsset.mime,
  updatedByName: editor.name,
};

function selectItems(db: Db, key: SortKey) {
  return db
    .select({ ...columns, id: exchangeItem.id, cursor: cursorValue(key) })
    .from(exchangeItem)
    .leftJoin(productSku, eq(productSku.id, exchangeItem.skuId))
    .leftJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .leftJoin(mediaAsset, eq(mediaAsset.id, exchangeItem.imageId))
    .leftJoin(editor, eq(editor.id, exchangeItem.updatedBy));
}

type Filters = Omit<ExchangeItemFilters, 'sort'>;

function windowWhere(state: Filters['window'], now: Date): SQL | undefined {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (state === 'UPCOMING') return sql`${exchangeItem.startsAt} > ${at}`;
  if (state === 'ENDED') return sql`${exchangeItem.endsAt} <= ${at}`;
  if (state === 'RUNNING')
    return and(
      or(isNull(exchangeItem.startsAt), lte(exchangeItem.startsAt, now)),
      or(isNull(exchangeItem.endsAt), gt(exchangeItem.endsAt, now)),
    );
  return undefined;
}

function whereOf(filters: Filters): SQL | undefined {
  return and(
    isNull(exchangeItem.deletedAt),
    textSearch(filters.q, exchangeItem.title),
    filters.status ? eq(exchangeItem.status, filters.status) : undefined,
    filters.kind === 'SKU' ? isNotNull(exchangeItem.skuId) : undefined,
    filters.kind === 'VIRTUAL' ? isNull(exchangeItem.skuId) : undefined,
    windowWhere(filters.window, clockNow()),
  );
}

function orderOf(sort: ExchangeItemFilters['sort']) {
  const { field, direction } = parseSort(sort);
  return { key: sortKeys[field], direction };
}

export async function countExchangeItems(db: Db, filters: Filters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(exchangeItem).where(whereOf(filters));
  return row?.n ?? 0;
}

export async function listExchangeItems(
  db: Db,
  query: ExchangeItemFilters & { page: number; pageSize: number },
) {
  const { key, direction } = orderOf(query.sort);
  const [rows, total] = await Promise.all([
    selectItems(db, key)
      .where(whereOf(query))
      .orderBy(...orderByKey(key, direction, exchangeItem.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countExchangeItems(db, query),
  ]);
  return { items: rows.map(toExchangeItem), total, page: query.page, pageSize: query.pageSize };
}

export function exchangeItemsBatch(
  db: Db,
  filters: ExchangeItemFilters,
  after: Cursor | undefined,
  limit: number,
) {
  const { key, direction } = orderOf(filters.sort);
  return selectItems(db, key)
    .where(and(whereOf(filters), after ? afterCursor(key, direction, exchangeItem.id, after) : undefined))
    .orderBy(...orderByKey(key, direction, exchangeItem.id))
    .limit(limit);
}

export type ExchangeItemRow = Awaited<ReturnType<typeof exchangeItemsBatch>>[number];

export function toExchangeItem(row: Omit<ExchangeItemRow, 'cursor'>): ExchangeItem {
  const item = row.item;
  const window = {
    startsAt: item.startsAt?.toISOString() ?? null,
    endsAt: item.endsAt?.toISOString() ?? null,
  };
  return {
    id: item.id,
    kind: item.skuId === null ? 'VIRTUAL' : 'SKU',
    skuId: item.skuId,
    skuCode: row.skuCode,
    productId: row.productId,
    productTitle: row.productTitle,
    optionValues: row.optionValues ?? [],
    skuAvailable: item.skuId === null ? null : (row.skuAvailable ?? 0),
    title: item.title,
    description: item.description,
    imageId: item.imageId,
    imageUrl: row.imageSha && row.imageMime ? mediaUrl(row.imageSha, row.imageMime as ImageMime) : null,
    pointsPrice: item.pointsPrice,
    cashPrice: item.cashPrice,
    quotaTotal: item.quotaTotal,
    quotaRemaining: item.quotaRemaining,
    perCustomerLimit: item.perCustomerLimit,
    perOrderLimit: item.perOrderLimit,
    status: item.status as ExchangeItem['status'],
    ...window,
    windowState: exchangeWindowState(window, clockNow()),
    sort: item.sort,
    version: item.version,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}

/** One item (deleted ones too: an order links to its item) with what was redeemed of it. */
export async function getExchangeItemDetail(db: Db, id: number): Promise<ExchangeItemDetail> {
  const [row] = await selectItems(db, sortKeys.sort).where(eq(exchangeItem.id, id));
  if (!row) throw notFound('exchange.itemNotFound');
  const byStatus = await db
    .select({
      status: exchangeOrder.status,
      orders: count(),
      quantity: sql<string>`coalesce(sum(${exchangeOrder.quantity}), 0)`,
      points: sql<string>`coalesce(sum(${exchangeOrder.pointsTotal}), 0)`,
      cash: sql<string>`coalesce(sum(${exchangeOrder.cashTotal}), 0)`,
    })
    .from(exchangeOrder)
    .where(eq(exchangeOrder.itemId, id))
    .groupBy(exchangeOrder.status);
  const live = byStatus.filter((s) => s.status !== 'CANCELLED');
  const [customers] = await db
    .select({ n: sql<number>`count(distinct ${exchangeOrder.customerId})::int` })
    .from(exchangeOrder)
    .where(and(eq(exchangeOrder.itemId, id), sql`${exchangeOrder.status} <> 'CANCELLED'`));
  return {
    ...toExchangeItem(row),
    redeemed: {
      quantity: live.reduce((sum, s) => sum + Number(s.quantity), 0),
      orders: live.reduce((sum, s) => sum + s.orders, 0),
      customers: customers?.n ?? 0,
      points: live.reduce((sum, s) => sum + Number(s.points), 0),
      cash: live.reduce((sum, s) => sum + Number(s.cash), 0),
      byStatus: Object.fromEntries(byStatus.map((s) => [s.status, s.orders])),
    },
  };
}
