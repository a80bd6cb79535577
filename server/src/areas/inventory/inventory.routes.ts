import { inventoryEndpoints as api } from '@shop/contract/areas/inventory.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { markReplay } from '../../http/idempotency.js';
import { readConfig } from '../../lib/read-config.js';
import { exportInventory, exportRecords } from './inventory.export.js';
import { adjustStock, bulkAdjustStock } from './inventory.service.js';
import { listInventory, toInventorySku } from './inventory.table.js';
import { listRecords, toStockRecord } from './stock-records.table.js';

/**
 * Stock per SKU (the InventorySKU page), staff adjustments and the stock ledger (the Records
 * page), for every role with access `inventory`.
 */
export function inventoryRoutes(db: Db): FastifyPluginAsync {
  const defaultThreshold = () => readConfig(db, 'low_stock_default_threshold');

  return async (app) => {
    route(app, api.listInventory, async (request) => {
      const { page, pageSize } = request.query;
      const threshold = await defaultThreshold();
      const { rows, total } = await listInventory(db, request.query, threshold);
      return { items: rows.map((row) => toInventorySku(row, threshold)), total, page, pageSize };
    });

    route(app, api.exportInventory, async (request, reply) =>
      exportInventory(db, request.query, await defaultThreshold(), request, reply),
    );

    route(app, api.adjustStock, async (request, reply) =>
      markReplay(reply, await adjustStock(db, actorOf(request), request.body)),
    );

    route(app, api.bulkAdjustStock, async (request, reply) =>
      markReplay(reply, await bulkAdjustStock(db, actorOf(request), request.body)),
    );

    route(app, api.listStockRecords, async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listRecords(db, request.query, page, pageSize);
      return { items: rows.map(toStockRecord), total, page, pageSize };
    });

    route(app, api.exportStockRecords, (request, reply) => exportRecords(db, request.query, request, reply));

    route(app, api.listSkuStockRecords, async (request) => {
      const { page, pageSize } = request.query;
      const filters = { skuId: request.params.id, sort: 'createdAt:desc' as const };
      const { rows, total } = await listRecords(db, filters, page, pageSize);
      return { items: rows.map(toStockRecord), total, page, pageSize };
    });
  };
}
