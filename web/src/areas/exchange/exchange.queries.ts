import type {
  ExchangeItemDetail,
  ExchangeOrderDetail,
  exchangeItemListQuery,
  exchangeOrderListQuery,
} from '@shop/contract/areas/exchange';
import { keepPreviousData, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { ListParams } from '../../lib/list/list-params';
import {
  customerKeys,
  exchangeItemKeys,
  exchangeOrderKeys,
  inventoryKeys,
  paymentKeys,
  pointKeys,
  recordKeys,
  refundKeys,
} from '../../lib/resource-keys';

export type ItemListParams = ListParams<typeof exchangeItemListQuery>;
export type ExchangeOrderListParams = ListParams<typeof exchangeOrderListQuery>;

/** One page of items; the previous page stays on screen while the next one loads. */
export const itemListOptions = (query: ItemListParams) =>
  queryOptions({
    queryKey: exchangeItemKeys.list(query),
    queryFn: () => call('listExchangeItems', { query }),
    placeholderData: keepPreviousData,
  });

/** `quiet`: the drawer says itself that the item could not be read (a stale link). */
export const itemOptions = (id: number) =>
  queryOptions({
    queryKey: exchangeItemKeys.detail(id),
    queryFn: () => call('getExchangeItem', { params: { id } }, { quiet: true }),
    retry: false,
  });

/** One page of exchange orders with every status tab's count under the same filters. */
export const exchangeOrderListOptions = (query: ExchangeOrderListParams) =>
  queryOptions({
    queryKey: exchangeOrderKeys.list(query),
    queryFn: () => call('listExchangeOrders', { query }),
    placeholderData: keepPreviousData,
  });

export const exchangeOrderOptions = (id: number) =>
  queryOptions({
    queryKey: exchangeOrderKeys.detail(id),
    queryFn: () => call('getExchangeOrder', { params: { id } }, { quiet: true }),
    retry: false,
  });

/**
 * After an item is saved, switched or deleted: the answer (if any) goes into the cache, and every
 * item list is read again (a list shows what the item now says).
 */
export function refreshItems(queryClient: QueryClient, answered?: ExchangeItemDetail) {
  if (answered) queryClient.setQueryData(exchangeItemKeys.detail(answered.id), answered);
  void queryClient.invalidateQueries({ queryKey: exchangeItemKeys.lists() });
}

/**
 * After an exchange order action. The order as the action left it goes straight into the cache;
 * what it moves besides itself is read again: the order lists and counts, the items (quota), stock
 * (reserve, release, sale), the customer (balance), the points ledger (a redemption spends, a
 * cancel gives back: an open Point page shows the row), the pay list (cash part, refund). Without
 * an answered order (a refusal: the order on screen was out of date) the details are read again too.
 */
export function refreshExchangeOrders(queryClient: QueryClient, answered?: ExchangeOrderDetail) {
  if (answered) queryClient.setQueryData(exchangeOrderKeys.detail(answered.id), answered);
  const keys: QueryKey[] = [
    exchangeOrderKeys.lists(),
    exchangeItemKeys.all,
    inventoryKeys.all,
    recordKeys.all,
    customerKeys.all,
    pointKeys.all,
    paymentKeys.all,
    refundKeys.all,
  ];
  if (!answered) keys.push(exchangeOrderKeys.details());
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
