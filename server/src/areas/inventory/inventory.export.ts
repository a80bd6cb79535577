import type { InventoryFilters, RecordFilters } from '@shop/contract/areas/inventory';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type CsvColumn, sendCsv } from '../../http/csv-export.js';
import { keysetBatches } from '../../http/list-order.js';
import { countInventory, type InventoryRow, inventoryBatch } from './inventory.table.js';
import { countRecords, type RecordRow, recordsBatch } from './stock-records.table.js';

/** Streamed CSVs of the two inventory lists, honouring their filters (every row, not one page). */

const skuColumns: CsvColumn<InventoryRow>[] = [
  { header: 'sku_code', value: (r) => r.code },
  { header: 'product_title', value: (r) => r.productTitle },
  { header: 'options', value: (r) => r.optionValues.join(' / ') },
  { header: 'product_status', value: (r) => r.productStatus },
  { header: 'sku_status', value: (r) => r.status },
  { header: 'on_hand', value: (r) => r.onHand },
  { header: 'reserved', value: (r) => r.reserved },
  { header: 'available', value: (r) => r.onHand - r.reserved },
  { header: 'low_stock_threshold', value: (r) => r.lowStockThreshold },
  { header: 'updated_at', value: (r) => r.updatedAt },
];

export async function exportInventory(
  db: Db,
  filters: InventoryFilters,
  defaultThreshold: number,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const total = await countInventory(db, filters, defaultThreshold);
  const batches = keysetBatches((after, limit) =>
    inventoryBatch(db, filters, defaultThreshold, after, limit),
  );
  return sendCsv(request, reply, { area: 'inventory', columns: skuColumns, total, batches });
}

const recordColumns: CsvColumn<RecordRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'time', value: (r) => r.createdAt },
  { header: 'sku_code', value: (r) => r.skuCode },
  { header: 'product_title', value: (r) => r.productTitle },
  { header: 'options', value: (r) => r.optionValues.join(' / ') },
  { header: 'type', value: (r) => r.type },
  { header: 'reason', value: (r) => r.reason },
  { header: 'delta_on_hand', value: (r) => r.deltaOnHand },
  { header: 'on_hand_before', value: (r) => r.onHandAfter - r.deltaOnHand },
  { header: 'on_hand_after', value: (r) => r.onHandAfter },
  { header: 'delta_reserved', value: (r) => r.deltaReserved },
  { header: 'reserved_before', value: (r) => r.reservedAfter - r.deltaReserved },
  { header: 'reserved_after', value: (r) => r.reservedAfter },
  { header: 'reference', value: (r) => (r.refType ? `${r.refType}:${r.refId ?? ''}` : null) },
  { header: 'staff', value: (r) => r.actorName },
  { header: 'note', value: (r) => r.note },
];

export async function exportRecords(
  db: Db,
  filters: RecordFilters,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const total = await countRecords(db, filters);
  const batches = keysetBatches((after, limit) => recordsBatch(db, filters, after, limit));
  return sendCsv(request, reply, { area: 'stock-records', columns: recordColumns, total, batches });
}
