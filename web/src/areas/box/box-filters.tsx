import { boxStatuses } from '@shop/contract/areas/box';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabelKeys } from '../../lib/labels/box-labels';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import type { BoxListParams } from './box.queries';

export interface BoxFiltersProps {
  params: BoxListParams;
  update(patch: Partial<BoxListParams>, options?: UpdateOptions): void;
}

/** Search by title, and the life-cycle status. */
export function BoxFilters({ params, update }: BoxFiltersProps) {
  const { t } = useTranslation('box');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  return (
    <>
      <SearchBox
        q={params.q}
        onSearch={search}
        label={t('searchBoxes')}
        placeholder={t('searchPlaceholder')}
      />
      <FilterSelect
        label={t('status')}
        placeholder={t('allStatuses')}
        value={params.status}
        onChange={(status) => update({ status })}
        options={boxStatuses.map((s) => ({ value: s, label: t(statusLabelKeys[s]) }))}
        width={140}
      />
    </>
  );
}
