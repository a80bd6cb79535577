import { paymentEndpoints as api } from '@shop/contract/areas/payment.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { route } from '../../http/endpoint-route.js';
import { readConfig } from '../../lib/read-config.js';
import { exportPayments, exportRefunds } from './payment.export.js';
import { getPaymentDetail, listPayments, toPaymentListItem } from './payment.table.js';
import { listRefunds, toRefundListItem } from './refund.table.js';

/**
 * The pay list (access `payment`): every payment and refund with its order and customer, read
 * and exported here; they are made through the order's own actions.
 */
export function paymentRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    route(app, api.listPayments, async (request) => {
      const { page, pageSize } = request.query;
      const [{ rows, total, sums }, currency] = await Promise.all([
        listPayments(db, request.query),
        readConfig(db, 'shop_currency'),
      ]);
      return { items: rows.map(toPaymentListItem), total, page, pageSize, totals: { ...sums, currency } };
    });
    route(app, api.exportPayments, (request, reply) => exportPayments(db, request.query, request, reply));
    route(app, api.getPayment, (request) => getPaymentDetail(db, request.params.id));
    route(app, api.listRefunds, async (request) => {
      const { page, pageSize } = request.query;
      const [{ rows, total, sums }, currency] = await Promise.all([
        listRefunds(db, request.query),
        readConfig(db, 'shop_currency'),
      ]);
      return { items: rows.map(toRefundListItem), total, page, pageSize, totals: { ...sums, currency } };
    });
    route(app, api.exportRefunds, (request, reply) => exportRefunds(db, request.query, request, reply));
  };
}
