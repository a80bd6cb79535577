import { articleCategories } from '@shop/contract/areas/article';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../lib/list/date-range-filter';
import { rangeOfParams, rangeParamsOf } from '../../lib/list/filter-params';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import type { ArticleListParams } from './article.queries';
import { articleCategoryKeys } from './article-labels';

export interface ArticleFiltersProps {
  params: ArticleListParams;
  update(patch: Partial<ArticleListParams>, options?: UpdateOptions): void;
}

/** A search over title, slug and summary; the category, one tag, and when published (or due). */
export function ArticleFilters({ params, update }: ArticleFiltersProps) {
  const { t } = useTranslation('article');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);
  const searchTag = useCallback(
    (tag: string, options?: UpdateOptions) => update({ tag: tag.trim() || undefined }, options),
    [update],
  );
  return (
    <>
      <SearchBox q={params.q} onSearch={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <FilterSelect
        label={t('category')}
        placeholder={t('allCategories')}
        value={params.category}
        onChange={(category) => update({ category })}
        options={articleCategories.map((c) => ({ value: c, label: t(articleCategoryKeys[c]) }))}
        width={140}
      />
      <SearchBox
        q={params.tag}
        onSearch={searchTag}
        label={t('tagFilter')}
        placeholder={t('tagFilterPlaceholder')}
      />
      <DateRangeFilter
        aria-label={t('publishedRange')}
        placeholder={[t('publishedFrom'), t('publishedTo')]}
        allowEmpty={[true, true]}
        value={rangeOfParams(params.from, params.to)}
        onChange={(range) => update(rangeParamsOf(range))}
      />
    </>
  );
}
