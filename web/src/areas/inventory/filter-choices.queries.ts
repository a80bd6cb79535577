import { type ProductListData, productPaths } from '@shop/contract/areas/product';
import { type StaffListData, staffPaths } from '@shop/contract/areas/staff';
import { queryOptions } from '@tanstack/react-query';
import { request, underBase } from '../../lib/request';

/** How many products the product filter offers for one search. */
const PRODUCT_CHOICES = 20;

export interface Choice {
  value: number;
  label: string;
}

/**
 * Products whose title or SKU code holds `q`, for the product filter. `quiet` and no retries:
 * when the catalogue cannot answer, the filter says so in its dropdown and the page goes on.
 */
export const productChoicesOptions = (q: string) =>
  queryOptions({
    queryKey: ['inventory', 'productChoices', q] as const,
    queryFn: async (): Promise<Choice[]> => {
      const { data } = await request<ProductListData>(underBase(productPaths.list), {
        params: { q: q || undefined, page: 1, pageSize: PRODUCT_CHOICES, sort: 'title:asc' },
        quiet: true,
      });
      return data.items.map((p) => ({ value: p.id, label: p.title }));
    },
    retry: false,
    staleTime: 30_000,
  });

/** The staff accounts (a shop has a few; the first 100 by name), for the ledger's staff filter. */
export const staffChoicesOptions = () =>
  queryOptions({
    queryKey: ['inventory', 'staffChoices'] as const,
    queryFn: async (): Promise<Choice[]> => {
      const { data } = await request<StaffListData>(underBase(staffPaths.list), {
        params: { page: 1, pageSize: 100, sort: 'name:asc' },
        quiet: true,
      });
      return data.items.map((s) => ({ value: s.id, label: s.name || s.username }));
    },
    retry: false,
    staleTime: 60_000,
  });
