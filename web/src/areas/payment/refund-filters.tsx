import { refundRecordStatuses } from '@shop/contract/areas/order';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { refundStatusLabelKeys } from '../../lib/labels/payment-labels';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import type { RefundListParams } from './payment.queries';
import { BizTypeFilter } from './payment-filters';

export interface RefundFiltersProps {
  params: RefundListParams;
  update(patch: Partial<RefundListParams>, options?: UpdateOptions): void;
}

/** Search (refund, pay, order or exchange number), what it refunded, status and dates. */
export function RefundFilters({ params, update }: RefundFiltersProps) {
  const { t } = useTranslation('payment');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);

  return (
    <>
      <SearchBox
        q={params.q}
        onSearch={search}
        label={t('searchRefunds')}
        placeholder={t('searchRefundsPlaceholder')}
      />
      <BizTypeFilter value={params.bizType} onChange={(bizType) => update({ bizType })} />
      <FilterSelect
        label={t('status')}
        placeholder={t('allStatuses')}
        value={params.status}
        onChange={(status) => update({ status })}
        options={refundRecordStatuses.map((status) => ({
          value: status,
          label: t(refundStatusLabelKeys[status]),
        }))}
        width={150}
      />
      <DateRangeFilter
        aria-label={t('dateRange')}
        allowEmpty={[true, true]}
        value={rangeOfParams(params.from, params.to)}
        onChange={(range) => update(rangeParamsOf(range))}
      />
    </>
  );
}
