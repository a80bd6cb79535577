import type { PaymentFilters, RefundFilters } from '@shop/contract/areas/payment';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type CsvColumn, sendCsv } from '../../http/csv-export.js';
import { keysetBatches } from '../../http/list-order.js';
import { countPayments, type PaymentListRow, paymentsBatch } from './payment.table.js';
import { countRefunds, type RefundListRow, refundsBatch } from './refund.table.js';

/** Streamed CSVs of the pay list's two lists, honouring their filters. Money in cents as stored. */

const paymentColumns: CsvColumn<PaymentListRow>[] = [
  { header: 'pay_no', value: (r) => r.payNo },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'paid_at', value: (r) => r.paidAt },
  { header: 'order_no', value: (r) => r.orderNo },
  { header: 'customer_id', value: (r) => r.customerId },
  { header: 'customer_name', value: (r) => r.customerName },
  { header: 'channel', value: (r) => r.channel },
  { header: 'kind', value: (r) => r.kind },
  { header: 'status', value: (r) => r.status },
  { header: 'amount_cents', value: (r) => r.amount },
  { header: 'refunded_cents', value: (r) => r.refundedAmount },
  { header: 'reference', value: (r) => r.reference },
  { header: 'recorded_by', value: (r) => r.recordedByName },
  { header: 'note', value: (r) => r.note },
];

export async function exportPayments(
  db: Db,
  filters: PaymentFilters,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const total = await countPayments(db, filters);
  const batches = keysetBatches((after, limit) => paymentsBatch(db, filters, after, limit));
  return sendCsv(request, reply, { area: 'payments', columns: paymentColumns, total, batches });
}

const refundColumns: CsvColumn<RefundListRow>[] = [
  { header: 'refund_no', value: (r) => r.refundNo },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'pay_no', value: (r) => r.payNo },
  { header: 'order_no', value: (r) => r.orderNo },
  { header: 'customer_id', value: (r) => r.customerId },
  { header: 'customer_name', value: (r) => r.customerName },
  { header: 'status', value: (r) => r.status },
  { header: 'amount_cents', value: (r) => r.amount },
  { header: 'shipping_cents', value: (r) => r.shipping },
  { header: 'reason', value: (r) => r.reason },
  { header: 'created_by', value: (r) => r.createdByName },
];

export async function exportRefunds(
  db: Db,
  filters: RefundFilters,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const total = await countRefunds(db, filters);
  const batches = keysetBatches((after, limit) => refundsBatch(db, filters, after, limit));
  return sendCsv(request, reply, { area: 'refunds', columns: refundColumns, total, batches });
}
