import {
  idParams,
  paymentDetail,
  paymentFilters,
  paymentListData,
  paymentListQuery,
  paymentPaths,
  refundFilters,
  refundListData,
  refundListQuery,
} from '@shop/contract/areas/payment';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { exportPayments, exportRefunds } from './payment.export.js';
import { getPaymentDetail, listPayments, toPaymentListItem } from './payment.table.js';
import { listRefunds, toRefundListItem } from './refund.table.js';

const tags = ['payment'];
const access = { access: 'payment' } as const;

/**
 * The pay list (access `payment`): every payment and refund with its order and customer, read
 * and exported here; they are made through the order's own actions.
 */
export function paymentRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      paymentPaths.list,
      {
        config: access,
        schema: {
          operationId: 'listPayments',
          tags,
          summary:
            'Payments: number/order/reference search, status, channel, kind, customer, dates, amount range',
          querystring: paymentListQuery,
          response: { 200: envelopeOf(paymentListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listPayments(db, request.query);
        return ok({ items: rows.map(toPaymentListItem), total, page, pageSize });
      },
    );

    app.get(
      paymentPaths.export,
      {
        config: access,
        schema: {
          operationId: 'exportPayments',
          tags,
          summary: 'Every payment the filters match, as a streamed CSV (X-Total-Count: rows)',
          querystring: paymentFilters,
        },
      },
      (request, reply) => exportPayments(db, request.query, request, reply),
    );

    app.get(
      paymentPaths.item,
      {
        config: access,
        schema: {
          operationId: 'getPayment',
          tags,
          summary: 'One payment with its order, customer and refunds',
          params: idParams,
          response: { 200: envelopeOf(paymentDetail) },
        },
      },
      async (request) => ok(await getPaymentDetail(db, request.params.id)),
    );

    app.get(
      paymentPaths.refunds,
      {
        config: access,
        schema: {
          operationId: 'listRefunds',
          tags,
          summary: 'Refunds: refund/pay/order number search, status, customer, dates',
          querystring: refundListQuery,
          response: { 200: envelopeOf(refundListData) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { rows, total } = await listRefunds(db, request.query);
        return ok({ items: rows.map(toRefundListItem), total, page, pageSize });
      },
    );

    app.get(
      paymentPaths.refundsExport,
      {
        config: access,
        schema: {
          operationId: 'exportRefunds',
          tags,
          summary: 'Every refund the filters match, as a streamed CSV (X-Total-Count: rows)',
          querystring: refundFilters,
        },
      },
      (request, reply) => exportRefunds(db, request.query, request, reply),
    );
  };
}
