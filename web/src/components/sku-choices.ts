import type { InventoryListQuery, InventorySku } from '@shop/contract/areas/inventory';
import { combinationLabel } from '@shop/contract/areas/product';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api';
import { inventoryKeys } from '../lib/resource-keys';

/** How many SKUs one search offers. */
const CHOICES = 20;

/**
 * SKUs whose code or product title holds `q`, with price and availability, under the inventory
 * area's own query key: a stock change there (or an order placed, which refreshes it) shows in
 * the pickers. `quiet`, no retries: a picker that cannot load says so in its dropdown.
 */
export const skuChoicesOptions = (q: string) => {
  const query: InventoryListQuery = { q: q || undefined, page: 1, pageSize: CHOICES, sort: 'code:asc' };
  return queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: () => call('listInventory', { query }, { quiet: true }),
    retry: false,
    staleTime: 10_000,
  });
};

/** A SKU as the pickers name it: code — product title · its option values. */
export function skuName(sku: InventorySku): string {
  const options = sku.optionValues.length > 0 ? ` · ${combinationLabel(sku.optionValues)}` : '';
  return `${sku.code} — ${sku.productTitle}${options}`;
}
