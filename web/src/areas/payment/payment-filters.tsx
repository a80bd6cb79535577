import { paymentChannels, paymentStatuses } from '@shop/contract/areas/order';
import { paymentBizTypes, paymentKinds } from '@shop/contract/areas/payment';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bizTypeLabelKeys,
  channelLabelKeys,
  kindLabelKeys,
  paymentStatusLabelKeys,
} from '../../lib/labels/payment-labels';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { AmountRangeFilter } from './amount-range-filter';
import type { PaymentListParams } from './payment.queries';

export interface PaymentFiltersProps {
  params: PaymentListParams;
  update(patch: Partial<PaymentListParams>, options?: UpdateOptions): void;
}

/**
 * Search (pay number, order or exchange number, reference), what it paid for, status, channel,
 * kind, dates and an amount range.
 */
export function PaymentFilters({ params, update }: PaymentFiltersProps) {
  const { t } = useTranslation('payment');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);

  return (
    <>
      <SearchBox
        q={params.q}
        onSearch={search}
        label={t('searchPayments')}
        placeholder={t('searchPaymentsPlaceholder')}
      />
      <BizTypeFilter value={params.bizType} onChange={(bizType) => update({ bizType })} />
      <FilterSelect
        label={t('status')}
        placeholder={t('allStatuses')}
        value={params.status}
        onChange={(status) => update({ status })}
        options={paymentStatuses.map((status) => ({
          value: status,
          label: t(paymentStatusLabelKeys[status]),
        }))}
        width={170}
      />
      <FilterSelect
        label={t('channel')}
        placeholder={t('allChannels')}
        value={params.channel}
        onChange={(channel) => update({ channel })}
        options={paymentChannels.map((channel) => ({ value: channel, label: t(channelLabelKeys[channel]) }))}
        width={160}
      />
      <FilterSelect
        label={t('kind')}
        placeholder={t('allKinds')}
        value={params.kind}
        onChange={(kind) => update({ kind })}
        options={paymentKinds.map((kind) => ({ value: kind, label: t(kindLabelKeys[kind]) }))}
        width={130}
      />
      <DateRangeFilter
        aria-label={t('dateRange')}
        allowEmpty={[true, true]}
        value={rangeOfParams(params.from, params.to)}
        onChange={(range) => update(rangeParamsOf(range))}
      />
      <AmountRangeFilter
        minAmount={params.minAmount}
        maxAmount={params.maxAmount}
        onChange={(range) => update(range)}
      />
    </>
  );
}

/** What the money was for: an order, or an exchange's cash part (the payments and refunds tabs). */
export function BizTypeFilter({
  value,
  onChange,
}: {
  value: (typeof paymentBizTypes)[number] | undefined;
  onChange(value: (typeof paymentBizTypes)[number] | undefined): void;
}) {
  const { t } = useTranslation('payment');
  return (
    <FilterSelect
      label={t('bizType')}
      placeholder={t('allBizTypes')}
      value={value}
      onChange={onChange}
      options={paymentBizTypes.map((bizType) => ({ value: bizType, label: t(bizTypeLabelKeys[bizType]) }))}
      width={170}
    />
  );
}
