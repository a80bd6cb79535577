import type { ConfigListQuery } from '@shop/contract/areas/config';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { configCategoriesOptions } from './config.queries';

export interface ConfigFiltersProps {
  params: ConfigListQuery;
  update(patch: Partial<ConfigListQuery>, options?: UpdateOptions): void;
}

/** Search box over key and label (applied after a pause in typing) and the category filter. */
export function ConfigFilters({ params, update }: ConfigFiltersProps) {
  const { t } = useTranslation('config');
  const categories = useQuery(configCategoriesOptions());
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);

  return (
    <>
      <SearchBox q={params.q} onSearch={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <FilterSelect
        label={t('category')}
        placeholder={t('allCategories')}
        value={params.category}
        onChange={(category) => update({ category })}
        options={(categories.data ?? []).map((category) => ({ value: category, label: category }))}
        width={180}
        loading={categories.isFetching}
      />
    </>
  );
}
