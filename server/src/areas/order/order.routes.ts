import { carrierNames } from '@shop/contract/areas/config-values';
import { orderEndpoints as api } from '@shop/contract/areas/order.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { markReplay } from '../../http/idempotency.js';
import { readConfig } from '../../lib/read-config.js';
import { afterSaleRoutes } from './after-sale.routes.js';
import { orderActionRoutes } from './order-actions.routes.js';
import { getOrderDetail } from './order-detail.table.js';
import { orderDocumentRoutes } from './order-document.routes.js';
import { exportOrders } from './order-export.js';
import { countTabs, listOrders, toOrderListItem } from './order-list.table.js';
import { placeOrder } from './order-place.service.js';
import { readOrderPointRules } from './order-points.service.js';

/**
 * Orders (access `order`: every role): the list with its tab counts and export, the detail, and
 * placing a manual order. The actions on one order and the after-sales are registered inside.
 */
export function orderRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    await app.register(orderActionRoutes(db));
    await app.register(afterSaleRoutes(db));
    await app.register(orderDocumentRoutes(db));

    route(app, api.listOrders, async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listOrders(db, request.query);
      return { items: rows.map(toOrderListItem), total, page, pageSize };
    });
    route(app, api.countOrderTabs, (request) => countTabs(db, request.query));
    route(app, api.exportOrders, (request, reply) => exportOrders(db, request.query, request, reply));
    // Answers the order detail (what the console opens); a replay says so in Idempotent-Replayed.
    route(app, api.placeOrder, async (request, reply) => {
      const { idempotencyKey, ...input } = request.body;
      const placed = await placeOrder(db, actorOf(request), { ...input, idempotencyKey, channel: 'STAFF' });
      markReplay(reply, placed);
      return getOrderDetail(db, placed.id);
    });
    route(app, api.getOrder, (request) => getOrderDetail(db, request.params.id));
    route(app, api.listCarriers, async () => ({
      carriers: carrierNames(await readConfig(db, 'order_carriers')),
    }));
    route(app, api.getOrderPointRules, async () => {
      const { valueCents, maxOrderPercent, perCurrencyUnit } = await readOrderPointRules(db);
      return { valueCents, maxOrderPercent, perCurrencyUnit };
    });
  };
}
