import type {
  ProductBulkBody,
  ProductBulkPriceBody,
  ProductCreateBody,
  ProductDetail,
  ProductFilters,
  ProductListQuery,
  ProductStatusBody,
  ProductUpdateBody,
} from '@shop/contract/areas/product';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { productKeys } from '../../lib/resource-keys';

export const categoriesKey = [...productKeys.all, 'categories'] as const;

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');

/** The list's filters as the URL carries them: the flags as `true`/`false` (the schema reads them back). */
export function filtersQuery<F extends ProductFilters>(filters: F) {
  return { ...filters, isNew: flag(filters.isNew), isRecommended: flag(filters.isRecommended) };
}

/** `quiet`: the edit page shows a missing or unreadable product in place of the form. */
export const getProduct = (id: number) => call('getProduct', { params: { id } }, { quiet: true });

/** Field errors come back under their fields (a taken SKU code on its cell), so no toast. */
export const createProduct = (body: ProductCreateBody) => call('createProduct', { body }, { quiet: true });

/** Saves at `body.version`; a stale version rejects with 40900 and who changed it. */
export const updateProduct = (id: number, body: ProductUpdateBody) =>
  call('updateProduct', { params: { id }, body }, { quiet: true });

/** One step of the life cycle; a move the product cannot make is 42203 with the reason. */
export const setProductStatus = (id: number, body: ProductStatusBody, { quiet = false } = {}) =>
  call('changeProductStatus', { params: { id }, body }, { quiet });

/** Deletes one product at the version read; refused while on sale or holding stock (42203). */
export const deleteProduct = (id: number, version: number) =>
  call('deleteProduct', { params: { id }, query: { version } }, { quiet: true });

export const bulkProducts = (body: ProductBulkBody) => call('bulkProducts', { body });

/** `quiet`: the price dialog shows field errors under its fields. */
export const bulkPrice = (body: ProductBulkPriceBody) => call('bulkProductPrices', { body }, { quiet: true });

/** The product as an action answered it, into the cache: its page shows it without reading it again. */
export function cacheProduct(queryClient: QueryClient, saved: ProductDetail) {
  queryClient.setQueryData(productKeys.detail(saved.id), saved);
}

/**
 * After any change to products: every list, the categories (their counts), and the products
 * changed by an answer that does not carry them (a bulk action names them; an import, `'all'`).
 */
export function refreshProducts(queryClient: QueryClient, changed: readonly number[] | 'all' = []) {
  void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  // Counts per category change with the products in them.
  void queryClient.invalidateQueries({ queryKey: categoriesKey });
  if (changed === 'all') void queryClient.invalidateQueries({ queryKey: productKeys.details() });
  else for (const id of changed) void queryClient.invalidateQueries({ queryKey: productKeys.detail(id) });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export const productListOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => call('listProducts', { query: filtersQuery(query) }),
    placeholderData: keepPreviousData,
  });

export const productOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) });

/** Every category, flat (the console builds the tree). */
export const categoriesOptions = () =>
  queryOptions({ queryKey: categoriesKey, queryFn: () => call('listProductCategories') });
