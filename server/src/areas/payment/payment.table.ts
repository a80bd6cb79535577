import type {
  PaymentDetail,
  PaymentFilters,
  PaymentListItem,
  PaymentSortField,
} from '@shop/contract/areas/payment';
import { parseSort } from '@shop/contract/list';
import { and, asc, count, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxDraw, customer, exchangeOrder, payment, refund, shopOrder } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import {
  afterCursor,
  type Cursor,
  cursorValue,
  orderByKey,
  type SortKey,
  textSearch,
} from '../../http/list-order.js';
import {
  paymentColumns,
  paymentRecorder,
  selectRefunds,
  toOrderPayment,
  toOrderRefund,
} from './payment-rows.js';

/** The pay list's payments: each with its order, exchange order or box draw and customer, filtered and sorted. */

const sortKeys: Record<PaymentSortField, SortKey> = {
  createdAt: { expr: payment.createdAt, type: 'timestamptz' },
  amount: { expr: payment.amount, type: 'bigint' },
};

const listColumns = {
  ...paymentColumns,
  kind: payment.kind,
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
    .from(payment)
    .leftJoin(shopOrder, eq(shopOrder.id, payment.orderId))
    .leftJoin(exchangeOrder, eq(exchangeOrder.id, payment.exchangeOrderId))
    .leftJoin(boxDraw, eq(boxDraw.id, payment.boxDrawId))
    .innerJoin(customer, eq(customer.id, payment.customerId))
    .leftJoin(paymentRecorder, eq(paymentRecorder.id, payment.recordedBy));
}

type Filters = Omit<PaymentFilters, 'sort'>;

function whereOf(filters: Filters): SQL | undefined {
  return and(
    textSearch(
      filters.q,
      payment.payNo,
      shopOrder.orderNo,
      exchangeOrder.exchangeNo,
      boxDraw.drawNo,
      payment.reference,
    ),
    filters.bizType ? eq(payment.bizType, filters.bizType) : undefined,
    filters.status ? eq(payment.status, filters.status) : undefined,
    filters.channel ? eq(payment.channel, filters.channel) : undefined,
    filters.kind ? eq(payment.kind, filters.kind) : undefined,
    filters.customerId ? eq(payment.customerId, filters.customerId) : undefined,
    filters.from ? gte(payment.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(payment.createdAt, new Date(filters.to)) : undefined,
    filters.minAmount !== undefined ? gte(payment.amount, filters.minAmount) : undefined,
    filters.maxAmount !== undefined ? lte(payment.amount, filters.maxAmount) : undefined,
  );
}

function orderOf(sort: PaymentFilters['sort']) {
  const { field, direction } = parseSort(sort);
  return { key: sortKeys[field], direction };
}

/** How many payments match; the orders and draws are joined only when the search needs their numbers. */
export async function countPayments(db: Db, filters: Filters): Promise<number> {
  return (await sumPayments(db, filters)).count;
}

/** How many payments match and what they add up to, with the list's own WHERE. */
export async function sumPayments(db: Db, filters: Filters) {
  const where = whereOf(filters);
  const sums = {
    count: count(),
    amount: sql<string>`coalesce(sum(${payment.amount}), 0)`,
    refunded: sql<string>`coalesce(sum(${payment.refundedAmount}), 0)`,
  };
  const [row] = filters.q
    ? await db
        .select(sums)
        .from(payment)
        .leftJoin(shopOrder, eq(shopOrder.id, payment.orderId))
        .leftJoin(exchangeOrder, eq(exchangeOrder.id, payment.exchangeOrderId))
        .leftJoin(boxDraw, eq(boxDraw.id, payment.boxDrawId))
        .where(where)
    : await db.select(sums).from(payment).where(where);
  // Sums of bigint come back as text (they may pass 2^53 in principle; not at a shop's size).
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0), refunded: Number(row?.refunded ?? 0) };
}

export async function listPayments(db: Db, query: PaymentFilters & { page: number; pageSize: number }) {
  const { key, direction } = orderOf(query.sort);
  const [rows, total] = await Promise.all([
    selectListed(db, key)
      .where(whereOf(query))
      .orderBy(...orderByKey(key, direction, payment.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    sumPayments(db, query),
  ]);
  return { rows, total: total.count, sums: total };
}

/** The export's keyset batches, in the list's order. */
export function paymentsBatch(db: Db, filters: PaymentFilters, after: Cursor | undefined, limit: number) {
  const { key, direction } = orderOf(filters.sort);
  return selectListed(db, key)
    .where(and(whereOf(filters), after ? afterCursor(key, direction, payment.id, after) : undefined))
    .orderBy(...orderByKey(key, direction, payment.id))
    .limit(limit);
}

/** One payment with its order, customer and refunds (oldest first); 404 when there is none. */
export async function getPaymentDetail(db: Db, id: number): Promise<PaymentDetail> {
  const [[row], refunds] = await Promise.all([
    selectListed(db, sortKeys.createdAt).where(eq(payment.id, id)),
    selectRefunds(db).where(eq(refund.paymentId, id)).orderBy(asc(refund.id)),
  ]);
  if (!row) throw notFound('payment.notFound');
  return { ...toPaymentListItem(row), refunds: refunds.map(toOrderRefund) };
}

/** A listed row: the payment columns with its order and customer. */
export type PaymentListRow = Awaited<ReturnType<typeof listPayments>>['rows'][number];

export function toPaymentListItem(row: PaymentListRow): PaymentListItem {
  return {
    ...toOrderPayment(row),
    kind: row.kind as PaymentListItem['kind'],
    bizType: row.bizType as PaymentListItem['bizType'],
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
