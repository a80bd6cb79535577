import type { ExchangeItemFilters, ExchangeOrderFilters } from '@shop/contract/areas/exchange';
import {
  exchangeItemKindLabels,
  exchangeItemStatusLabels,
  exchangeOrderStatusLabels,
} from '@shop/contract/labels/exchange.labels';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { currencyField, type ExportField, type ExportSetup } from '../../http/export-format.js';
import { sendListCsv } from '../../http/list-csv.js';
import { countExchangeItems, type ExchangeItemRow, exchangeItemsBatch } from './exchange-item.table.js';
import { countExchangeOrders, type ExchangeOrderRow, exchangeOrdersBatch } from './exchange-order.table.js';

/** Streamed CSVs of the exchange's two lists, honouring their filters, written for people. */

function itemFields(setup: ExportSetup): ExportField<ExchangeItemRow>[] {
  return [
    { column: 'id', value: (r) => r.item.id },
    { column: 'title', value: (r) => r.item.title },
    {
      column: 'kind',
      code: (r) => (r.item.skuId === null ? 'VIRTUAL' : 'SKU'),
      labels: exchangeItemKindLabels,
    },
    { column: 'sku_code', value: (r) => r.skuCode },
    { column: 'status', code: (r) => r.item.status, labels: exchangeItemStatusLabels },
    { column: 'points', value: (r) => r.item.pointsPrice },
    currencyField(setup),
    { column: 'cash', money: (r) => r.item.cashPrice },
    { column: 'quota_total', value: (r) => r.item.quotaTotal },
    { column: 'quota_remaining', value: (r) => r.item.quotaRemaining },
    { column: 'starts_at', time: (r) => r.item.startsAt },
    { column: 'ends_at', time: (r) => r.item.endsAt },
    { column: 'created_at', time: (r) => r.item.createdAt },
  ];
}

export function exportExchangeItems(
  db: Db,
  filters: ExchangeItemFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendListCsv(db, filters, request, reply, {
    area: 'exchange-items',
    count: () => countExchangeItems(db, filters),
    batch: (after, limit) => exchangeItemsBatch(db, filters, after, limit),
    fields: itemFields,
  });
}

function orderFields(setup: ExportSetup): ExportField<ExchangeOrderRow>[] {
  return [
    { column: 'exchange_no', value: (r) => r.order.exchangeNo },
    { column: 'placed_at', time: (r) => r.order.placedAt },
    { column: 'status', code: (r) => r.order.status, labels: exchangeOrderStatusLabels },
    { column: 'customer_id', value: (r) => r.order.customerId },
    { column: 'customer', value: (r) => r.customerName },
    { column: 'phone', value: (r) => r.customerPhone },
    { column: 'title', value: (r) => r.order.title },
    { column: 'sku_code', value: (r) => r.skuCode },
    { column: 'quantity', value: (r) => r.order.quantity },
    { column: 'points', value: (r) => r.order.pointsTotal },
    currencyField(setup),
    { column: 'cash', money: (r) => r.order.cashTotal },
    { column: 'paid', money: (r) => r.cashPaid ?? 0 },
    { column: 'refunded', money: (r) => r.cashRefunded ?? 0 },
    { column: 'receiver', value: (r) => r.order.receiverName },
    { column: 'carrier', value: (r) => r.order.carrier },
    { column: 'tracking_no', value: (r) => r.order.trackingNo },
    { column: 'shipped_at', time: (r) => r.order.shippedAt },
    { column: 'note', value: (r) => r.order.note },
  ];
}

export function exportExchangeOrders(
  db: Db,
  filters: ExchangeOrderFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendListCsv(db, filters, request, reply, {
    area: 'exchange-orders',
    count: () => countExchangeOrders(db, filters),
    batch: (after, limit) => exchangeOrdersBatch(db, filters, after, limit),
    fields: orderFields,
  });
}
