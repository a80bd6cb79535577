import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../lib/permissions';
import { useTypedSearch } from '../../lib/use-typed-search';
import { productChoicesOptions } from './filter-choices.queries';

export interface ProductSelectProps {
  value: number | undefined;
  /** The chosen product's title when known elsewhere (the list's rows), for a link opened cold. */
  knownTitle: string | undefined;
  onChange(productId: number | undefined): void;
}

/**
 * The product filter: a Select that searches the catalogue as staff type. When the catalogue
 * cannot answer, its dropdown says so and the rest of the page works on; a member who may not
 * read it gets the filter only to clear one set by a link.
 */
export function ProductSelect({ value, knownTitle, onChange }: ProductSelectProps) {
  const { t } = useTranslation('inventory');
  const search = useTypedSearch();
  const mayList = useCanCall('listProducts');
  const choices = useQuery({ ...productChoicesOptions(search.q), enabled: mayList && search.opened });

  const options = choices.data ?? [];
  // A product from the URL that this search did not return still shows its name, not its id.
  const shown =
    value !== undefined && !options.some((o) => o.value === value)
      ? [{ value, label: knownTitle ?? t('productNumber', { id: value }) }, ...options]
      : options;

  if (!mayList && value === undefined) return null;
  return (
    <Select<number>
      aria-label={t('product')}
      placeholder={t('allProducts')}
      allowClear
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      loading={choices.isFetching}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      onOpenChange={search.onOpenChange}
      options={shown}
      notFoundContent={choices.isError ? t('productsUnavailable') : t('noProducts')}
      style={{ width: 220 }}
    />
  );
}
