import { type ProductListQuery, productStatuses, stockStates } from '@shop/contract/areas/product';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabelKeys, stockLabelKeys } from '../../lib/labels/product-labels';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { CategorySelect } from './category-select';

export interface ProductFiltersProps {
  params: ProductListQuery;
  update(patch: Partial<ProductListQuery>, options?: UpdateOptions): void;
}

type Flag = 'true' | 'false';
const flagValue = (flag: boolean | undefined): Flag | undefined =>
  flag === undefined ? undefined : `${flag}`;
const flagOf = (value: Flag | undefined) => (value === undefined ? undefined : value === 'true');

/** Search (title or SKU code), category with its subcategories, status, stock, and the two flags. */
export function ProductFilters({ params, update }: ProductFiltersProps) {
  const { t } = useTranslation('product');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  const yesNo: { value: Flag; label: string }[] = [
    { value: 'true', label: t('yes') },
    { value: 'false', label: t('no') },
  ];

  return (
    <>
      <SearchBox q={params.q} onSearch={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <CategorySelect
        aria-label={t('category')}
        placeholder={t('allCategories')}
        value={params.categoryId ?? null}
        onChange={(categoryId) => update({ categoryId: categoryId ?? undefined })}
        style={{ width: 180 }}
      />
      <FilterSelect
        label={t('status')}
        placeholder={t('allStatuses')}
        value={params.status}
        onChange={(status) => update({ status })}
        options={productStatuses.map((status) => ({ value: status, label: t(statusLabelKeys[status]) }))}
        width={140}
      />
      <FilterSelect
        label={t('stock')}
        placeholder={t('allStock')}
        value={params.stock}
        onChange={(stock) => update({ stock })}
        options={stockStates.map((state) => ({ value: state, label: t(stockLabelKeys[state]) }))}
        width={140}
      />
      <FilterSelect
        label={t('isNew')}
        placeholder={t('isNewAny')}
        value={flagValue(params.isNew)}
        onChange={(value) => update({ isNew: flagOf(value) })}
        options={yesNo}
        width={120}
      />
      <FilterSelect
        label={t('isRecommended')}
        placeholder={t('isRecommendedAny')}
        value={flagValue(params.isRecommended)}
        onChange={(value) => update({ isRecommended: flagOf(value) })}
        options={yesNo}
        width={150}
      />
    </>
  );
}
