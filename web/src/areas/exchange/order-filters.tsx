import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerSearchSelect } from '../../components/customer-search-select';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { type ExchangeOrderListParams, itemListOptions } from './exchange.queries';

export interface ExchangeOrderFiltersProps {
  params: ExchangeOrderListParams;
  update(patch: Partial<ExchangeOrderListParams>, options?: UpdateOptions): void;
  /** The name of the customer in `customerId`, read off the rows shown. */
  customerName: string | undefined;
}

/** Every item by title, for the item filter (the first page of 100 is the whole of a small shop's). */
const ITEM_CHOICES = { q: undefined, page: 1, pageSize: 100, sort: 'sort:asc' } as const;

/** A search over number, customer name and phone; the item; the customer; when it was placed. */
export function ExchangeOrderFilters({ params, update, customerName }: ExchangeOrderFiltersProps) {
  const { t } = useTranslation('exchange');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  const items = useQuery(itemListOptions(ITEM_CHOICES));
  return (
    <>
      <SearchBox
        q={params.q}
        onSearch={search}
        label={t('searchOrders')}
        placeholder={t('searchOrdersPlaceholder')}
      />
      <FilterSelect
        label={t('item')}
        placeholder={t('allItems')}
        value={params.itemId}
        onChange={(itemId) => update({ itemId })}
        loading={items.isFetching}
        options={(items.data?.items ?? []).map((item) => ({ value: item.id, label: item.title }))}
        width={200}
      />
      <CustomerSearchSelect
        label={t('customer')}
        placeholder={t('allCustomers')}
        noneText={t('noCustomers')}
        unavailableText={t('customersUnavailable')}
        allowClear
        knownName={customerName}
        value={params.customerId}
        onChange={(customerId) => update({ customerId })}
        style={{ width: 200 }}
      />
      <DateRangeFilter
        aria-label={t('placedRange')}
        placeholder={[t('placedFrom'), t('placedTo')]}
        allowEmpty={[true, true]}
        value={rangeOfParams(params.from, params.to)}
        onChange={(range) => update(rangeParamsOf(range))}
      />
    </>
  );
}
