import type { OrderFilters, OrderTab, orderListQuery } from '@shop/contract/areas/order';
import type { z } from 'zod';
import type { CountFilters } from './order.queries';

/** The list's state as the page holds it: the contract's query as parsed from the URL. */
export type OrderListParams = z.output<typeof orderListQuery>;

/** The tab shown: the URL's `tab`, or ALL when it names none. */
export type ShownTab = OrderTab | 'ALL';

export function tabOf(params: Pick<OrderListParams, 'tab'>): ShownTab {
  return params.tab ?? 'ALL';
}

/** The change a tab click makes: ALL is the list without `tab`, so it stays out of the URL. */
export function tabPatch(tab: ShownTab): Pick<OrderListParams, 'tab'> {
  return { tab: tab === 'ALL' ? undefined : tab };
}

/** What the tab counts are asked with: every filter but the tab itself, and no paging or sort. */
export function countFiltersOf(params: OrderListParams): CountFilters {
  return {
    q: params.q,
    customerId: params.customerId,
    channel: params.channel,
    from: params.from,
    to: params.to,
  };
}

/** The filters, tab and sort the export takes: the rows of every page of the list as shown. */
export function orderExportParams(params: OrderListParams): OrderFilters {
  const { q, tab, customerId, channel, from, to, sort } = params;
  return { q, tab, customerId, channel, from, to, sort };
}

/** Whether a search or filter narrows the list beyond its tab (the empty state offers to clear them). */
export function isFiltered(params: OrderListParams): boolean {
  return Object.values(countFiltersOf(params)).some((value) => value !== undefined);
}
