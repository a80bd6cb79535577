import type { InventoryListQuery } from '@shop/contract/areas/inventory';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { inventoryKeys } from '../../lib/resource-keys';

/** How many SKUs the line picker offers for one search. */
const CHOICES = 20;

/*
 * The new order's SKU picker reads the SKU list under the inventory area's own query key, so a
 * stock change there shows here, and placing an order (which refreshes it) shows the new
 * availability. `quiet` and no retries: a picker that cannot load says so in its dropdown and the
 * rest of the form goes on. (The customer picker is the shared customer search, under the
 * customers' key.)
 */

/** SKUs whose code or product title holds `q`, with price and availability. */
export const skuChoicesOptions = (q: string) => {
  const query: InventoryListQuery = { q: q || undefined, page: 1, pageSize: CHOICES, sort: 'code:asc' };
  return queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: () => call('listInventory', { query }, { quiet: true }),
    retry: false,
    staleTime: 10_000,
  });
};
