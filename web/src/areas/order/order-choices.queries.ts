import type { CustomerListQuery } from '@shop/contract/areas/customer';
import type { InventoryListQuery } from '@shop/contract/areas/inventory';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { customerKeys, inventoryKeys } from '../../lib/resource-keys';

/** How many customers or SKUs a picker offers for one search. */
const CHOICES = 20;

/*
 * The new order's pickers read the customer and SKU lists under those areas' own query keys, so
 * a customer added or a stock change there shows here, and placing an order (which refreshes
 * them) shows the new availability. `quiet` and no retries: a picker that cannot load says so in
 * its dropdown and the rest of the form goes on.
 */

/** Customers whose name or phone holds `q`, by name. */
export const customerChoicesOptions = (q: string) => {
  const query: CustomerListQuery = { q: q || undefined, page: 1, pageSize: CHOICES, sort: 'name:asc' };
  return queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: () => call('listCustomers', { query }, { quiet: true }),
    retry: false,
    staleTime: 30_000,
  });
};

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

/** The carriers the ship dialogs offer; a config edit shows within a minute (or on reload). */
export const carriersOptions = () =>
  queryOptions({
    queryKey: ['order', 'carriers'],
    queryFn: () => call('listCarriers', {}, { quiet: true }),
    retry: false,
    staleTime: 60_000,
  });
