import { MAX_FEED_PRODUCTS } from '@shop/contract/areas/feed';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../lib/permissions';
import { useTypedSearch } from '../../lib/use-typed-search';
import { productChoicesOptions } from './feed.queries';

/** A linked product as the form holds it: the id to save and the title to show. */
export interface LinkedProduct {
  id: number;
  title: string;
}

export interface FeedProductsFieldProps {
  value?: LinkedProduct[];
  onChange?(products: LinkedProduct[]): void;
  id?: string;
  disabled?: boolean;
}

/** The products a post talks about (at most ten), searched by title as staff type. */
export function FeedProductsField({ value = [], onChange, id, disabled }: FeedProductsFieldProps) {
  const { t } = useTranslation('feed');
  const search = useTypedSearch();
  const mayList = useCanCall('listProducts');
  const choices = useQuery({ ...productChoicesOptions(search.q), enabled: mayList && search.opened });
  // Titles of products picked from earlier searches, so the tags still name them.
  const [known, setKnown] = useState<Map<number, string>>(new Map());
  const found = (choices.data?.items ?? []).map((p) => ({ value: p.id, label: p.title }));
  const picked = value.map((p) => ({ value: p.id, label: p.title }));
  const options = [...picked, ...found.filter((o) => !value.some((p) => p.id === o.value))];
  const full = value.length >= MAX_FEED_PRODUCTS;
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      aria-label={t('linkedProducts')}
      placeholder={t('productsPlaceholder', { max: MAX_FEED_PRODUCTS })}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      loading={choices.isFetching}
      value={value.map((p) => p.id)}
      onChange={(ids) => {
        const titles = new Map(known);
        for (const o of options) titles.set(o.value, o.label);
        setKnown(titles);
        onChange?.(ids.map((pid) => ({ id: pid, title: titles.get(pid) ?? `#${pid}` })));
      }}
      onOpenChange={search.onOpenChange}
      options={options.map((o) => ({ ...o, disabled: full && !value.some((p) => p.id === o.value) }))}
      notFoundContent={choices.isError ? t('productsUnavailable') : t('noProducts')}
      style={{ width: '100%' }}
    />
  );
}
