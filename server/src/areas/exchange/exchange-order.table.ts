import {
  type ExchangeEvent,
  type ExchangeEventType,
  type ExchangeOrderCounts,
  type ExchangeOrderDetail,
  type ExchangeOrderFilters,
  type ExchangeOrderListItem,
  type ExchangeOrderSortField,
  type ExchangeOrderStatus,
  exchangeOrderStatuses,
} from '@shop/contract/areas/exchange';
import { parseSort } from '@shop/contract/list';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  customer,
  exchangeOrder,
  payment,
  pointLedger,
  productSku,
  refund,
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
import { selectPayments, selectRefunds, toOrderPayment, toOrderRefund } from '../payment/payment-rows.js';

/** Exchange orders as the console lists them: with the customer, the SKU code and the cash received. */

const sortKeys: Record<ExchangeOrderSortField, SortKey> = {
  placedAt: { expr: exchangeOrder.placedAt, type: 'timestamptz' },
  pointsTotal: { expr: exchangeOrder.pointsTotal, type: 'integer' },
  cashTotal: { expr: exchangeOrder.cashTotal, type: 'bigint' },
  exchangeNo: { expr: exchangeOrder.exchangeNo, type: 'text' },
};

// The one payment holding the cash part (SUCCESS, or refunded since), joined on its partial unique index.
const cash = alias(payment, 'exchange_cash');
const cashJoin = and(
  eq(cash.exchangeOrderId, exchangeOrder.id),
  inArray(cash.status, ['SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED']),
);

function selectOrders(db: Db, key: SortKey) {
  return db
    .select({
      order: exchangeOrder,
      id: exchangeOrder.id,
      customerName: customer.name,
      customerPhone: customer.phone,
      skuCode: productSku.code,
      cashPaid: cash.amount,
      cashRefunded: cash.refundedAmount,
      cursor: cursorValue(key),
    })
    .from(exchangeOrder)
    .innerJoin(customer, eq(customer.id, exchangeOrder.customerId))
    .leftJoin(productSku, eq(productSku.id, exchangeOrder.skuId))
    .leftJoin(cash, cashJoin);
}

type Filters = Omit<ExchangeOrderFilters, 'sort'>;

function whereOf(filters: Omit<Filters, 'tab'> & { tab?: ExchangeOrderStatus | undefined }): SQL | undefined {
  return and(
    textSearch(filters.q, exchangeOrder.exchangeNo, customer.name, customer.phone),
    filters.tab ? eq(exchangeOrder.status, filters.tab) : undefined,
    filters.itemId ? eq(exchangeOrder.itemId, filters.itemId) : undefined,
    filters.customerId ? eq(exchangeOrder.customerId, filters.customerId) : undefined,
    filters.kind === 'SKU' ? isNotNull(exchangeOrder.skuId) : undefined,
    filters.kind === 'VIRTUAL' ? isNull(exchangeOrder.skuId) : undefined,
    filters.from ? gte(exchangeOrder.placedAt, new Date(filters.from)) : undefined,
    filters.to ? lt(exchangeOrder.placedAt, new Date(filters.to)) : undefined,
  );
}

function orderOf(sort: ExchangeOrderFilters['sort']) {
  const { field, direction } = parseSort(sort);
  return { key: sortKeys[field], direction };
}

/** Orders per status under the filters but the tab; ALL counts them all. */
export async function countExchangeTabs(db: Db, filters: Filters): Promise<ExchangeOrderCounts> {
  const rows = await db
    .select({ status: exchangeOrder.status, n: count() })
    .from(exchangeOrder)
    .innerJoin(customer, eq(customer.id, exchangeOrder.customerId))
    .where(whereOf({ ...filters, tab: undefined }))
    .groupBy(exchangeOrder.status);
  const counts = Object.fromEntries(
    [...exchangeOrderStatuses, 'ALL'].map((s) => [s, 0]),
  ) as ExchangeOrderCounts;
  for (const row of rows) {
    counts[row.status as ExchangeOrderStatus] = row.n;
    counts.ALL += row.n;
  }
  return counts;
}

export async function countExchangeOrders(db: Db, filters: Filters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exchangeOrder)
    .innerJoin(customer, eq(customer.id, exchangeOrder.customerId))
    .where(whereOf(filters));
  return row?.n ?? 0;
}

export async function listExchangeOrders(
  db: Db,
  query: ExchangeOrderFilters & { page: number; pageSize: number },
) {
  const { key, direction } = orderOf(query.sort);
  const [rows, counts] = await Promise.all([
    selectOrders(db, key)
      .where(whereOf(query))
      .orderBy(...orderByKey(key, direction, exchangeOrder.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countExchangeTabs(db, query),
  ]);
  const total = query.tab ? counts[query.tab] : counts.ALL;
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize, counts };
}

export function exchangeOrdersBatch(
  db: Db,
  filters: ExchangeOrderFilters,
  after: Cursor | undefined,
  limit: number,
) {
  const { key, direction } = orderOf(filters.sort);
  return selectOrders(db, key)
    .where(and(whereOf(filters), after ? afterCursor(key, direction, exchangeOrder.id, after) : undefined))
    .orderBy(...orderByKey(key, direction, exchangeOrder.id))
    .limit(limit);
}

export type ExchangeOrderRow = Awaited<ReturnType<typeof exchangeOrdersBatch>>[number];

export function toListItem(row: Omit<ExchangeOrderRow, 'cursor'>): ExchangeOrderListItem {
  const o = row.order;
  return {
    id: o.id,
    exchangeNo: o.exchangeNo,
    customerId: o.customerId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    itemId: o.itemId,
    kind: o.skuId === null ? 'VIRTUAL' : 'SKU',
    title: o.title,
    skuId: o.skuId,
    skuCode: row.skuCode,
    quantity: o.quantity,
    pointsTotal: o.pointsTotal,
    cashTotal: o.cashTotal,
    cashPaid: row.cashPaid ?? 0,
    cashRefunded: row.cashRefunded ?? 0,
    status: o.status as ExchangeOrderStatus,
    placedAt: o.placedAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    completedAt: o.completedAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    version: o.version,
  };
}

const eventOfAction: Record<string, ExchangeEventType> = {
  place: 'PLACED',
  pay: 'PAID',
  ship: 'SHIPPED',
  complete: 'COMPLETED',
  cancel: 'CANCELLED',
};

const placer = alias(staffUser, 'exchange_placer');
const auditor = alias(staffUser, 'exchange_auditor');

/** One exchange order with its receiver, points, payment, refund and timeline; 404 when none. */
export async function getExchangeOrderDetail(db: Db, id: number): Promise<ExchangeOrderDetail> {
  const [row] = await selectOrders(db, sortKeys.placedAt).where(eq(exchangeOrder.id, id));
  if (!row) throw notFound('exchange.orderNotFound');
  const o = row.order;
  const [points, payments, refunds, audits, placedBy] = await Promise.all([
    db
      .select({ id: pointLedger.id, bizType: pointLedger.bizType, delta: pointLedger.delta })
      .from(pointLedger)
      .where(
        and(
          eq(pointLedger.customerId, o.customerId),
          inArray(pointLedger.bizId, [String(id), `cancel:${id}`]),
          inArray(pointLedger.bizType, ['EXCHANGE', 'EXCHANGE_RETURN']),
        ),
      ),
    selectPayments(db).where(eq(payment.exchangeOrderId, id)).orderBy(asc(payment.id)),
    selectRefunds(db).where(eq(refund.exchangeOrderId, id)).orderBy(asc(refund.id)),
    db
      .select({ action: auditLog.action, after: auditLog.after, at: auditLog.at, actorName: auditor.name })
      .from(auditLog)
      .leftJoin(auditor, eq(auditor.id, auditLog.actorId))
      .where(and(eq(auditLog.entity, 'exchange_order'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id)),
    o.placedBy === null
      ? Promise.resolve([])
      : db.select({ name: placer.name }).from(placer).where(eq(placer.id, o.placedBy)),
  ]);
  const spent = points.find((p) => p.bizType === 'EXCHANGE');
  const returned = points.find((p) => p.bizType === 'EXCHANGE_RETURN');
  const paid = payments.find((p) => p.status !== 'WAITING' && p.status !== 'CLOSED') ?? null;
  return {
    ...toListItem(row),
    receiver:
      o.receiverName === null
        ? null
        : {
            receiverName: o.receiverName,
            phone: o.receiverPhone ?? '',
            region: o.receiverRegion ?? '',
            city: o.receiverCity ?? '',
            line: o.receiverLine ?? '',
            postalCode: o.receiverPostalCode ?? '',
          },
    note: o.note,
    carrier: o.carrier,
    trackingNo: o.trackingNo,
    cancelReason: o.cancelReason,
    pointsReturned: returned?.delta ?? 0,
    pointsEntryId: spent?.id ?? null,
    payment: paid ? toOrderPayment(paid) : null,
    refund: refunds[0] ? toOrderRefund(refunds[0]) : null,
    events: audits.flatMap((a): ExchangeEvent[] => {
      const type = eventOfAction[a.action];
      const after = (a.after ?? {}) as { status?: ExchangeOrderStatus; data?: ExchangeEvent['data'] };
      if (!type || !after.status) return [];
      return [
        {
          type,
          toStatus: after.status,
          data: after.data ?? null,
          actorName: a.actorName,
          createdAt: a.at.toISOString(),
        },
      ];
    }),
    placedByName: placedBy[0]?.name ?? null,
    updatedAt: o.updatedAt.toISOString(),
  };
}
