import { EXCHANGE_VIEW_PARAM } from '../../app/list-links';

/**
 * What the Exchange page's address holds besides a list's filters: the open tab (`?view=orders`;
 * the items tab is the default and stays out of the URL), so a link or a reload shows the same view.
 * Not `tab`: the orders list keeps its status tab there (`?view=orders&tab=TO_SHIP`).
 */
export const exchangeTabs = ['items', 'orders'] as const;
export type ExchangeTab = (typeof exchangeTabs)[number];

export const TAB_PARAM = EXCHANGE_VIEW_PARAM;

/** The search param of an item's edit drawer (`?item=12`); an order's is the route's `drawerParam`. */
export const ITEM_PARAM = 'item';

export function tabOf(search: URLSearchParams): ExchangeTab {
  return search.get(TAB_PARAM) === 'orders' ? 'orders' : 'items';
}

/**
 * The search that opens a tab: the tab alone. Both lists read `q`, `status`, `sort` and paging from
 * the URL and mean different things by them, so a tab starts unfiltered; Back returns to the other.
 */
export function searchOfTab(tab: ExchangeTab): string {
  return tab === 'items' ? '' : `?${TAB_PARAM}=${tab}`;
}
