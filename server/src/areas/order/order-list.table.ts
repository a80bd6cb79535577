import type {
  OrderChannel,
  OrderCountsData,
  OrderFilters,
  OrderListItem,
  OrderSortField,
  OrderStatus,
  OrderTab,
  RefundStatus,
} from '@shop/contract/areas/order';
import { type orderListQuery, orderStatuses } from '@shop/contract/areas/order';
import { parseSort } from '@shop/contract/list';
import { and, count, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { customer, orderLine, productSku, productSpu, shopOrder } from '../../db/schema.js';
import {
  afterCursor,
  type Cursor,
  cursorValue,
  orderByKey,
  type SortKey,
  textSearch,
} from '../../http/list-order.js';

/**
 * The Orders list. A status tab over a date range, newest first, is answered from the
 * (status, placed_at, id) index and its total from the same index; the tab counts from the
 * per-day counts, with the range's partial edge days from the (placed_at, status,
 * has_open_after_sale) index alone (`npm run bench -- orders`).
 */
const sortKeys: Record<OrderSortField, SortKey> = {
  placedAt: { expr: shopOrder.placedAt, type: 'timestamptz' },
  total: { expr: shopOrder.total, type: 'bigint' },
  orderNo: { expr: shopOrder.orderNo, type: 'text' },
};

type Filters = Omit<OrderFilters, 'sort' | 'tab'>;

function tabWhere(tab: OrderTab | undefined): SQL | undefined {
  if (!tab) return undefined;
  if (tab === 'REFUNDING') return eq(shopOrder.hasOpenAfterSale, true);
  return eq(shopOrder.status, tab);
}

/**
 * The search box: the order number, receiver or phone, or a line's product title or SKU code.
 * Lines are found through the catalogue: the SKUs whose code or product title holds `q` (small
 * tables), then their lines by `order_line_sku_idx`, so a million orders' lines are never scanned.
 * A line keeps the title and code it was sold under; an order of a product renamed since is found
 * by its SKU code or the new title, not by the old title.
 */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return or(
    textSearch(q, shopOrder.orderNo, shopOrder.receiverName, shopOrder.receiverPhone),
    sql`${shopOrder.id} IN (
      SELECT ${orderLine.orderId} FROM ${orderLine} WHERE ${orderLine.skuId} IN (
        SELECT ${productSku.id} FROM ${productSku} JOIN ${productSpu} ON ${productSpu.id} = ${productSku.spuId}
        WHERE ${textSearch(q, productSku.code, productSpu.title)}))`,
  );
}

function whereOf(filters: Filters): SQL | undefined {
  return and(
    searchWhere(filters.q),
    filters.customerId ? eq(shopOrder.customerId, filters.customerId) : undefined,
    filters.channel ? eq(shopOrder.channel, filters.channel) : undefined,
    filters.from ? gte(shopOrder.placedAt, new Date(filters.from)) : undefined,
    filters.to ? lt(shopOrder.placedAt, new Date(filters.to)) : undefined,
  );
}

function selectOrders(db: Db, key: SortKey) {
  return db
    .select({
      id: shopOrder.id,
      orderNo: shopOrder.orderNo,
      customerId: shopOrder.customerId,
      customerName: customer.name,
      status: shopOrder.status,
      refundStatus: shopOrder.refundStatus,
      hasOpenAfterSale: shopOrder.hasOpenAfterSale,
      channel: shopOrder.channel,
      itemCount: shopOrder.itemCount,
      subtotal: shopOrder.subtotal,
      shippingFee: shopOrder.shippingFee,
      discount: shopOrder.discount,
      pointsUsed: shopOrder.pointsUsed,
      pointsDiscount: shopOrder.pointsDiscount,
      pointsEarned: shopOrder.pointsEarned,
      total: shopOrder.total,
      paidAmount: shopOrder.paidAmount,
      refundedAmount: shopOrder.refundedAmount,
      receiverName: shopOrder.receiverName,
      receiverPhone: shopOrder.receiverPhone,
      receiverCity: shopOrder.receiverCity,
      carrier: shopOrder.carrier,
      trackingNo: shopOrder.trackingNo,
      placedAt: shopOrder.placedAt,
      paidAt: shopOrder.paidAt,
      shippedAt: shopOrder.shippedAt,
      version: shopOrder.version,
      cursor: cursorValue(key),
    })
    .from(shopOrder)
    .innerJoin(customer, eq(customer.id, shopOrder.customerId));
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export async function listOrders(db: Db, query: z.output<typeof orderListQuery>) {
  const { field, direction } = parseSort(query.sort);
  const key = sortKeys[field];
  const where = and(whereOf(query), tabWhere(query.tab));
  const [rows, total] = await Promise.all([
    selectOrders(db, key)
      .where(where)
      .orderBy(...orderByKey(key, direction, shopOrder.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countOrders(db, query),
  ]);
  return { rows, total };
}

export async function countOrders(
  db: Db,
  filters: Filters & { tab?: OrderTab | undefined },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shopOrder)
    .where(and(whereOf(filters), tabWhere(filters.tab)));
  return row?.n ?? 0;
}

/**
 * Every tab's count under the other filters. With only a date range, the whole UTC days inside it
 * come from the per-day counts (`order_day_all`, ADR 0011) and only the partial days at its edges
 * are counted from the orders (`shop_order_counts_idx`), in one statement so both read the same
 * moment: the cost stays a few days' orders however long the range (`npm run bench -- orders`).
 * A search, customer or channel filter counts the matching orders themselves.
 */
export async function countTabs(db: Db, filters: Filters): Promise<OrderCountsData> {
  const byDay = !filters.q && !filters.customerId && !filters.channel;
  const from = filters.from ? new Date(filters.from) : undefined;
  const to = filters.to ? new Date(filters.to) : undefined;
  const firstDay = from && startOfUtcDay(from, 'up');
  const endDay = to && startOfUtcDay(to, 'down');
  const wholeDays = byDay && !(firstDay && endDay && firstDay >= endDay);
  const rows = wholeDays
    ? await countTabsByDay(db, { from, firstDay, endDay, to })
    : await countTabsOfOrders(db, filters);
  const counts = Object.fromEntries(
    [...orderStatuses, 'REFUNDING', 'ALL'].map((t) => [t, 0]),
  ) as OrderCountsData;
  for (const row of rows) {
    counts[row.status as OrderStatus] += Number(row.n);
    counts.REFUNDING += Number(row.refunding);
    counts.ALL += Number(row.n);
  }
  return counts;
}

type TabCountRow = { status: string; n: number | string; refunding: number | string };

/** The UTC midnight at or after (`up`) or at or before (`down`) an instant. */
function startOfUtcDay(at: Date, round: 'up' | 'down'): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return round === 'up' && day < at ? new Date(day.getTime() + 86_400_000) : day;
}

const utcDate = (day: Date) => day.toISOString().slice(0, 10);

function countTabsByDay(
  db: Db,
  range: {
    from?: Date | undefined;
    firstDay?: Date | undefined;
    endDay?: Date | undefined;
    to?: Date | undefined;
  },
): Promise<TabCountRow[]> {
  const { from, firstDay, endDay, to } = range;
  const edge = (start: Date, end: Date) => sql`
    UNION ALL
    SELECT ${shopOrder.status}, ${shopOrder.hasOpenAfterSale}, count(*) FROM ${shopOrder}
    WHERE ${shopOrder.placedAt} >= ${start.toISOString()}::timestamptz
      AND ${shopOrder.placedAt} < ${end.toISOString()}::timestamptz
    GROUP BY 1, 2`;
  return db
    .execute(sql`
      SELECT status, sum(n)::int AS n, (sum(n) FILTER (WHERE refunding))::int AS refunding FROM (
        SELECT status, refunding, orders AS n FROM order_day_all
        WHERE ${firstDay ? sql`day >= ${utcDate(firstDay)}::date` : sql`true`}
          AND ${endDay ? sql`day < ${utcDate(endDay)}::date` : sql`true`}
        ${from && firstDay && from < firstDay ? edge(from, firstDay) : sql``}
        ${to && endDay && endDay < to ? edge(endDay, to) : sql``}
      ) counted (status, refunding, n)
      GROUP BY status`)
    .then((result) => rowsOf<TabCountRow>(result));
}

/** The tab counts in one pass over the matching orders. */
function countTabsOfOrders(db: Db, filters: Filters): Promise<TabCountRow[]> {
  return db
    .select({
      status: shopOrder.status,
      n: count(),
      refunding: sql<number>`count(*) FILTER (WHERE ${shopOrder.hasOpenAfterSale})::int`,
    })
    .from(shopOrder)
    .where(whereOf(filters))
    .groupBy(shopOrder.status);
}

/** The export's keyset batches: rows after `after` in the list's order. */
export function ordersBatch(db: Db, filters: OrderFilters, after: Cursor | undefined, limit: number) {
  const { field, direction } = parseSort(filters.sort);
  const key = sortKeys[field];
  return selectOrders(db, key)
    .where(
      and(
        whereOf(filters),
        tabWhere(filters.tab),
        after ? afterCursor(key, direction, shopOrder.id, after) : undefined,
      ),
    )
    .orderBy(...orderByKey(key, direction, shopOrder.id))
    .limit(limit);
}

/** A list row, or any row with the order's columns and its customer's name (the detail). */
export function toOrderListItem(row: Omit<OrderRow, 'cursor' | 'receiverCity'>): OrderListItem {
  return {
    id: row.id,
    orderNo: row.orderNo,
    customerId: row.customerId,
    customerName: row.customerName,
    status: row.status as OrderStatus,
    refundStatus: row.refundStatus as RefundStatus,
    hasOpenAfterSale: row.hasOpenAfterSale,
    channel: row.channel as OrderChannel,
    itemCount: row.itemCount,
    total: row.total,
    paidAmount: row.paidAmount,
    refundedAmount: row.refundedAmount,
    receiverName: row.receiverName,
    receiverPhone: row.receiverPhone,
    placedAt: row.placedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    version: row.version,
  };
}
