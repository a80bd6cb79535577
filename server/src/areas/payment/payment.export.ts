import type { PaymentFilters, RefundFilters } from '@shop/contract/areas/payment';
import { paymentBizTypeLabels } from '@shop/contract/labels/exchange.labels';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import {
  paymentChannelLabels,
  paymentKindLabels,
  paymentStatusLabels,
  refundRecordStatusLabels,
} from '@shop/contract/labels/payment.labels';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { currencyField, type ExportField, type ExportSetup } from '../../http/export-format.js';
import { sendListCsv } from '../../http/list-csv.js';
import { countPayments, type PaymentListRow, paymentsBatch } from './payment.table.js';
import { countRefunds, type RefundListRow, refundsBatch } from './refund.table.js';

/** Streamed CSVs of the pay list's two lists, honouring their filters, written for people. */

function paymentFields(setup: ExportSetup): ExportField<PaymentListRow>[] {
  return [
    { column: 'pay_no', value: (r) => r.payNo },
    { column: 'created_at', time: (r) => r.createdAt },
    { column: 'paid_at', time: (r) => r.paidAt },
    { column: 'biz_type', code: (r) => r.bizType, labels: paymentBizTypeLabels },
    { column: 'order_no', value: (r) => r.orderNo },
    { column: 'exchange_no', value: (r) => r.exchangeNo },
    { column: 'draw_no', value: (r) => r.drawNo },
    { column: 'customer_id', value: (r) => r.customerId },
    { column: 'customer', value: (r) => r.customerName },
    { column: 'channel', code: (r) => r.channel, labels: paymentChannelLabels },
    { column: 'kind', code: (r) => r.kind, labels: paymentKindLabels },
    { column: 'status', code: (r) => r.status, labels: paymentStatusLabels },
    currencyField(setup),
    { column: 'amount', money: (r) => r.amount },
    { column: 'refunded', money: (r) => r.refundedAmount },
    { column: 'reference', value: (r) => r.reference },
    { column: 'recorded_by', value: (r) => r.recordedByName },
    { column: 'note', value: (r) => r.note },
  ];
}

export function exportPayments(
  db: Db,
  filters: PaymentFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendListCsv(db, filters, request, reply, {
    area: 'payments',
    count: () => countPayments(db, filters),
    batch: (after, limit) => paymentsBatch(db, filters, after, limit),
    fields: paymentFields,
  });
}

function refundFields(setup: ExportSetup): ExportField<RefundListRow>[] {
  return [
    { column: 'refund_no', value: (r) => r.refundNo },
    { column: 'created_at', time: (r) => r.createdAt },
    { column: 'pay_no', value: (r) => r.payNo },
    { column: 'biz_type', code: (r) => r.bizType, labels: paymentBizTypeLabels },
    { column: 'order_no', value: (r) => r.orderNo },
    { column: 'exchange_no', value: (r) => r.exchangeNo },
    { column: 'draw_no', value: (r) => r.drawNo },
    { column: 'customer_id', value: (r) => r.customerId },
    { column: 'customer', value: (r) => r.customerName },
    { column: 'status', code: (r) => r.status, labels: refundRecordStatusLabels },
    currencyField(setup),
    { column: 'amount', money: (r) => r.amount },
    { column: 'shipping', money: (r) => r.shipping },
    { column: 'reason', value: (r) => r.reason },
    { column: 'created_by', value: (r) => r.createdByName },
  ];
}

export function exportRefunds(
  db: Db,
  filters: RefundFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendListCsv(db, filters, request, reply, {
    area: 'refunds',
    count: () => countRefunds(db, filters),
    batch: (after, limit) => refundsBatch(db, filters, after, limit),
    fields: refundFields,
  });
}
