import type { OrderDetail, OrderFilters } from '@shop/contract/areas/order';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { orderKeys, refreshAfterSale } from '../../lib/resource-keys';
import type { OrderListParams } from './order-list-params';

const countsKeys = () => [...orderKeys.all, 'counts'] as const;

/** What the tab counts are filtered by: the list's filters but the tab (each tab is counted). */
export type CountFilters = Pick<OrderFilters, 'q' | 'customerId' | 'channel' | 'from' | 'to'>;

/**
 * A list query tells its page only what it shows: the rows, a failure, and the previous page
 * standing in while the next loads (the table's spinner). A background refresh of a page already
 * shown (a tab or page visited again) then draws nothing unless its rows changed; telling the page
 * each time it starts and ends fetching drew the whole table twice more, each a long task.
 */
const LIST_CHANGES = ['data', 'error', 'isError', 'isPlaceholderData'] as const;

/** One page of orders; the previous page stays on screen while the next one loads. */
export const orderListOptions = (query: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: () => call('listOrders', { query }),
    placeholderData: keepPreviousData,
    notifyOnChangeProps: [...LIST_CHANGES],
  });

/** `quiet`: the counts are a garnish on the tabs; the list says it when the API is down. */
export const orderCountsOptions = (query: CountFilters) =>
  queryOptions({
    queryKey: [...countsKeys(), query],
    queryFn: () => call('countOrderTabs', { query }, { quiet: true }),
    placeholderData: keepPreviousData,
    notifyOnChangeProps: ['data'],
  });

/** `quiet`: the drawer shows a missing or unreadable order in place of its sections. */
export const orderOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => call('getOrder', { params: { id } }, { quiet: true }),
    retry: false,
  });

/**
 * After an order action (see refreshAfterSale). `answered` is the order as the action left it
 * (most actions answer it; a refund, a bulk ship and a refusal do not): besides what every sale
 * moves, every order list and the tab counts are read again.
 */
export function refreshOrders(queryClient: QueryClient, answered?: OrderDetail) {
  refreshAfterSale(queryClient, orderKeys, [orderKeys.lists(), countsKeys()], answered);
}
