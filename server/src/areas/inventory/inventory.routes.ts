import {
  adjustBody,
  adjustData,
  bulkAdjustBody,
  bulkAdjustData,
  inventoryFilters,
  inventoryListData,
  inventoryListQuery,
  inventoryPaths,
  recordFilters,
  recordListData,
  recordListQuery,
  skuRecordsParams,
  skuRecordsQuery,
} from '@shop/contract/areas/inventory';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { readConfig } from '../../lib/read-config.js';
import { exportInventory, exportRecords } from './inventory.export.js';
import { adjustStock, bulkAdjustStock } from './inventory.service.js';
import { listInventory, toInventorySku } from './inventory.table.js';
import { listRecords, toStockRecord } from './stock-records.table.js';

const tags = ['inventory'];
const access = { access: 'inventory' } as const;

/**
 * Stock per SKU (the InventorySKU page), staff adjustments and the stock ledger (the Records
 * page), for every role with access `inventory`.
 */
export function inventoryRoutes(db: Db): FastifyPluginAsyncZod {
  const defaultThreshold = () => readConfig(db, 'low_stock_default_threshold');

  return async (app) => {
    app.get(
      inventoryPaths.skus,
      {
        config: access,
        schema: {
          operationId: 'listInventory',
          tags,
          summary:
            'Live SKUs with on hand, reserved and available; low/out-of-stock, product and code filters',
          querystring: inventoryListQuery,
          response: { 200: envelopeOf(inventoryListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const threshold = await defaultThreshold();
        const { rows, total } = await listInventory(db, request.query, threshold);
        return ok({ items: rows.map((row) => toInventorySku(row, threshold)), total, page, pageSize });
      },
    );

    app.get(
      inventoryPaths.skusExport,
      {
        config: access,
        schema: {
          operationId: 'exportInventory',
          tags,
          summary: 'Every SKU the filters match, as a streamed CSV (X-Total-Count: rows)',
          querystring: inventoryFilters,
        },
      },
      async (request, reply) => exportInventory(db, request.query, await defaultThreshold(), request, reply),
    );

    app.post(
      inventoryPaths.adjust,
      {
        config: access,
        schema: {
          operationId: 'adjustStock',
          tags,
          summary:
            'Change one SKU by a delta with a reason, or set it to a counted quantity (cycle_count); 42201 when short',
          body: adjustBody,
          response: { 200: envelopeOf(adjustData) },
        },
      },
      async (request) => ok(await adjustStock(db, actorOf(request), request.body)),
    );

    app.post(
      inventoryPaths.bulkAdjust,
      {
        config: access,
        schema: {
          operationId: 'bulkAdjustStock',
          tags,
          summary: 'Adjust many SKUs at once: all lines or none (42201 names the first short SKU)',
          body: bulkAdjustBody,
          response: { 200: envelopeOf(bulkAdjustData) },
        },
      },
      async (request) => ok(await bulkAdjustStock(db, actorOf(request), request.body)),
    );

    app.get(
      inventoryPaths.records,
      {
        config: access,
        schema: {
          operationId: 'listStockRecords',
          tags,
          summary: 'The stock ledger: SKU, type, reason, staff, reference and date filters, newest first',
          querystring: recordListQuery,
          response: { 200: envelopeOf(recordListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listRecords(db, request.query, page, pageSize);
        return ok({ items: rows.map(toStockRecord), total, page, pageSize });
      },
    );

    app.get(
      inventoryPaths.recordsExport,
      {
        config: access,
        schema: {
          operationId: 'exportStockRecords',
          tags,
          summary: 'Every ledger row the filters match, as a streamed CSV (X-Total-Count: rows)',
          querystring: recordFilters,
        },
      },
      (request, reply) => exportRecords(db, request.query, request, reply),
    );

    app.get(
      inventoryPaths.skuRecords,
      {
        config: access,
        schema: {
          operationId: 'listSkuStockRecords',
          tags,
          summary: "One SKU's own ledger, newest first",
          params: skuRecordsParams,
          querystring: skuRecordsQuery,
          response: { 200: envelopeOf(recordListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const filters = { skuId: request.params.id, sort: 'createdAt:desc' as const };
        const { rows, total } = await listRecords(db, filters, page, pageSize);
        return ok({ items: rows.map(toStockRecord), total, page, pageSize });
      },
    );
  };
}
