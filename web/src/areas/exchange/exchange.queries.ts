import type {
  ExchangeItemDetail,
  ExchangeOrderDetail,
  exchangeItemListQuery,
  exchangeOrderListQuery,
} from '@shop/contract/areas/exchange';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { ListParams } from '../../lib/list/list-params';
import { exchangeItemKeys, exchangeOrderKeys, refreshAfterSale } from '../../lib/resource-keys';

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
 * After an exchange order action (see refreshAfterSale): besides what every sale moves (a
 * redemption spends points, a cancel gives them back: an open Point page shows the row), the
 * exchange order lists and counts and the items (quota) are read again.
 */
export function refreshExchangeOrders(queryClient: QueryClient, answered?: ExchangeOrderDetail) {
  refreshAfterSale(
    queryClient,
    exchangeOrderKeys,
    [exchangeOrderKeys.lists(), exchangeItemKeys.all],
    answered,
  );
}
