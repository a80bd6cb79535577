import type { ConfigListQuery } from '@shop/contract/areas/config';
import { useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { configCategoriesOptions } from './config.queries';

const TYPING_PAUSE_MS = 300;

export interface ConfigFiltersProps {
  params: ConfigListQuery;
  update(patch: Partial<ConfigListQuery>, options?: UpdateOptions): void;
}

/** Search box over key and label (applied after a pause in typing) and the category filter. */
export function ConfigFilters({ params, update }: ConfigFiltersProps) {
  const { t } = useTranslation('config');
  const categories = useQuery(configCategoriesOptions());
  const [text, setText] = useState(params.q ?? '');
  const applied = useRef(params.q ?? '');

  // The URL changed from elsewhere (Back, Clear filters, a link): the box follows it.
  useEffect(() => {
    const q = params.q ?? '';
    if (q !== applied.current) {
      applied.current = q;
      setText(q);
    }
  }, [params.q]);

  useEffect(() => {
    if (text.trim() === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = text.trim();
      update({ q: text }, { replace: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, update]);

  return (
    <>
      <Input.Search
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => {
          applied.current = value.trim();
          update({ q: value });
        }}
        style={{ width: 240 }}
      />
      <Select
        aria-label={t('category')}
        placeholder={t('allCategories')}
        allowClear
        loading={categories.isFetching}
        value={params.category ?? null}
        onChange={(category) => update({ category: category ?? undefined })}
        options={(categories.data ?? []).map((category) => ({ value: category, label: category }))}
        style={{ width: 180 }}
      />
    </>
  );
}
