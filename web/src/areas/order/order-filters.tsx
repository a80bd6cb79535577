import { orderChannels } from '@shop/contract/areas/order';
import { Tag } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { channelLabelKeys } from '../../lib/labels/order-labels';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import type { OrderListParams } from './order-list-params';

export interface OrderFiltersProps {
  params: OrderListParams;
  update(patch: Partial<OrderListParams>, options?: UpdateOptions): void;
  /** The name of the customer in `customerId`, read off the rows shown. */
  customerName: string | undefined;
}

/**
 * The list's filters: the customer of a link (a removable chip), a search over order number,
 * receiver and phone, when it was placed, and the channel it came in through.
 */
export function OrderFilters({ params, update, customerName }: OrderFiltersProps) {
  const { t } = useTranslation('order');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  return (
    <>
      {params.customerId !== undefined ? (
        <Tag
          color="blue"
          closable={{ 'aria-label': t('removeCustomerFilter') }}
          onClose={() => update({ customerId: undefined })}
        >
          {t('customerChip', { name: customerName ?? `#${params.customerId}` })}
        </Tag>
      ) : null}
      <SearchBox q={params.q} onSearch={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <DateRangeFilter
        aria-label={t('placedRange')}
        placeholder={[t('placedFrom'), t('placedTo')]}
        allowEmpty={[true, true]}
        value={rangeOfParams(params.from, params.to)}
        onChange={(range) => update(rangeParamsOf(range))}
      />
      <FilterSelect
        label={t('channel')}
        placeholder={t('allChannels')}
        value={params.channel}
        onChange={(channel) => update({ channel })}
        options={orderChannels.map((channel) => ({ value: channel, label: t(channelLabelKeys[channel]) }))}
        width={150}
      />
    </>
  );
}
