import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productChoicesOptions } from './filter-choices.queries';

const TYPING_PAUSE_MS = 300;

export interface ProductSelectProps {
  value: number | undefined;
  /** The chosen product's title when known elsewhere (the list's rows), for a link opened cold. */
  knownTitle: string | undefined;
  onChange(productId: number | undefined): void;
}

/**
 * The product filter: a Select that searches the catalogue as staff type. When the catalogue
 * cannot answer, its dropdown says so and the rest of the page works on.
 */
export function ProductSelect({ value, knownTitle, onChange }: ProductSelectProps) {
  const { t } = useTranslation('inventory');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // The catalogue is asked only once someone opens the filter, not on every visit to the page.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useQuery({ ...productChoicesOptions(q), enabled: opened });

  const options = choices.data ?? [];
  // A product from the URL that this search did not return still shows its name, not its id.
  const shown =
    value !== undefined && !options.some((o) => o.value === value)
      ? [{ value, label: knownTitle ?? t('productNumber', { id: value }) }, ...options]
      : options;

  return (
    <Select<number>
      aria-label={t('product')}
      placeholder={t('allProducts')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={choices.isFetching}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else setTyped('');
      }}
      options={shown}
      notFoundContent={choices.isError ? t('productsUnavailable') : t('noProducts')}
      style={{ width: 220 }}
    />
  );
}
