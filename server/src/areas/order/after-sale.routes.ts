import {
  afterSaleReceiveBody,
  afterSaleRejectBody,
  afterSaleRequestBody,
  idParams,
  orderDetail,
  orderPaths,
} from '@shop/contract/areas/order';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { actorOf } from '../../http/audit.js';
import {
  approveAfterSale,
  cancelAfterSale,
  receiveAfterSale,
  rejectAfterSale,
  requestAfterSale,
} from './after-sale.service.js';
import { getOrderDetail } from './order-detail.table.js';

const tags = ['order'];
const access = { access: 'order' } as const;
const answer = { 200: envelopeOf(orderDetail) };

/** After-sales: opened on an order, then moved along; each answers the order as it now is. */
export function afterSaleRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      orderPaths.afterSales,
      {
        config: access,
        schema: {
          operationId: 'requestAfterSale',
          tags,
          summary:
            'Open an after-sale (refund only, or return and refund) for lines of a paid, shipped or completed order',
          params: idParams,
          body: afterSaleRequestBody,
          response: answer,
        },
      },
      async (request) => {
        await requestAfterSale(db, actorOf(request), request.params.id, request.body);
        return ok(await getOrderDetail(db, request.params.id));
      },
    );

    app.post(
      orderPaths.afterSaleApprove,
      {
        config: access,
        schema: {
          operationId: 'approveAfterSale',
          tags,
          summary: 'REQUESTED → APPROVED',
          params: idParams,
          response: answer,
        },
      },
      async (request) =>
        ok(await getOrderDetail(db, await approveAfterSale(db, actorOf(request), request.params.id))),
    );

    app.post(
      orderPaths.afterSaleReject,
      {
        config: access,
        schema: {
          operationId: 'rejectAfterSale',
          tags,
          summary: 'REQUESTED → REJECTED with a reason',
          params: idParams,
          body: afterSaleRejectBody,
          response: answer,
        },
      },
      async (request) =>
        ok(
          await getOrderDetail(
            db,
            await rejectAfterSale(db, actorOf(request), request.params.id, request.body.reason),
          ),
        ),
    );

    app.post(
      orderPaths.afterSaleReceive,
      {
        config: access,
        schema: {
          operationId: 'receiveAfterSale',
          tags,
          summary: 'APPROVED return → RECEIVED; restock puts the goods back in stock (RESTOCK records)',
          params: idParams,
          body: afterSaleReceiveBody,
          response: answer,
        },
      },
      async (request) =>
        ok(
          await getOrderDetail(
            db,
            await receiveAfterSale(db, actorOf(request), request.params.id, request.body.restock),
          ),
        ),
    );

    app.post(
      orderPaths.afterSaleCancel,
      {
        config: access,
        schema: {
          operationId: 'cancelAfterSale',
          tags,
          summary: 'REQUESTED or APPROVED → CANCELLED',
          params: idParams,
          response: answer,
        },
      },
      async (request) =>
        ok(await getOrderDetail(db, await cancelAfterSale(db, actorOf(request), request.params.id))),
    );
  };
}
