import {
  type ProductBulkBody,
  type ProductBulkData,
  type ProductBulkPriceBody,
  type ProductBulkPriceData,
  type ProductCategory,
  type ProductCreateBody,
  type ProductDetail,
  type ProductListData,
  type ProductListQuery,
  type ProductStatusBody,
  type ProductUpdateBody,
  productPaths,
} from '@shop/contract/areas/product';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { createQueryKeys } from '../../lib/list/query-keys';
import { request, underBase } from '../../lib/request';

/** Query keys of products: lists under `lists()`, each product under `detail(id)`, the categories. */
export const productKeys = createQueryKeys('product');
export const categoriesKey = [...productKeys.all, 'categories'] as const;

const pathOf = (template: `/base/${string}`, id: number) => underBase(template).replace(':id', String(id));

export async function listProducts(params: ProductListQuery): Promise<ProductListData> {
  return (await request<ProductListData>(underBase(productPaths.list), { params })).data;
}

/** `quiet`: the edit page shows a missing or unreadable product in place of the form. */
export async function getProduct(id: number): Promise<ProductDetail> {
  return (await request<ProductDetail>(pathOf(productPaths.item, id), { quiet: true })).data;
}

/** Field errors come back under their fields (a taken SKU code on its cell), so no toast. */
export async function createProduct(body: ProductCreateBody): Promise<ProductDetail> {
  return (
    await request<ProductDetail>(underBase(productPaths.list), { method: 'POST', data: body, quiet: true })
  ).data;
}

/** Saves at `body.version`; a stale version rejects with 40900 and who changed it. */
export async function updateProduct(id: number, body: ProductUpdateBody): Promise<ProductDetail> {
  return (
    await request<ProductDetail>(pathOf(productPaths.item, id), { method: 'PUT', data: body, quiet: true })
  ).data;
}

/** One step of the life cycle; a move the product cannot make is 42203 with the reason. */
export async function setProductStatus(
  id: number,
  body: ProductStatusBody,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<ProductDetail> {
  return (
    await request<ProductDetail>(pathOf(productPaths.status, id), { method: 'POST', data: body, quiet })
  ).data;
}

/** Deletes one product at the version read; refused while on sale or holding stock (42203). */
export async function deleteProduct(id: number, version: number): Promise<void> {
  await request<null>(pathOf(productPaths.item, id), { method: 'DELETE', params: { version }, quiet: true });
}

export async function bulkProducts(body: ProductBulkBody): Promise<ProductBulkData> {
  return (await request<ProductBulkData>(underBase(productPaths.bulk), { method: 'POST', data: body })).data;
}

/** `quiet`: the price dialog shows field errors under its fields. */
export async function bulkPrice(body: ProductBulkPriceBody): Promise<ProductBulkPriceData> {
  return (
    await request<ProductBulkPriceData>(underBase(productPaths.bulkPrice), {
      method: 'POST',
      data: body,
      quiet: true,
    })
  ).data;
}

/** The export's path below /base (the list's filters and sort, without paging). */
export const productExportPath = underBase(productPaths.export);
export const importTemplatePath = underBase(productPaths.importTemplate);

/** After any change to products: every list, and the product itself when one is named. */
export function refreshProducts(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  // Counts per category change with the products in them.
  void queryClient.invalidateQueries({ queryKey: categoriesKey });
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: productKeys.detail(id) });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export const productListOptions = (params: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: () => listProducts(params),
    placeholderData: keepPreviousData,
  });

export const productOptions = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) });

/** Every category, flat (the console builds the tree). */
export const categoriesOptions = () =>
  queryOptions({
    queryKey: categoriesKey,
    queryFn: async () => (await request<ProductCategory[]>(underBase(productPaths.categories))).data,
  });
