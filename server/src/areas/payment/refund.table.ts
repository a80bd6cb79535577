import type { PaymentSortField, RefundFilters, RefundListItem } from '@shop/contract/areas/payment';
import { parseSort } from '@shop/contract/list';
import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxDraw, customer, exchangeOrder, payment, refund, shopOrder } from '../../db/schema.js';
import {
  afterCursor,
  type Cursor,
  cursorValue,
  orderByKey,
  type SortKey,
  textSearch,
} from '../../http/list-order.js';
import { refundColumns, refundCreator, toOrderRefund } from './payment-rows.js';

/** The pay list's refunds: each with its payment, order or exchange order and customer, filtered and sorted. */

// Refunds sort by the same fields as payments.
const sortKeys: Record<PaymentSortField, SortKey> = {
  createdAt: { expr: refund.createdAt, type: 'timestamptz' },
  amount: { expr: refund.amount, type: 'bigint' },
};

const listColumns = {
  ...refundColumns,
  payNo: payment.payNo,
  bizType: payment.bizType,
  orderId: shopOrder.id,
  orderNo: shopOrder.orderNo,
  exchangeOrderId: exchangeOrder.id,
  exchangeNo: exchangeOrder.exchangeNo,
  boxDrawId: boxDraw.id,
  drawNo: boxDraw.drawNo,
  customerId: payment.customerId,
  customerName: customer.name,
};

function selectListed(db: Db, key: SortKey) {
  return db
    .select({ ...listColumns, cursor: cursorValue(key) })
    .from(refund)
    .innerJoin(payment, eq(payment.id, refund.paymentId))
    .leftJoin(shopOrder, eq(shopOrder.id, refund.orderId))
    .leftJoin(exchangeOrder, eq(exchangeOrder.id, refund.exchangeOrderId))
    .leftJoin(boxDraw, eq(boxDraw.id, payment.boxDrawId))
    .innerJoin(customer, eq(customer.id, payment.customerId))
    .leftJoin(refundCreator, eq(refundCreator.id, refund.createdBy));
}

type Filters = Omit<RefundFilters, 'sort'>;

function whereOf(filters: Filters): SQL | undefined {
  return and(
    textSearch(
      filters.q,
      refund.refundNo,
      payment.payNo,
      shopOrder.orderNo,
      exchangeOrder.exchangeNo,
      boxDraw.drawNo,
    ),
    filters.bizType ? eq(payment.bizType, filters.bizType) : undefined,
    filters.status ? eq(refund.status, filters.status) : undefined,
    filters.customerId ? eq(payment.customerId, filters.customerId) : undefined,
    filters.from ? gte(refund.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(refund.createdAt, new Date(filters.to)) : undefined,
  );
}

function orderOf(sort: RefundFilters['sort']) {
  const { field, direction } = parseSort(sort);
  return { key: sortKeys[field], direction };
}

export async function countRefunds(db: Db, filters: Filters): Promise<number> {
  return (await sumRefunds(db, filters)).count;
}

/** How many refunds match and what they add up to, with the list's own WHERE. */
export async function sumRefunds(db: Db, filters: Filters) {
  const [row] = await db
    .select({ count: count(), amount: sql<string>`coalesce(sum(${refund.amount}), 0)` })
    .from(refund)
    .innerJoin(payment, eq(payment.id, refund.paymentId))
    .leftJoin(shopOrder, eq(shopOrder.id, refund.orderId))
    .leftJoin(exchangeOrder, eq(exchangeOrder.id, refund.exchangeOrderId))
    .leftJoin(boxDraw, eq(boxDraw.id, payment.boxDrawId))
    .where(whereOf(filters));
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}

export async function listRefunds(db: Db, query: RefundFilters & { page: number; pageSize: number }) {
  const { key, direction } = orderOf(query.sort);
  const [rows, total] = await Promise.all([
    selectListed(db, key)
      .where(whereOf(query))
      .orderBy(...orderByKey(key, direction, refund.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    sumRefunds(db, query),
  ]);
  return { rows, total: total.count, sums: total };
}

/** The export's keyset batches, in the list's order. */
export function refundsBatch(db: Db, filters: RefundFilters, after: Cursor | undefined, limit: number) {
  const { key, direction } = orderOf(filters.sort);
  return selectListed(db, key)
    .where(and(whereOf(filters), after ? afterCursor(key, direction, refund.id, after) : undefined))
    .orderBy(...orderByKey(key, direction, refund.id))
    .limit(limit);
}

/** A listed row: the refund columns with its order and customer. */
export type RefundListRow = Awaited<ReturnType<typeof listRefunds>>['rows'][number];

export function toRefundListItem(row: RefundListRow): RefundListItem {
  return {
    ...toOrderRefund(row),
    payNo: row.payNo,
    bizType: row.bizType as RefundListItem['bizType'],
    orderId: row.orderId,
    orderNo: row.orderNo,
    exchangeOrderId: row.exchangeOrderId,
    exchangeNo: row.exchangeNo,
    boxDrawId: row.boxDrawId,
    drawNo: row.drawNo,
    customerId: row.customerId,
    customerName: row.customerName,
  };
}
