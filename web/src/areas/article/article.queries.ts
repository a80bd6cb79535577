import type { ArticleDetail, articleListQuery } from '@shop/contract/areas/article';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { ListParams } from '../../lib/list/list-params';
import { articleKeys, productKeys } from '../../lib/resource-keys';

export type ArticleListParams = ListParams<typeof articleListQuery>;

/** One page of articles with every status's count; the previous page stays while the next loads. */
export const articleListOptions = (query: ArticleListParams) =>
  queryOptions({
    queryKey: articleKeys.list(query),
    queryFn: () => call('listArticles', { query }),
    placeholderData: keepPreviousData,
  });

/** `quiet`: the page says itself that the article could not be read (a stale link). */
export const articleOptions = (id: number) =>
  queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: () => call('getArticle', { params: { id } }, { quiet: true }),
    retry: false,
  });

/** Under the article's key, so a save or a restore reads them again. */
export const articleRevisionsOptions = (id: number) =>
  queryOptions({
    queryKey: [...articleKeys.detail(id), 'revisions'] as const,
    queryFn: () => call('listArticleRevisions', { params: { id } }),
  });

/** Products by title as staff type, for the linked products. */
export const productChoicesOptions = (q: string) =>
  queryOptions({
    queryKey: productKeys.list({ q, page: 1, pageSize: 20, choices: true }),
    queryFn: () => call('listProducts', { query: { q: q || undefined, page: 1, pageSize: 20 } }),
    staleTime: 30_000,
  });

/**
 * After a save, a move or a restore: the answer goes into the cache (and its revisions are read
 * again); every article list and its counts are read again.
 */
export function refreshArticles(queryClient: QueryClient, answered?: ArticleDetail) {
  if (answered) {
    queryClient.setQueryData(articleKeys.detail(answered.id), answered);
    void queryClient.invalidateQueries({ queryKey: [...articleKeys.detail(answered.id), 'revisions'] });
  }
  void queryClient.invalidateQueries({ queryKey: articleKeys.lists() });
}
