import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { productKeys, staffKeys } from '../../lib/resource-keys';

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
  const query = { q: q || undefined, page: 1, pageSize: PRODUCT_CHOICES, sort: 'title:asc' } as const;
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => call('listProducts', { query }, { quiet: true }),
    select: (data): Choice[] => data.items.map((p) => ({ value: p.id, label: p.title })),
    retry: false,
    staleTime: 30_000,
  });
};

/** The staff accounts (a shop has a few; the first 100 by name), for the ledger's staff filter. */
export const staffChoicesOptions = () => {
  const query = { page: 1, pageSize: 100, sort: 'name:asc' } as const;
  return queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: () => call('listStaff', { query }, { quiet: true }),
    select: (data): Choice[] => data.items.map((s) => ({ value: s.id, label: s.name || s.username })),
    retry: false,
    staleTime: 60_000,
  });
};
