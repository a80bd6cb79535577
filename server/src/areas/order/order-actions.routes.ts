import { orderEndpoints as api } from '@shop/contract/areas/order.endpoints';
import { holds } from '@shop/contract/permissions';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { markReplay } from '../../http/idempotency.js';
import { cancelOrder } from './order-cancel.service.js';
import { getOrderDetail } from './order-detail.table.js';
import { addNote, changeAddress } from './order-edit.service.js';
import { bulkShip, completeOrder, shipOrder } from './order-fulfil.service.js';
import { payOrder } from './order-pay.service.js';
import { refundOrder } from './order-refund.service.js';

/**
 * The actions on one order, each allowed only from the statuses of `orderActionsFrom` (else
 * 42203) and each answering the order as it now is. Refunds need access `refund`; cancelling a
 * paid order refunds it, so the service asks for the same.
 */
export function orderActionRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.recordPayment, async (request) => {
      const { paidAt, ...rest } = request.body;
      const { replayed } = await payOrder(db, actorOf(request), request.params.id, {
        ...rest,
        ...(paidAt ? { paidAt: new Date(paidAt) } : {}),
      });
      return { order: await getOrderDetail(db, request.params.id), replayed };
    });

    route(app, api.shipOrder, async (request) => {
      await shipOrder(db, actorOf(request), request.params.id, request.body);
      return getOrderDetail(db, request.params.id);
    });

    route(app, api.bulkShipOrders, (request) => bulkShip(db, actorOf(request), request.body.orders));

    route(app, api.completeOrder, async (request) => {
      await completeOrder(db, actorOf(request), request.params.id);
      return getOrderDetail(db, request.params.id);
    });

    route(app, api.cancelOrder, async (request) => {
      const mayRefund = holds(staffOf(request).grants, 'order.refund');
      await cancelOrder(db, actorOf(request), request.params.id, { reason: request.body.reason, mayRefund });
      return getOrderDetail(db, request.params.id);
    });

    route(app, api.changeOrderAddress, async (request) => {
      await changeAddress(db, actorOf(request), request.params.id, request.body);
      return getOrderDetail(db, request.params.id);
    });

    route(app, api.addOrderNote, async (request) => {
      await addNote(db, actorOf(request), request.params.id, request.body.message);
      return getOrderDetail(db, request.params.id);
    });

    route(app, api.refundOrder, async (request, reply) =>
      markReplay(reply, await refundOrder(db, actorOf(request), request.params.id, request.body)),
    );
  };
}
