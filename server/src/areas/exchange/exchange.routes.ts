import { exchangeEndpoints as api } from '@shop/contract/areas/exchange.endpoints';
import { holds } from '@shop/contract/permissions';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { markReplay } from '../../http/idempotency.js';
import { exportExchangeItems, exportExchangeOrders } from './exchange.export.js';
import { cancelExchange, completeExchange, payExchange, shipExchange } from './exchange-actions.service.js';
import {
  createExchangeItem,
  deleteExchangeItem,
  setExchangeItemStatus,
  updateExchangeItem,
} from './exchange-item.service.js';
import { getExchangeItemDetail, listExchangeItems } from './exchange-item.table.js';
import { getExchangeOrderDetail, listExchangeOrders } from './exchange-order.table.js';
import { placeExchange } from './exchange-place.service.js';

/**
 * The points exchange (access `exchange`): items, and the orders placed for customers. Each
 * action answers the item or order as it now is; cancelling an order whose cash part was paid
 * refunds it, which needs access `refund` too (the service asks).
 */
export function exchangeRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listExchangeItems, (request) => listExchangeItems(db, request.query));
    route(app, api.exportExchangeItems, (request, reply) =>
      exportExchangeItems(db, request.query, request, reply),
    );
    route(app, api.createExchangeItem, async (request) => {
      const id = await createExchangeItem(db, actorOf(request), request.body, {
        mayPublish: holds(staffOf(request).grants, 'exchange.publish'),
      });
      return getExchangeItemDetail(db, id);
    });
    route(app, api.getExchangeItem, (request) => getExchangeItemDetail(db, request.params.id));
    route(app, api.updateExchangeItem, async (request) => {
      await updateExchangeItem(db, actorOf(request), request.params.id, request.body, {
        mayPublish: holds(staffOf(request).grants, 'exchange.publish'),
      });
      return getExchangeItemDetail(db, request.params.id);
    });
    route(app, api.setExchangeItemStatus, async (request) => {
      await setExchangeItemStatus(db, actorOf(request), request.params.id, request.body);
      return getExchangeItemDetail(db, request.params.id);
    });
    route(app, api.deleteExchangeItem, async (request) => {
      await deleteExchangeItem(db, actorOf(request), request.params.id, request.query.version);
      return null;
    });

    route(app, api.listExchangeOrders, (request) => listExchangeOrders(db, request.query));
    route(app, api.exportExchangeOrders, (request, reply) =>
      exportExchangeOrders(db, request.query, request, reply),
    );
    route(app, api.getExchangeOrder, (request) => getExchangeOrderDetail(db, request.params.id));
    route(app, api.placeExchangeOrder, async (request, reply) => {
      const { payment, ...body } = request.body;
      const placed = await placeExchange(db, actorOf(request), { ...body, payment });
      return markReplay(reply, {
        order: await getExchangeOrderDetail(db, placed.id),
        replayed: placed.replayed,
      });
    });
    route(app, api.payExchangeOrder, async (request, reply) => {
      const { paidAt, ...body } = request.body;
      const { replayed } = await payExchange(db, actorOf(request), request.params.id, {
        ...body,
        ...(paidAt ? { paidAt: new Date(paidAt) } : {}),
      });
      return markReplay(reply, { order: await getExchangeOrderDetail(db, request.params.id), replayed });
    });
    route(app, api.shipExchangeOrder, async (request) => {
      await shipExchange(db, actorOf(request), request.params.id, request.body);
      return getExchangeOrderDetail(db, request.params.id);
    });
    route(app, api.completeExchangeOrder, async (request) => {
      await completeExchange(db, actorOf(request), request.params.id);
      return getExchangeOrderDetail(db, request.params.id);
    });
    route(app, api.cancelExchangeOrder, async (request) => {
      const mayRefund = holds(staffOf(request).grants, 'order.refund');
      await cancelExchange(db, actorOf(request), request.params.id, {
        reason: request.body.reason,
        mayRefund,
      });
      return getExchangeOrderDetail(db, request.params.id);
    });
  };
}
