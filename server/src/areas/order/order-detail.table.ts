import type {
  AfterSale,
  AfterSaleStatus,
  AfterSaleType,
  OrderDetail,
  OrderEvent,
  OrderEventType,
  OrderStatus,
  RefundLine,
} from '@shop/contract/areas/order';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  afterSale,
  customer,
  mediaAsset,
  orderEvent,
  orderLine,
  pointLedger,
  shopOrder,
  staffUser,
} from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { imageUrlOf } from '../../lib/media-refs.js';
import { paymentsOfOrder, refundsOfOrder } from '../payment/payment-rows.js';
import { toOrderListItem } from './order-list.table.js';

/** One order with everything its detail drawer shows, read in parallel after the order row. */
export async function getOrderDetail(db: Db, id: number): Promise<OrderDetail> {
  // One read of the order with its customer's name: the list item and the detail both come from it.
  const [row] = await db
    .select({ ...getTableColumns(shopOrder), customerName: customer.name })
    .from(shopOrder)
    .innerJoin(customer, eq(customer.id, shopOrder.customerId))
    .where(eq(shopOrder.id, id));
  if (!row) throw notFound('order.notFound');
  const [lines, payments, refunds, afterSales, events, pointsEarnShortfall] = await Promise.all([
    linesOf(db, id),
    paymentsOfOrder(db, id),
    refundsOfOrder(db, id),
    afterSalesOf(db, id),
    eventsOf(db, id),
    row.pointsEarnReversed > 0 ? earnShortfallOf(db, id, row.customerId) : 0,
  ]);
  return {
    ...toOrderListItem(row),
    subtotal: row.subtotal,
    shippingFee: row.shippingFee,
    discount: row.discount,
    refundedShipping: row.refundedShipping,
    pointsUsed: row.pointsUsed,
    pointsDiscount: row.pointsDiscount,
    pointsReturned: row.pointsReturned,
    pointsEarned: row.pointsEarned,
    pointsEarnReversed: row.pointsEarnReversed,
    pointsEarnShortfall,
    receiver: {
      receiverName: row.receiverName,
      phone: row.receiverPhone,
      region: row.receiverRegion,
      city: row.receiverCity,
      line: row.receiverLine,
      postalCode: row.receiverPostalCode,
    },
    buyerNote: row.buyerNote,
    carrier: row.carrier,
    trackingNo: row.trackingNo,
    completedAt: row.completedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    autoCloseAt: row.status === 'PENDING_PAYMENT' ? (row.autoCloseAt?.toISOString() ?? null) : null,
    lines,
    payments,
    refunds,
    afterSales,
    events,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Earned points refunds could not take back because the customer had spent them. */
async function earnShortfallOf(db: Db, orderId: number, customerId: number): Promise<number> {
  const earn = alias(pointLedger, 'earn');
  const [row] = await db
    .select({ shortfall: sql<string>`coalesce(sum(${pointLedger.shortfall}), 0)` })
    .from(pointLedger)
    .innerJoin(earn, eq(earn.id, pointLedger.reversesId))
    .where(
      and(eq(earn.bizType, 'ORDER_EARN'), eq(earn.bizId, String(orderId)), eq(earn.customerId, customerId)),
    );
  return Number(row?.shortfall ?? 0);
}

async function linesOf(db: Db, orderId: number) {
  const rows = await db
    .select({ line: orderLine, sha256: mediaAsset.sha256, mime: mediaAsset.mime })
    .from(orderLine)
    .leftJoin(mediaAsset, eq(mediaAsset.id, orderLine.imageId))
    .where(eq(orderLine.orderId, orderId))
    .orderBy(asc(orderLine.id));
  return rows.map(({ line, sha256, mime }) => ({
    id: line.id,
    skuId: line.skuId,
    productId: line.productId,
    title: line.title,
    skuCode: line.skuCode,
    optionValues: line.optionValues,
    imageUrl: imageUrlOf(sha256, mime),
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
    refundedQuantity: line.refundedQuantity,
  }));
}

async function afterSalesOf(db: Db, orderId: number): Promise<AfterSale[]> {
  const rows = await db
    .select()
    .from(afterSale)
    .where(eq(afterSale.orderId, orderId))
    .orderBy(asc(afterSale.id));
  return rows.map((r) => ({
    id: r.id,
    afterSaleNo: r.afterSaleNo,
    type: r.type as AfterSaleType,
    status: r.status as AfterSaleStatus,
    lines: r.lines as RefundLine[],
    reason: r.reason,
    rejectReason: r.rejectReason,
    restocked: r.restocked,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The timeline, newest first. */
async function eventsOf(db: Db, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select({ event: orderEvent, actorName: staffUser.name })
    .from(orderEvent)
    .leftJoin(staffUser, eq(staffUser.id, orderEvent.actorId))
    .where(eq(orderEvent.orderId, orderId))
    .orderBy(desc(orderEvent.id));
  return rows.map(({ event, actorName }) => ({
    id: event.id,
    type: event.type as OrderEventType,
    fromStatus: event.fromStatus as OrderStatus | null,
    toStatus: event.toStatus as OrderStatus | null,
    message: event.message,
    data: (event.data as OrderEvent['data']) ?? null,
    actorName,
    createdAt: event.createdAt.toISOString(),
  }));
}
