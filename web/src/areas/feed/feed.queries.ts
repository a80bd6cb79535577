import type { FeedPostDetail, feedCommentListQuery, feedPostListQuery } from '@shop/contract/areas/feed';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import type { ListParams } from '../../lib/list/list-params';
import { dashboardKeys, feedCommentKeys, feedPostKeys, productKeys } from '../../lib/resource-keys';

export type FeedPostListParams = ListParams<typeof feedPostListQuery>;
export type FeedCommentListParams = ListParams<typeof feedCommentListQuery>;

/** The moderation queue reads oldest first: the post waiting longest is reviewed first. */
export const QUEUE_SORT = 'createdAt:asc' as const;

/** One page of posts with every tab's count under the same filters. */
export const feedPostListOptions = (query: FeedPostListParams) =>
  queryOptions({
    queryKey: feedPostKeys.list(query),
    queryFn: () => call('listFeedPosts', { query }),
    placeholderData: keepPreviousData,
  });

/** `quiet`: the drawer and the edit page say themselves that the post could not be read. */
export const feedPostOptions = (id: number) =>
  queryOptions({
    queryKey: feedPostKeys.detail(id),
    queryFn: () => call('getFeedPost', { params: { id } }, { quiet: true }),
    retry: false,
  });

export const feedCommentListOptions = (query: FeedCommentListParams) =>
  queryOptions({
    queryKey: feedCommentKeys.list(query),
    queryFn: () => call('listFeedComments', { query }),
    placeholderData: keepPreviousData,
  });

/** A post's comments, newest first, for its drawer (the first 100: more waits for the comment view). */
export const postCommentsOptions = (postId: number) => {
  const query = { postId, page: 1, pageSize: 100, sort: 'createdAt:desc' } as const;
  return queryOptions({
    queryKey: feedCommentKeys.list(query),
    queryFn: () => call('listFeedComments', { query }),
  });
};

/** Products whose title holds `q`, for the post form's linked products. */
export const productChoicesOptions = (q: string) => {
  const query = { q: q || undefined, page: 1, pageSize: 20, sort: 'title:asc' } as const;
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => call('listProducts', { query }, { quiet: true }),
    retry: false,
    staleTime: 30_000,
  });
};

/**
 * After a post is written or moderated: the answers go into the cache, and the post lists (their
 * tab counts), the comment lists (their post excerpts) and the dashboard's to-do are read again.
 */
export function refreshPosts(queryClient: QueryClient, answered: readonly FeedPostDetail[] = []) {
  for (const post of answered) queryClient.setQueryData(feedPostKeys.detail(post.id), post);
  void queryClient.invalidateQueries({ queryKey: feedPostKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

/** After a comment is moderated or written: the comment lists, the posts' counts and the to-do. */
export function refreshComments(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: feedCommentKeys.all });
  void queryClient.invalidateQueries({ queryKey: feedPostKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}
