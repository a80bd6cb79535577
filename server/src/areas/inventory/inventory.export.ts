import type { InventoryFilters, RecordFilters } from '@shop/contract/areas/inventory';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import { adjustReasonLabels, movementTypeLabels } from '@shop/contract/labels/inventory.labels';
import { productStatusLabels, skuStatusLabels } from '@shop/contract/labels/product.labels';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ExportField } from '../../http/export-format.js';
import { sendListCsv } from '../../http/list-csv.js';
import { countInventory, type InventoryRow, inventoryBatch } from './inventory.table.js';
import { countRecords, type RecordRow, recordsBatch } from './stock-records.table.js';

/** Streamed CSVs of the two inventory lists, honouring their filters (every row, not one page). */

const skuFields: ExportField<InventoryRow>[] = [
  { column: 'sku_code', value: (r) => r.code },
  { column: 'product_title', value: (r) => r.productTitle },
  { column: 'options', value: (r) => r.optionValues.join(' / ') },
  { column: 'product_status', code: (r) => r.productStatus, labels: productStatusLabels },
  { column: 'sku_status', code: (r) => r.status, labels: skuStatusLabels },
  { column: 'on_hand', value: (r) => r.onHand },
  { column: 'reserved', value: (r) => r.reserved },
  { column: 'available', value: (r) => r.onHand - r.reserved },
  { column: 'low_stock_threshold', value: (r) => r.lowStockThreshold },
  { column: 'updated_at', time: (r) => r.updatedAt },
];

export function exportInventory(
  db: Db,
  filters: InventoryFilters & ExportOptions,
  defaultThreshold: number,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendListCsv(db, filters, request, reply, {
    area: 'inventory',
    count: () => countInventory(db, filters, defaultThreshold),
    batch: (after, limit) => inventoryBatch(db, filters, defaultThreshold, after, limit),
    fields: skuFields,
  });
}

const recordFields: ExportField<RecordRow>[] = [
  { column: 'id', value: (r) => r.id },
  { column: 'time', time: (r) => r.createdAt },
  { column: 'sku_code', value: (r) => r.skuCode },
  { column: 'product_title', value: (r) => r.productTitle },
  { column: 'options', value: (r) => r.optionValues.join(' / ') },
  { column: 'type', code: (r) => r.type, labels: movementTypeLabels },
  { column: 'reason', code: (r) => r.reason, labels: adjustReasonLabels },
  { column: 'delta_on_hand', value: (r) => r.deltaOnHand },
  { column: 'on_hand_before', value: (r) => r.onHandAfter - r.deltaOnHand },
  { column: 'on_hand_after', value: (r) => r.onHandAfter },
  { column: 'delta_reserved', value: (r) => r.deltaReserved },
  { column: 'reserved_before', value: (r) => r.reservedAfter - r.deltaReserved },
  { column: 'reserved_after', value: (r) => r.reservedAfter },
  { column: 'reference', value: (r) => (r.refType ? `${r.refType}:${r.refId ?? ''}` : null) },
  { column: 'staff', value: (r) => r.actorName },
  { column: 'note', value: (r) => r.note },
];

export function exportRecords(
  db: Db,
  filters: RecordFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendListCsv(db, filters, request, reply, {
    area: 'stock-records',
    count: () => countRecords(db, filters),
    batch: (after, limit) => recordsBatch(db, filters, after, limit),
    fields: recordFields,
  });
}
