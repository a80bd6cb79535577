import { feedAuthorTypes } from '@shop/contract/areas/feed';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerSearchSelect } from '../../components/customer-search-select';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { useCanCall } from '../../lib/permissions';
import { useTypedSearch } from '../../lib/use-typed-search';
import { type FeedPostListParams, productChoicesOptions } from './feed.queries';

export interface FeedPostFiltersProps {
  params: FeedPostListParams;
  update(patch: Partial<FeedPostListParams>, options?: UpdateOptions): void;
}

/** One linked product to filter by, searched as staff type. */
function ProductFilter({ value, onChange }: { value: number | undefined; onChange(id?: number): void }) {
  const { t } = useTranslation('feed');
  const search = useTypedSearch();
  const mayList = useCanCall('listProducts');
  const choices = useQuery({ ...productChoicesOptions(search.q), enabled: mayList && search.opened });
  const options = (choices.data?.items ?? []).map((p) => ({ value: p.id, label: p.title }));
  const shown =
    value !== undefined && !options.some((o) => o.value === value)
      ? [{ value, label: t('productNumber', { id: value }) }, ...options]
      : options;
  if (!mayList && value === undefined) return null;
  return (
    <Select<number>
      aria-label={t('product')}
      placeholder={t('allProducts')}
      allowClear
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      loading={choices.isFetching}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      onOpenChange={search.onOpenChange}
      options={shown}
      style={{ width: 180 }}
    />
  );
}

/** Search, author type, customer, linked product, when written, images, blocked words, pinned. */
export function FeedPostFilters({ params, update }: FeedPostFiltersProps) {
  const { t } = useTranslation('feed');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  const yesNo = [
    { value: 'true' as const, label: t('yes') },
    { value: 'false' as const, label: t('no') },
  ];
  return (
    <>
      <SearchBox
        q={params.q}
        onSearch={search}
        label={t('searchPosts')}
        placeholder={t('searchPlaceholder')}
      />
      <FilterSelect
        label={t('authorTypeFilter')}
        placeholder={t('allAuthors')}
        value={params.authorType}
        onChange={(authorType) => update({ authorType })}
        options={feedAuthorTypes.map((type) => ({ value: type, label: t(`authorType.${type}`) }))}
        width={160}
      />
      <CustomerSearchSelect
        label={t('customer')}
        placeholder={t('anyCustomer')}
        noneText={t('noCustomers')}
        unavailableText={t('customersUnavailable')}
        allowClear
        value={params.customerId}
        onChange={(customerId) => update({ customerId })}
        style={{ width: 180 }}
      />
      <ProductFilter value={params.productId} onChange={(productId) => update({ productId })} />
      <DateRangeFilter
        aria-label={t('writtenRange')}
        placeholder={[t('writtenFrom'), t('writtenTo')]}
        allowEmpty={[true, true]}
        value={rangeOfParams(params.from, params.to)}
        onChange={(range) => update(rangeParamsOf(range))}
      />
      <FilterSelect
        label={t('hasImages')}
        placeholder={t('hasImages')}
        value={params.hasImages}
        onChange={(hasImages) => update({ hasImages })}
        options={yesNo}
        width={120}
      />
      <FilterSelect
        label={t('flagged')}
        placeholder={t('flagged')}
        value={params.flagged}
        onChange={(flagged) => update({ flagged })}
        options={yesNo}
        width={120}
      />
      <FilterSelect
        label={t('pinnedFilter')}
        placeholder={t('pinnedFilter')}
        value={params.pinned}
        onChange={(pinned) => update({ pinned })}
        options={yesNo}
        width={110}
      />
    </>
  );
}
