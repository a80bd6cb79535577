import { adjustReasons, movementTypes, type RecordListQuery } from '@shop/contract/areas/inventory';
import { Tag } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { movementLabelKeys, reasonLabelKeys } from './inventory-labels';
import { StaffSelect } from './staff-select';

export interface RecordFiltersProps {
  params: RecordListQuery;
  update(patch: Partial<RecordListQuery>, options?: UpdateOptions): void;
  /** The code of the SKU in `skuId`, read off the rows shown. */
  skuCode: string | undefined;
}

/**
 * The ledger's filters: the SKU of a link (a removable chip), an exact SKU code, type, reason,
 * staff, reference and a date range.
 */
export function RecordFilters({ params, update, skuCode }: RecordFiltersProps) {
  const { t } = useTranslation('inventory');
  const byCode = useCallback(
    (code: string, options?: UpdateOptions) => update({ skuCode: code || undefined }, options),
    [update],
  );
  const byRef = useCallback(
    (ref: string, options?: UpdateOptions) => update({ ref: ref || undefined }, options),
    [update],
  );

  return (
    <>
      {params.skuId !== undefined ? (
        <Tag
          color="blue"
          closable={{ 'aria-label': t('removeSkuFilter') }}
          onClose={() => update({ skuId: undefined })}
        >
          {t('skuChip', { code: skuCode ?? `#${params.skuId}` })}
        </Tag>
      ) : null}
      <SearchBox
        q={params.skuCode}
        onSearch={byCode}
        label={t('skuCodeFilter')}
        placeholder={t('skuCodePlaceholder')}
      />
      <FilterSelect
        label={t('type')}
        placeholder={t('allTypes')}
        value={params.type}
        onChange={(type) => update({ type })}
        options={movementTypes.map((type) => ({ value: type, label: t(movementLabelKeys[type]) }))}
        width={150}
      />
      <FilterSelect
        label={t('reason')}
        placeholder={t('allReasons')}
        value={params.reason}
        onChange={(reason) => update({ reason })}
        options={adjustReasons.map((reason) => ({ value: reason, label: t(reasonLabelKeys[reason]) }))}
        width={160}
      />
      <StaffSelect value={params.actorId} onChange={(actorId) => update({ actorId })} />
      <SearchBox
        q={params.ref}
        onSearch={byRef}
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
