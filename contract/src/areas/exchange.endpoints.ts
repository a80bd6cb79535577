import { z } from 'zod';
import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { exportOptions } from '../labels/export-options.js';
import {
  exchangeCancelBody,
  exchangeItemCreateBody,
  exchangeItemDeleteQuery,
  exchangeItemDetail,
  exchangeItemFilters,
  exchangeItemListData,
  exchangeItemListQuery,
  exchangeItemStatusBody,
  exchangeItemUpdateBody,
  exchangeOrderActionData,
  exchangeOrderDetail,
  exchangeOrderFilters,
  exchangeOrderListData,
  exchangeOrderListQuery,
  exchangePayBody,
  exchangePlaceBody,
  exchangeShipBody,
  idParams,
} from './exchange.js';

const access = 'exchange';
const tag = 'exchange';

/** Refusals every action on one exchange order may answer: it is gone, or its status forbids it. */
const onOrder = [Codes.NOT_FOUND, Codes.ILLEGAL_TRANSITION] as const;

/**
 * The points exchange (access `exchange`: every role): items and the exchange orders placed for
 * customers. Each order action is allowed only from the statuses in `exchangeActionsFrom` (else
 * 42203) and runs in one transaction with its points, quota, stock and cash side effects.
 * Cancelling an order whose cash part was paid refunds it, which needs access `refund` too.
 */
export const exchangeEndpoints = endpoints(
  endpoint({
    operationId: 'listExchangeItems',
    method: 'GET',
    path: '/base/admin/exchange/items',
    access,
    tag,
    summary: 'Exchange items: title search, status, kind (SKU/virtual), window state, sort, pages',
    query: exchangeItemListQuery,
    data: exchangeItemListData,
  }),
  endpoint({
    operationId: 'exportExchangeItems',
    method: 'GET',
    path: '/base/admin/exchange/items/export',
    access: 'exchange.export',
    tag,
    summary: 'Every exchange item the filters match, as a streamed CSV (X-Total-Count: rows)',
    query: exchangeItemFilters.extend(exportOptions),
    media: 'text/csv',
  }),
  endpoint({
    operationId: 'createExchangeItem',
    method: 'POST',
    path: '/base/admin/exchange/items',
    access,
    tag,
    summary: 'A new exchange item: a live catalogue SKU or virtual; the remaining quota starts at the total',
    body: exchangeItemCreateBody,
    data: exchangeItemDetail,
  }),
  endpoint({
    operationId: 'getExchangeItem',
    method: 'GET',
    path: '/base/admin/exchange/items/:id',
    access,
    tag,
    summary: 'One exchange item with what was redeemed of it',
    params: idParams,
    data: exchangeItemDetail,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'updateExchangeItem',
    method: 'PUT',
    path: '/base/admin/exchange/items/:id',
    access,
    tag,
    summary:
      'Replace an exchange item at the version read (40900 when stale); the remaining quota moves by the change of the total, never below 0',
    params: idParams,
    body: exchangeItemUpdateBody,
    data: exchangeItemDetail,
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT],
  }),
  endpoint({
    operationId: 'setExchangeItemStatus',
    method: 'POST',
    path: '/base/admin/exchange/items/:id/status',
    access: 'exchange.publish',
    tag,
    summary: 'Turn an exchange item ON or OFF at the version read (40900 when stale)',
    params: idParams,
    body: exchangeItemStatusBody,
    data: exchangeItemDetail,
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT],
  }),
  endpoint({
    operationId: 'deleteExchangeItem',
    method: 'DELETE',
    path: '/base/admin/exchange/items/:id',
    access: 'exchange.delete',
    tag,
    summary:
      'Delete an exchange item at the version read (40900 when stale): it leaves the lists, its orders stay; refused while ON (42203)',
    params: idParams,
    query: exchangeItemDeleteQuery,
    data: z.null(),
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.ILLEGAL_TRANSITION],
  }),
  endpoint({
    operationId: 'listExchangeOrders',
    method: 'GET',
    path: '/base/admin/exchange/orders',
    access,
    tag,
    summary:
      'Exchange orders: status tab (with every tab’s count), search number/customer name/phone, item, customer, kind, placed range, sort, pages',
    query: exchangeOrderListQuery,
    data: exchangeOrderListData,
  }),
  endpoint({
    operationId: 'exportExchangeOrders',
    method: 'GET',
    path: '/base/admin/exchange/orders/export',
    access: 'exchange.export',
    tag,
    summary: 'Every exchange order the filters match, as a streamed CSV (X-Total-Count: rows)',
    query: exchangeOrderFilters.extend(exportOptions),
    media: 'text/csv',
  }),
  endpoint({
    operationId: 'placeExchangeOrder',
    method: 'POST',
    path: '/base/admin/exchange/orders',
    access,
    tag,
    summary:
      'Redeem an item for a customer in one transaction: points debited (42202), quota taken (42201 exchange.quotaShort, exchange.perCustomerLimit), SKU stock reserved (42201), the item ON and inside its window (42203); a retried idempotency key answers the first order (replayed), the key with another request is 42206',
    body: exchangePlaceBody,
    data: exchangeOrderActionData,
    refusals: [
      Codes.NOT_FOUND,
      Codes.INSUFFICIENT_POINTS,
      Codes.INSUFFICIENT_STOCK,
      Codes.ILLEGAL_TRANSITION,
      Codes.IDEMPOTENCY_KEY_REUSED,
    ],
  }),
  endpoint({
    operationId: 'getExchangeOrder',
    method: 'GET',
    path: '/base/admin/exchange/orders/:id',
    access,
    tag,
    summary: 'One exchange order: receiver, points, payment, refund and its timeline',
    params: idParams,
    data: exchangeOrderDetail,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'payExchangeOrder',
    method: 'POST',
    path: '/base/admin/exchange/orders/:id/pay',
    access,
    tag,
    summary:
      'Record the cash part as received: PENDING_PAYMENT → TO_SHIP (COMPLETED for a virtual item); a retried idempotency key answers the first (replayed), the key with another request is 42206',
    params: idParams,
    body: exchangePayBody,
    data: exchangeOrderActionData,
    refusals: [...onOrder, Codes.IDEMPOTENCY_KEY_REUSED],
  }),
  endpoint({
    operationId: 'shipExchangeOrder',
    method: 'POST',
    path: '/base/admin/exchange/orders/:id/ship',
    access,
    tag,
    summary: 'TO_SHIP → SHIPPED with carrier and tracking number; the reserved goods leave stock (SALE)',
    params: idParams,
    body: exchangeShipBody,
    data: exchangeOrderDetail,
    refusals: [...onOrder, Codes.INSUFFICIENT_STOCK],
  }),
  endpoint({
    operationId: 'completeExchangeOrder',
    method: 'POST',
    path: '/base/admin/exchange/orders/:id/complete',
    access,
    tag,
    summary: 'SHIPPED → COMPLETED',
    params: idParams,
    data: exchangeOrderDetail,
    refusals: onOrder,
  }),
  endpoint({
    operationId: 'cancelExchangeOrder',
    method: 'POST',
    path: '/base/admin/exchange/orders/:id/cancel',
    access,
    tag,
    summary:
      'PENDING_PAYMENT or TO_SHIP → CANCELLED with a reason: points, quota and reserved stock go back; a paid cash part is refunded (access refund)',
    params: idParams,
    body: exchangeCancelBody,
    data: exchangeOrderDetail,
    refusals: [...onOrder, Codes.FORBIDDEN],
  }),
);
