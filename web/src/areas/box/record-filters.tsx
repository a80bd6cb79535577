import { boxPayMethods, boxTiers } from '@shop/contract/areas/box';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { payMethodLabelKeys, tierLabelKeys } from '../../lib/labels/record-labels';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { boxChoicesOptions, type RecordListParams } from './record.queries';

export interface RecordFiltersProps {
  params: RecordListParams;
  update(patch: Partial<RecordListParams>, options?: UpdateOptions): void;
}

/** A search over draw number, customer name and phone; the box, tier, payment, guarantee and when drawn. */
export function RecordFilters({ params, update }: RecordFiltersProps) {
  const { t } = useTranslation('record');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  const boxes = useQuery(boxChoicesOptions());
  return (
    <>
      <SearchBox q={params.q} onSearch={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <FilterSelect
        label={t('box')}
        placeholder={t('allBoxes')}
        value={params.seriesId}
        onChange={(seriesId) => update({ seriesId })}
        loading={boxes.isFetching}
        options={(boxes.data?.items ?? []).map((box) => ({ value: box.id, label: box.title }))}
        width={200}
      />
      <FilterSelect
        label={t('tier')}
        placeholder={t('allTiers')}
        value={params.tier}
        onChange={(tier) => update({ tier })}
        options={boxTiers.map((tier) => ({ value: tier, label: t(tierLabelKeys[tier]) }))}
        width={130}
      />
      <FilterSelect
        label={t('payMethod')}
        placeholder={t('allPayMethods')}
        value={params.payMethod}
        onChange={(payMethod) => update({ payMethod })}
        options={boxPayMethods.map((method) => ({ value: method, label: t(payMethodLabelKeys[method]) }))}
        width={140}
      />
      <FilterSelect
        label={t('guarantee')}
        placeholder={t('anyGuarantee')}
        value={params.guarantee}
        onChange={(guarantee) => update({ guarantee })}
        options={[
          { value: 'true', label: t('guaranteeApplied') },
          { value: 'false', label: t('guaranteeNotApplied') },
        ]}
        width={170}
      />
      <DateRangeFilter
        aria-label={t('drawnRange')}
        placeholder={[t('drawnFrom'), t('drawnTo')]}
        allowEmpty={[true, true]}
        value={rangeOfParams(params.from, params.to)}
        onChange={(range) => update(rangeParamsOf(range))}
      />
    </>
  );
}
