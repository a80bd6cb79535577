import type { BoxFulfilStatus } from '@shop/contract/areas/box';
import type { ExchangeOrderListQuery } from '@shop/contract/areas/exchange';
import type { FeedCommentStatus, FeedPostTab } from '@shop/contract/areas/feed';
import type { InventoryListQuery } from '@shop/contract/areas/inventory';
import type { OrderListQuery } from '@shop/contract/areas/order';
import { pagePath } from './page-links';

/**
 * Addresses of lists already filtered, for a figure on one page that counts what a list on
 * another shows (the dashboard's to-do counts): the list's path from the route table, its filters
 * in the search params its page reads (the contract's list query, so a renamed filter breaks here).
 */

/** The Exchange page's search param naming its open tab (`items`, the default, or `orders`). */
export const EXCHANGE_VIEW_PARAM = 'view';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The order list on one tab: `PAID` (what waits shipping), `REFUNDING` (an after-sale open)… */
export function orderListLink(tab: NonNullable<OrderListQuery['tab']>): string {
  return withQuery(pagePath('Orders'), { tab });
}

/** The inventory's SKU list by stock state: `low` (at or under the threshold) or `out`. */
export function inventoryListLink(stock: NonNullable<InventoryListQuery['stock']>): string {
  return withQuery(pagePath('InventorySKU'), { stock });
}

/** The Exchange page's orders tab on one status tab (`TO_SHIP`). */
export function exchangeOrderListLink(tab: NonNullable<ExchangeOrderListQuery['tab']>): string {
  return withQuery(pagePath('ExchangeList'), { [EXCHANGE_VIEW_PARAM]: 'orders', tab });
}

/** The record list of box draws: one box's (`seriesId`), on one fulfilment tab, or both. */
export function recordListLink({ seriesId, tab }: { seriesId?: number; tab?: BoxFulfilStatus }): string {
  return withQuery(pagePath('RecordList'), {
    seriesId: seriesId === undefined ? undefined : String(seriesId),
    tab,
  });
}

/** The feed list on one status tab (`PENDING_REVIEW`: the moderation queue). */
export function feedListLink(tab?: FeedPostTab): string {
  return withQuery(pagePath('FeedList'), { tab });
}

/** The feed list's comment queue (`view=comments`), on one status. */
export function feedCommentListLink(status?: FeedCommentStatus): string {
  return withQuery(pagePath('FeedList'), { view: 'comments', status });
}
