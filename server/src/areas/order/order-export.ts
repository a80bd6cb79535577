import type { OrderFilters } from '@shop/contract/areas/order';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type CsvColumn, sendCsv } from '../../http/csv-export.js';
import { keysetBatches } from '../../http/list-order.js';
import { formatMoney } from '../../lib/csv-money.js';
import { countOrders, type OrderRow, ordersBatch } from './order-list.table.js';

/** A streamed CSV of every order the list's filters (tab included) match: one row per order. */
const columns: CsvColumn<OrderRow>[] = [
  { header: 'order_no', value: (r) => r.orderNo },
  { header: 'placed_at', value: (r) => r.placedAt },
  { header: 'status', value: (r) => r.status },
  { header: 'refund_status', value: (r) => r.refundStatus },
  { header: 'channel', value: (r) => r.channel },
  { header: 'customer_id', value: (r) => r.customerId },
  { header: 'customer', value: (r) => r.customerName },
  { header: 'receiver', value: (r) => r.receiverName },
  { header: 'receiver_phone', value: (r) => r.receiverPhone },
  { header: 'city', value: (r) => r.receiverCity },
  { header: 'items', value: (r) => r.itemCount },
  { header: 'subtotal', value: (r) => formatMoney(r.subtotal) },
  { header: 'shipping', value: (r) => formatMoney(r.shippingFee) },
  { header: 'discount', value: (r) => formatMoney(r.discount) },
  { header: 'total', value: (r) => formatMoney(r.total) },
  { header: 'paid', value: (r) => formatMoney(r.paidAmount) },
  { header: 'refunded', value: (r) => formatMoney(r.refundedAmount) },
  { header: 'paid_at', value: (r) => r.paidAt },
  { header: 'shipped_at', value: (r) => r.shippedAt },
  { header: 'carrier', value: (r) => r.carrier },
  { header: 'tracking_no', value: (r) => r.trackingNo },
];

export async function exportOrders(
  db: Db,
  filters: OrderFilters,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const total = await countOrders(db, filters);
  // Pages of 250 keep each query to a few milliseconds on the embedded database, which serves
  // no other request while one runs.
  const batches = keysetBatches((after, limit) => ordersBatch(db, filters, after, limit), 250);
  return sendCsv(request, reply, { area: 'orders', columns, total, batches });
}
