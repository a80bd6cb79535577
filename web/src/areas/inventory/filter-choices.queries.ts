import { type ProductListData, productPaths } from '@shop/contract/areas/product';
import { type StaffListData, staffPaths } from '@shop/contract/areas/staff';
import { queryOptions } from '@tanstack/react-query';
import { request, underBase } from '../../lib/request';
import { productKeys } from '../product/product.queries';
import { staffKeys } from '../staff/staff.queries';

/** How many products the product filter offers for one search. */
const PRODUCT_CHOICES = 20;

interface Choice {
  value: number;
  label: string;
}

/*
 * The filters read the product and staff lists under those areas' own query keys, so a product
 * or account changed there is fetched again here, and a stock adjustment (which refreshes the
 * `inventory` keys) leaves them alone. `quiet` and no retries, unlike those areas' lists: when a
 * list cannot answer, the filter says so in its dropdown and the page goes on.
 */

/** Products whose title or SKU code holds `q`, for the product filter. */
export const productChoicesOptions = (q: string) => {
  const params = { q: q || undefined, page: 1, pageSize: PRODUCT_CHOICES, sort: 'title:asc' };
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: async () =>
      (await request<ProductListData>(underBase(productPaths.list), { params, quiet: true })).data,
    select: (data): Choice[] => data.items.map((p) => ({ value: p.id, label: p.title })),
    retry: false,
    staleTime: 30_000,
  });
};

/** The staff accounts (a shop has a few; the first 100 by name), for the ledger's staff filter. */
export const staffChoicesOptions = () => {
  const params = { page: 1, pageSize: 100, sort: 'name:asc' };
  return queryOptions({
    queryKey: staffKeys.list(params),
    queryFn: async () =>
      (await request<StaffListData>(underBase(staffPaths.list), { params, quiet: true })).data,
    select: (data): Choice[] => data.items.map((s) => ({ value: s.id, label: s.name || s.username })),
    retry: false,
    staleTime: 60_000,
  });
};
