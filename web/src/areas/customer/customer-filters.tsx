import { customerStatuses } from '@shop/contract/areas/customer';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { customerTagsOptions } from '../../components/customer-create/customer-tags.queries';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import {
  type CustomerListParams,
  type DateRangeName,
  type Flag,
  flagOf,
  flagValue,
  rangePatch,
  rangeValue,
} from './customer-filter-params';
import { statusLabelKeys } from './customer-labels';

export interface CustomerFiltersProps {
  params: CustomerListParams;
  update(patch: Partial<CustomerListParams>, options?: UpdateOptions): void;
}

/** The tags in use, searchable as staff type (a shop may have many), each with its customer count. */
function TagFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange(tag: string | undefined): void;
}) {
  const { t } = useTranslation('customer');
  const tags = useQuery(customerTagsOptions());
  return (
    <Select<string | null>
      aria-label={t('tag')}
      placeholder={t('allTags')}
      allowClear
      showSearch
      loading={tags.isLoading}
      value={value ?? null}
      onChange={(picked) => onChange(picked ?? undefined)}
      notFoundContent={tags.isError ? t('tagsUnavailable') : t('noTags')}
      options={(tags.data ?? []).map(({ tag, customers }) => ({
        value: tag,
        label: t('tagWithCount', { tag, count: customers }),
      }))}
      style={{ width: 180 }}
    />
  );
}

/** Search (name or phone), status, tag, has ordered, and the created and last-order ranges. */
export function CustomerFilters({ params, update }: CustomerFiltersProps) {
  const { t } = useTranslation('customer');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  const yesNo: { value: Flag; label: string }[] = [
    { value: 'true', label: t('hasOrderedYes') },
    { value: 'false', label: t('hasOrderedNo') },
  ];
  const range = (name: DateRangeName, label: string, placeholder: [string, string]) => (
    <DateRangeFilter
      aria-label={label}
      placeholder={placeholder}
      allowEmpty={[true, true]}
      value={rangeValue(params, name)}
      onChange={(picked) => update(rangePatch(name, picked))}
    />
  );

  return (
    <>
      <SearchBox q={params.q} onSearch={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <FilterSelect
        label={t('status')}
        placeholder={t('allStatuses')}
        value={params.status}
        onChange={(status) => update({ status })}
        options={customerStatuses.map((status) => ({ value: status, label: t(statusLabelKeys[status]) }))}
        width={140}
      />
      <TagFilter value={params.tag} onChange={(tag) => update({ tag })} />
      <FilterSelect
        label={t('hasOrdered')}
        placeholder={t('hasOrderedAny')}
        value={flagValue(params.hasOrdered)}
        onChange={(value) => update({ hasOrdered: flagOf(value) })}
        options={yesNo}
        width={170}
      />
      {range('created', t('createdRange'), [t('createdFrom'), t('createdTo')])}
      {range('lastOrder', t('lastOrderRange'), [t('lastOrderFrom'), t('lastOrderTo')])}
    </>
  );
}
