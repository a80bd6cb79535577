import type { InventoryListQuery } from '@shop/contract/areas/inventory';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { ProductSelect } from './product-select';

export interface SkuFiltersProps {
  params: InventoryListQuery;
  update(patch: Partial<InventoryListQuery>, options?: UpdateOptions): void;
  /** The filtered product's title, read off the rows shown. */
  productTitle: string | undefined;
}

/** Search over code and title, the stock state (low / out), and the product. */
export function SkuFilters({ params, update, productTitle }: SkuFiltersProps) {
  const { t } = useTranslation('inventory');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  return (
    <>
      <SearchBox q={params.q} onSearch={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <FilterSelect
        label={t('stock')}
        placeholder={t('allStock')}
        value={params.stock}
        onChange={(stock) => update({ stock })}
        options={[
          { value: 'low', label: t('stockLow') },
          { value: 'out', label: t('stockOut') },
        ]}
        width={150}
      />
      <ProductSelect
        value={params.productId}
        knownTitle={productTitle}
        onChange={(productId) => update({ productId })}
      />
    </>
  );
}
