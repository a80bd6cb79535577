import { type PointBizType, type PointLedgerQuery, pointBizTypes } from '@shop/contract/areas/point';
import { Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerSearchSelect } from '../../components/customer-search-select';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { bizTypeLabelKeys } from './point-labels';

export interface LedgerFiltersProps {
  params: PointLedgerQuery;
  update(patch: Partial<PointLedgerQuery>, options?: UpdateOptions): void;
  /** The label of the customer in `customerId` (from the summary), for the picker. */
  customerLabel: string | undefined;
}

/** The ledger's filters: one customer, any of the types, a reference (order, exchange, adjust key), dates. */
export function LedgerFilters({ params, update, customerLabel }: LedgerFiltersProps) {
  const { t } = useTranslation('point');
  const byReference = useCallback(
    (reference: string, options?: UpdateOptions) => update({ reference: reference || undefined }, options),
    [update],
  );
  return (
    <>
      <CustomerSearchSelect
        label={t('customer')}
        placeholder={t('allCustomers')}
        noneText={t('noCustomers')}
        unavailableText={t('customersUnavailable')}
        allowClear
        value={params.customerId}
        knownName={customerLabel}
        onChange={(customerId) => update({ customerId })}
        style={{ width: 220 }}
      />
      <Select<PointBizType[]>
        mode="multiple"
        aria-label={t('type')}
        placeholder={t('allTypes')}
        allowClear
        maxTagCount={1}
        value={params.bizType ?? []}
        onChange={(types) => update({ bizType: types.length > 0 ? types : undefined })}
        options={pointBizTypes.map((type) => ({ value: type, label: t(bizTypeLabelKeys[type]) }))}
        style={{ width: 220 }}
      />
      <SearchBox
        q={params.reference}
        onSearch={byReference}
        label={t('reference')}
        placeholder={t('referencePlaceholder')}
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
