import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { exportOptions } from '../labels/export-options.js';
import {
  adjustBody,
  adjustData,
  bulkAdjustBody,
  bulkAdjustData,
  inventoryFilters,
  inventoryListData,
  inventoryListQuery,
  recordFilters,
  recordListData,
  recordListQuery,
  skuRecordsParams,
  skuRecordsQuery,
} from './inventory.js';

const tag = 'inventory';

/**
 * Stock per SKU (the InventorySKU page), staff adjustments and the stock ledger (the Records
 * page), for every role with access `inventory`.
 */
export const inventoryEndpoints = endpoints(
  endpoint({
    operationId: 'listInventory',
    method: 'GET',
    path: '/base/admin/inventory/skus',
    access: 'inventory',
    tag,
    summary: 'Live SKUs with on hand, reserved and available; low/out-of-stock, product and code filters',
    query: inventoryListQuery,
    data: inventoryListData,
  }),
  endpoint({
    operationId: 'exportInventory',
    method: 'GET',
    path: '/base/admin/inventory/skus/export',
    access: 'inventory.export',
    tag,
    summary: 'Every SKU the filters match, as a streamed CSV (X-Total-Count: rows)',
    query: inventoryFilters.extend(exportOptions),
    media: 'text/csv',
  }),
  endpoint({
    operationId: 'adjustStock',
    method: 'POST',
    path: '/base/admin/inventory/adjust',
    access: 'inventory.adjust',
    tag,
    summary:
      'Change one SKU by a delta with a reason, or set it to a counted quantity (cycle_count); 42201 when short; a retried idempotency key answers the first record (replayed), the key with another request is 42206',
    body: adjustBody,
    data: adjustData,
    refusals: [Codes.NOT_FOUND, Codes.INSUFFICIENT_STOCK, Codes.IDEMPOTENCY_KEY_REUSED],
  }),
  endpoint({
    operationId: 'bulkAdjustStock',
    method: 'POST',
    path: '/base/admin/inventory/adjust/bulk',
    access: 'inventory.adjust',
    tag,
    summary:
      'Adjust many SKUs at once: all lines or none (42201 names the first short SKU); a retried idempotency key answers the first records (replayed), the key with other lines is 42206',
    body: bulkAdjustBody,
    data: bulkAdjustData,
    refusals: [Codes.NOT_FOUND, Codes.INSUFFICIENT_STOCK, Codes.IDEMPOTENCY_KEY_REUSED],
  }),
  endpoint({
    operationId: 'listStockRecords',
    method: 'GET',
    path: '/base/admin/inventory/records',
    access: 'inventory',
    tag,
    summary: 'The stock ledger: SKU, type, reason, staff, reference and date filters, newest first',
    query: recordListQuery,
    data: recordListData,
  }),
  endpoint({
    operationId: 'exportStockRecords',
    method: 'GET',
    path: '/base/admin/inventory/records/export',
    access: 'inventory.export',
    tag,
    summary: 'Every ledger row the filters match, as a streamed CSV (X-Total-Count: rows)',
    query: recordFilters.extend(exportOptions),
    media: 'text/csv',
  }),
  endpoint({
    operationId: 'listSkuStockRecords',
    method: 'GET',
    path: '/base/admin/inventory/skus/:id/records',
    access: 'inventory',
    tag,
    summary: "One SKU's own ledger, newest first",
    params: skuRecordsParams,
    query: skuRecordsQuery,
    data: recordListData,
  }),
);
