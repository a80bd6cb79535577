import { MAX_ARTICLE_PRODUCTS } from '@shop/contract/areas/article';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanCall } from '../../lib/permissions';
import { useTypedSearch } from '../../lib/use-typed-search';
import { productChoicesOptions } from './article.queries';

export interface ArticleProductSelectProps {
  id?: string;
  value?: number[];
  onChange?(ids: number[]): void;
  /** Titles of the products already linked (the saved article's), shown before any search. */
  known: ReadonlyMap<number, string>;
}

/**
 * The linked products (at most 10), searched by title as staff type. A member who may not read
 * the product list keeps the links as they are and is told why.
 */
export function ArticleProductSelect({ id, value = [], onChange, known }: ArticleProductSelectProps) {
  const { t } = useTranslation('article');
  const search = useTypedSearch();
  const mayList = useCanCall('listProducts');
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const choices = useQuery({ ...productChoicesOptions(search.q), enabled: mayList && search.opened });
  const found = (choices.data?.items ?? []).map((p) => ({ value: p.id, label: p.title }));
  const labelOf = (productId: number) => picked.get(productId) ?? known.get(productId) ?? `#${productId}`;
  const options = [
    ...value.filter((v) => !found.some((o) => o.value === v)).map((v) => ({ value: v, label: labelOf(v) })),
    ...found,
  ];
  const full = value.length >= MAX_ARTICLE_PRODUCTS;

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      aria-label={t('products')}
      placeholder={t('productsPlaceholder')}
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      loading={choices.isFetching}
      value={value}
      onOpenChange={search.onOpenChange}
      onChange={(ids) => {
        const next = new Map(picked);
        for (const productId of ids) {
          const option = found.find((o) => o.value === productId);
          if (option) next.set(productId, option.label);
        }
        setPicked(next);
        onChange?.(ids);
      }}
      options={options.map((o) => ({ ...o, disabled: full && !value.includes(o.value) }))}
      notFoundContent={choices.isError || !mayList ? t('productsUnavailable') : t('productsNone')}
      style={{ width: '100%' }}
    />
  );
}
