import { exchangeItemKinds, exchangeItemStatuses, exchangeWindowStates } from '@shop/contract/areas/exchange';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { itemStatusLabelKeys, kindLabelKeys, windowLabelKeys } from '../../lib/labels/exchange-labels';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import type { ItemListParams } from './exchange.queries';

export interface ItemFiltersProps {
  params: ItemListParams;
  update(patch: Partial<ItemListParams>, options?: UpdateOptions): void;
}

/** Search by title, ON/OFF, SKU or virtual, and where the item's window stands now. */
export function ItemFilters({ params, update }: ItemFiltersProps) {
  const { t } = useTranslation('exchange');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  return (
    <>
      <SearchBox
        q={params.q}
        onSearch={search}
        label={t('searchItems')}
        placeholder={t('searchItemsPlaceholder')}
      />
      <FilterSelect
        label={t('status')}
        placeholder={t('allStatuses')}
        value={params.status}
        onChange={(status) => update({ status })}
        options={exchangeItemStatuses.map((s) => ({ value: s, label: t(itemStatusLabelKeys[s]) }))}
        width={130}
      />
      <FilterSelect
        label={t('kind')}
        placeholder={t('allKinds')}
        value={params.kind}
        onChange={(kind) => update({ kind })}
        options={exchangeItemKinds.map((k) => ({ value: k, label: t(kindLabelKeys[k]) }))}
        width={130}
      />
      <FilterSelect
        label={t('window')}
        placeholder={t('allWindows')}
        value={params.window}
        onChange={(window) => update({ window })}
        options={exchangeWindowStates.map((w) => ({ value: w, label: t(windowLabelKeys[w]) }))}
        width={150}
      />
    </>
  );
}
