import { orderEndpoints as api } from '@shop/contract/areas/order.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import {
  approveAfterSale,
  cancelAfterSale,
  receiveAfterSale,
  rejectAfterSale,
  requestAfterSale,
} from './after-sale.service.js';
import { getOrderDetail } from './order-detail.table.js';

/** After-sales: opened on an order, then moved along; each answers the order as it now is. */
export function afterSaleRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.requestAfterSale, async (request) => {
      await requestAfterSale(db, actorOf(request), request.params.id, request.body);
      return getOrderDetail(db, request.params.id);
    });

    route(app, api.approveAfterSale, async (request) =>
      getOrderDetail(db, await approveAfterSale(db, actorOf(request), request.params.id)),
    );

    route(app, api.rejectAfterSale, async (request) =>
      getOrderDetail(db, await rejectAfterSale(db, actorOf(request), request.params.id, request.body.reason)),
    );

    route(app, api.receiveAfterSale, async (request) =>
      getOrderDetail(
        db,
        await receiveAfterSale(db, actorOf(request), request.params.id, request.body.restock),
      ),
    );

    route(app, api.cancelAfterSale, async (request) =>
      getOrderDetail(db, await cancelAfterSale(db, actorOf(request), request.params.id)),
    );
  };
}
