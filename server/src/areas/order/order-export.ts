import type { OrderFilters } from '@shop/contract/areas/order';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import {
  orderChannelLabels,
  orderRefundStatusLabels,
  orderStatusLabels,
} from '@shop/contract/labels/order.labels';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { currencyField, type ExportField, type ExportSetup } from '../../http/export-format.js';
import { sendListCsv } from '../../http/list-csv.js';
import { countOrders, type OrderRow, ordersBatch } from './order-list.table.js';

/** A streamed CSV of every order the list's filters (tab included) match: one row per order. */
function fields(setup: ExportSetup): ExportField<OrderRow>[] {
  return [
    { column: 'order_no', value: (r) => r.orderNo },
    { column: 'placed_at', time: (r) => r.placedAt },
    { column: 'status', code: (r) => r.status, labels: orderStatusLabels },
    { column: 'refund_status', code: (r) => r.refundStatus, labels: orderRefundStatusLabels },
    { column: 'channel', code: (r) => r.channel, labels: orderChannelLabels },
    { column: 'customer_id', value: (r) => r.customerId },
    { column: 'customer', value: (r) => r.customerName },
    { column: 'receiver', value: (r) => r.receiverName },
    { column: 'receiver_phone', value: (r) => r.receiverPhone },
    { column: 'city', value: (r) => r.receiverCity },
    { column: 'items', value: (r) => r.itemCount },
    currencyField(setup),
    { column: 'subtotal', money: (r) => r.subtotal },
    { column: 'shipping', money: (r) => r.shippingFee },
    { column: 'discount', money: (r) => r.discount },
    { column: 'points_used', value: (r) => r.pointsUsed },
    { column: 'points_discount', money: (r) => r.pointsDiscount },
    { column: 'total', money: (r) => r.total },
    { column: 'paid', money: (r) => r.paidAmount },
    { column: 'refunded', money: (r) => r.refundedAmount },
    { column: 'points_earned', value: (r) => r.pointsEarned },
    { column: 'paid_at', time: (r) => r.paidAt },
    { column: 'shipped_at', time: (r) => r.shippedAt },
    { column: 'carrier', value: (r) => r.carrier },
    { column: 'tracking_no', value: (r) => r.trackingNo },
  ];
}

export function exportOrders(
  db: Db,
  filters: OrderFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendListCsv(db, filters, request, reply, {
    area: 'orders',
    count: () => countOrders(db, filters),
    batch: (after, limit) => ordersBatch(db, filters, after, limit),
    fields,
    // Pages of 250 keep each query to a few milliseconds on the embedded database, which serves
    // no other request while one runs.
    batchSize: 250,
  });
}
