import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { exportOptions } from '../labels/export-options.js';
import {
  adjustPointsBody,
  adjustPointsData,
  customerPointsData,
  customerPointsParams,
  pointLedgerData,
  pointLedgerFilters,
  pointLedgerQuery,
  pointRulesBody,
  pointRulesData,
} from './point.js';

const tag = 'point';

/**
 * The points ledger (the Point page), a customer's points, staff adjusts and the points rules,
 * for every role with access `point` (developer, admin).
 */
export const pointEndpoints = endpoints(
  endpoint({
    operationId: 'listPointLedger',
    method: 'GET',
    path: '/base/admin/points/ledger',
    access: 'point',
    tag,
    summary:
      'The points ledger: customer, types, date, reference (order/exchange/draw number or id, adjust key) and staff filters, newest first; total counted up to 10,000 (totalCapped)',
    query: pointLedgerQuery,
    data: pointLedgerData,
  }),
  endpoint({
    operationId: 'exportPointLedger',
    method: 'GET',
    path: '/base/admin/points/ledger/export',
    access: 'point.export',
    tag,
    summary: 'Every ledger row the filters match, as a streamed CSV (X-Total-Count: rows)',
    query: pointLedgerFilters.extend(exportOptions),
    media: 'text/csv',
  }),
  endpoint({
    operationId: 'getCustomerPoints',
    method: 'GET',
    path: '/base/admin/points/customers/:id',
    access: 'point',
    tag,
    summary:
      "A customer's balance, what was earned, spent, expired and adjusted, and the points expiring in the next 30 days",
    params: customerPointsParams,
    data: customerPointsData,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'adjustPoints',
    method: 'POST',
    path: '/base/admin/points/adjust',
    access: 'point.adjust',
    tag,
    summary:
      "Add to or take from a customer's points with a reason and a note; 42202 when the balance is short; a retried idempotency key answers the first entry (replayed), the key with another request is 42206",
    body: adjustPointsBody,
    data: adjustPointsData,
    refusals: [Codes.NOT_FOUND, Codes.INSUFFICIENT_POINTS, Codes.IDEMPOTENCY_KEY_REUSED],
  }),
  endpoint({
    operationId: 'getPointRules',
    method: 'GET',
    path: '/base/admin/points/rules',
    access: 'point',
    tag,
    summary:
      "The points rules (earning, value of a point, most of an order, expiry) with each config key's version",
    data: pointRulesData,
  }),
  endpoint({
    operationId: 'updatePointRules',
    method: 'PUT',
    path: '/base/admin/points/rules',
    access: 'point.rules',
    tag,
    summary:
      'Change the points rules: each changed key written at its version with its config history; a stale version is 40900 and nothing changes',
    body: pointRulesBody,
    data: pointRulesData,
    refusals: [Codes.VERSION_CONFLICT],
  }),
);
