import type {
  FeedBulkModerateBody,
  FeedCommentAction,
  FeedPostCreateBody,
  FeedPostUpdateBody,
} from '@shop/contract/areas/feed';
import { call } from '../../lib/api';

/*
 * Every write is `quiet`: the page, drawer or dialog tells a refusal (a stale version 40900, a
 * move the status no longer allows 42203, a refused bulk naming its rows) in place and in the
 * console's language.
 */
const quiet = { quiet: true };

/** The one-step moves of a post (reject needs a reason; delete is its own call). */
export type PostMove = 'approve' | 'hide' | 'show' | 'pin' | 'unpin';

export const createPost = (body: FeedPostCreateBody) => call('createFeedPost', { body }, quiet);

export const updatePost = (id: number, body: FeedPostUpdateBody) =>
  call('updateFeedPost', { params: { id }, body }, quiet);

export const submitPost = (id: number, version: number, skipReview: boolean) =>
  call('submitFeedPost', { params: { id }, body: { version, skipReview } }, quiet);

export const movePost = (move: PostMove, id: number, version: number) => {
  const request = { params: { id }, body: { version } };
  if (move === 'approve') return call('approveFeedPost', request, quiet);
  if (move === 'hide') return call('hideFeedPost', request, quiet);
  if (move === 'show') return call('showFeedPost', request, quiet);
  if (move === 'pin') return call('pinFeedPost', request, quiet);
  return call('unpinFeedPost', request, quiet);
};

export const rejectPost = (id: number, version: number, reason: string) =>
  call('rejectFeedPost', { params: { id }, body: { version, reason } }, quiet);

export const deletePost = (id: number, version: number) =>
  call('deleteFeedPost', { params: { id }, query: { version } }, quiet);

export const bulkModeratePosts = (body: FeedBulkModerateBody) =>
  call('bulkModerateFeedPosts', { body }, quiet);

export const moveComment = (action: FeedCommentAction, id: number, version: number) => {
  const request = { params: { id }, body: { version } };
  if (action === 'approve') return call('approveFeedComment', request, quiet);
  if (action === 'spam') return call('spamFeedComment', request, quiet);
  if (action === 'remove') return call('removeFeedComment', request, quiet);
  return call('restoreFeedComment', request, quiet);
};

export const bulkModerateComments = (
  action: 'approve' | 'spam' | 'remove',
  items: { id: number; version: number }[],
) => call('bulkModerateFeedComments', { body: { action, items } }, quiet);

export const replyToPost = (id: number, content: string) =>
  call('replyFeedPost', { params: { id }, body: { content } }, quiet);
