import {
  idParams,
  orderCountsData,
  orderCreateBody,
  orderDetail,
  orderFilters,
  orderListData,
  orderListQuery,
  orderPaths,
} from '@shop/contract/areas/order';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import { afterSaleRoutes } from './after-sale.routes.js';
import { orderActionRoutes } from './order-actions.routes.js';
import { getOrderDetail } from './order-detail.table.js';
import { exportOrders } from './order-export.js';
import { countTabs, listOrders, toOrderListItem } from './order-list.table.js';
import { placeOrder } from './order-place.service.js';

const tags = ['order'];
const access = { access: 'order' } as const;

/**
 * Orders (access `order`: every role): the list with its tab counts and export, the detail, and
 * placing a manual order. The actions on one order and the after-sales are registered inside.
 */
export function orderRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(orderActionRoutes(db));
    await app.register(afterSaleRoutes(db));

    app.get(
      orderPaths.list,
      {
        config: access,
        schema: {
          operationId: 'listOrders',
          tags,
          summary:
            'Orders: status tab, search number/receiver/phone, customer, channel, placed range, sort, pages',
          querystring: orderListQuery,
          response: { 200: envelopeOf(orderListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listOrders(db, request.query);
        return ok({ items: rows.map(toOrderListItem), total, page, pageSize });
      },
    );

    app.get(
      orderPaths.counts,
      {
        config: access,
        schema: {
          operationId: 'countOrderTabs',
          tags,
          summary: 'How many orders each status tab holds under the other filters',
          querystring: orderFilters,
          response: { 200: envelopeOf(orderCountsData) },
        },
      },
      async (request) => ok(await countTabs(db, request.query)),
    );

    app.get(
      orderPaths.export,
      {
        config: access,
        schema: {
          operationId: 'exportOrders',
          tags,
          summary: 'Every order the filters match, as a streamed CSV (X-Total-Count: rows)',
          querystring: orderFilters,
        },
      },
      async (request, reply) => exportOrders(db, request.query, request, reply),
    );

    app.post(
      orderPaths.list,
      {
        config: access,
        schema: {
          operationId: 'placeOrder',
          tags,
          summary:
            'A manual order: reserves stock (42201 when short), computes every total; a retried idempotency key answers the first order',
          body: orderCreateBody,
          response: { 200: envelopeOf(orderDetail) },
        },
      },
      async (request) => {
        const { idempotencyKey, ...input } = request.body;
        const placed = await placeOrder(db, actorOf(request), { ...input, idempotencyKey, channel: 'STAFF' });
        return ok(await getOrderDetail(db, placed.id));
      },
    );

    app.get(
      orderPaths.item,
      {
        config: access,
        schema: {
          operationId: 'getOrder',
          tags,
          summary: 'One order: lines, amounts, payments, refunds, after-sales and the timeline',
          params: idParams,
          response: { 200: envelopeOf(orderDetail) },
        },
      },
      async (request) => ok(await getOrderDetail(db, request.params.id)),
    );
  };
}
