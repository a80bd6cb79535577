import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { exportOptions } from '../labels/export-options.js';
import {
  idParams,
  paymentDetail,
  paymentFilters,
  paymentListData,
  paymentListQuery,
  refundFilters,
  refundListData,
  refundListQuery,
} from './payment.js';

const tag = 'payment';

/**
 * The pay list (access `payment`): every payment and refund with its order and customer, read
 * and exported here; they are made through the order's own actions.
 */
export const paymentEndpoints = endpoints(
  endpoint({
    operationId: 'listPayments',
    method: 'GET',
    path: '/base/admin/payments',
    access: 'payment',
    tag,
    summary:
      'Payments: number/order/reference search, status, channel, kind, customer, dates, amount range; totals of every match (count, amounts)',
    query: paymentListQuery,
    data: paymentListData,
  }),
  endpoint({
    operationId: 'exportPayments',
    method: 'GET',
    path: '/base/admin/payments/export',
    access: 'payment.export',
    tag,
    summary: 'Every payment the filters match, as a streamed CSV (X-Total-Count: rows)',
    query: paymentFilters.extend(exportOptions),
    media: 'text/csv',
  }),
  endpoint({
    operationId: 'getPayment',
    method: 'GET',
    path: '/base/admin/payments/:id',
    access: 'payment',
    tag,
    summary: 'One payment with its order, customer and refunds',
    params: idParams,
    data: paymentDetail,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'listRefunds',
    method: 'GET',
    path: '/base/admin/refunds',
    access: 'payment',
    tag,
    summary:
      'Refunds: refund/pay/order number search, status, customer, dates; totals of every match (count, amount)',
    query: refundListQuery,
    data: refundListData,
  }),
  endpoint({
    operationId: 'exportRefunds',
    method: 'GET',
    path: '/base/admin/refunds/export',
    access: 'payment.export',
    tag,
    summary: 'Every refund the filters match, as a streamed CSV (X-Total-Count: rows)',
    query: refundFilters.extend(exportOptions),
    media: 'text/csv',
  }),
);
