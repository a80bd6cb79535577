import { type CustomerListData, customerPaths } from '@shop/contract/areas/customer';
import {
  type InventoryListData,
  type InventoryListQuery,
  inventoryPaths,
} from '@shop/contract/areas/inventory';
import { queryOptions } from '@tanstack/react-query';
import { request, underBase } from '../../lib/request';
import { customerKeys } from '../customer/customer.queries';
import { inventoryKeys } from '../inventory/inventory.queries';

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
  const params = { q: q || undefined, page: 1, pageSize: CHOICES, sort: 'name:asc' };
  return queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: async () =>
      (await request<CustomerListData>(underBase(customerPaths.list), { params, quiet: true })).data,
    retry: false,
    staleTime: 30_000,
  });
};

/** SKUs whose code or product title holds `q`, with price and availability. */
export const skuChoicesOptions = (q: string) => {
  const params: InventoryListQuery = { q: q || undefined, page: 1, pageSize: CHOICES, sort: 'code:asc' };
  return queryOptions({
    queryKey: inventoryKeys.list(params),
    queryFn: async () =>
      (await request<InventoryListData>(underBase(inventoryPaths.skus), { params, quiet: true })).data,
    retry: false,
    staleTime: 10_000,
  });
};
