import { canAccess } from '@shop/contract/access';
import {
  addressChangeBody,
  bulkShipBody,
  bulkShipData,
  cancelBody,
  idParams,
  noteBody,
  orderDetail,
  orderPaths,
  recordPaymentBody,
  recordPaymentData,
  refundBody,
  refundData,
  shipBody,
} from '@shop/contract/areas/order';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../http/access.js';
import { actorOf } from '../../http/audit.js';
import { cancelOrder } from './order-cancel.service.js';
import { getOrderDetail } from './order-detail.table.js';
import { addNote, changeAddress } from './order-edit.service.js';
import { bulkShip, completeOrder, shipOrder } from './order-fulfil.service.js';
import { payOrder } from './order-pay.service.js';
import { refundOrder } from './order-refund.service.js';

const tags = ['order'];
const access = { access: 'order' } as const;
const answer = { 200: envelopeOf(orderDetail) };

/**
 * The actions on one order, each allowed only from the statuses of `orderActionsFrom` (else
 * 42203) and each answering the order as it now is. Refunds need access `refund`; cancelling a
 * paid order refunds it, so the service asks for the same.
 */
export function orderActionRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      orderPaths.payments,
      {
        config: access,
        schema: {
          operationId: 'recordPayment',
          tags,
          summary:
            'Record an offline payment of the whole total (cash, transfer, card terminal); the same channel + reference again changes nothing',
          params: idParams,
          body: recordPaymentBody,
          response: { 200: envelopeOf(recordPaymentData) },
        },
      },
      async (request) => {
        const { paidAt, ...rest } = request.body;
        const { replayed } = await payOrder(db, actorOf(request), request.params.id, {
          ...rest,
          ...(paidAt ? { paidAt: new Date(paidAt) } : {}),
        });
        return ok({ order: await getOrderDetail(db, request.params.id), replayed });
      },
    );

    app.post(
      orderPaths.ship,
      {
        config: access,
        schema: {
          operationId: 'shipOrder',
          tags,
          summary: 'PAID → SHIPPED with carrier and tracking number; the reserved goods leave stock (SALE)',
          params: idParams,
          body: shipBody,
          response: answer,
        },
      },
      async (request) => {
        await shipOrder(db, actorOf(request), request.params.id, request.body);
        return ok(await getOrderDetail(db, request.params.id));
      },
    );

    app.post(
      orderPaths.bulkShip,
      {
        config: access,
        schema: {
          operationId: 'bulkShipOrders',
          tags,
          summary: 'Ship many PAID orders, each with its carrier and tracking: all or none',
          body: bulkShipBody,
          response: { 200: envelopeOf(bulkShipData) },
        },
      },
      async (request) => ok(await bulkShip(db, actorOf(request), request.body.orders)),
    );

    app.post(
      orderPaths.complete,
      {
        config: access,
        schema: {
          operationId: 'completeOrder',
          tags,
          summary: 'SHIPPED → COMPLETED',
          params: idParams,
          response: answer,
        },
      },
      async (request) => {
        await completeOrder(db, actorOf(request), request.params.id);
        return ok(await getOrderDetail(db, request.params.id));
      },
    );

    app.post(
      orderPaths.cancel,
      {
        config: access,
        schema: {
          operationId: 'cancelOrder',
          tags,
          summary:
            'PENDING_PAYMENT or PAID → CANCELLED with a reason: releases the reservation; a paid order is refunded in full (access refund)',
          params: idParams,
          body: cancelBody,
          response: answer,
        },
      },
      async (request) => {
        const mayRefund = canAccess(staffOf(request).roles, 'refund');
        await cancelOrder(db, actorOf(request), request.params.id, {
          reason: request.body.reason,
          mayRefund,
        });
        return ok(await getOrderDetail(db, request.params.id));
      },
    );

    app.put(
      orderPaths.address,
      {
        config: access,
        schema: {
          operationId: 'changeOrderAddress',
          tags,
          summary: 'The receiver, before shipping, at the version read (40900 if it moved on)',
          params: idParams,
          body: addressChangeBody,
          response: answer,
        },
      },
      async (request) => {
        await changeAddress(db, actorOf(request), request.params.id, request.body);
        return ok(await getOrderDetail(db, request.params.id));
      },
    );

    app.post(
      orderPaths.notes,
      {
        config: access,
        schema: {
          operationId: 'addOrderNote',
          tags,
          summary: 'A staff note on the timeline',
          params: idParams,
          body: noteBody,
          response: answer,
        },
      },
      async (request) => {
        await addNote(db, actorOf(request), request.params.id, request.body.message);
        return ok(await getOrderDetail(db, request.params.id));
      },
    );

    app.post(
      orderPaths.refunds,
      {
        config: { access: 'refund' },
        schema: {
          operationId: 'refundOrder',
          tags,
          summary:
            'Refund lines and shipping with a reason (amount computed, may be lowered); never more than paid; dryRun previews',
          params: idParams,
          body: refundBody,
          response: { 200: envelopeOf(refundData) },
        },
      },
      async (request) => ok(await refundOrder(db, actorOf(request), request.params.id, request.body)),
    );
  };
}
