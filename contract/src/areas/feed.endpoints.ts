import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import {
  feedBulkCommentBody,
  feedBulkCommentData,
  feedBulkModerateBody,
  feedBulkPostData,
  feedComment,
  feedCommentActionBody,
  feedCommentListData,
  feedCommentListQuery,
  feedDeleteQuery,
  feedPostActionBody,
  feedPostCreateBody,
  feedPostDetail,
  feedPostListData,
  feedPostListQuery,
  feedPostUpdateBody,
  feedRejectBody,
  feedReplyBody,
  idParams,
} from './feed.js';

const access = 'feed';
const moderate = 'feed.moderate';
const tag = 'feed';

const onPost = [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.ILLEGAL_TRANSITION] as const;

/** One life-cycle action of a post at the version read (42203 outside `feedPostActionsFrom`). */
function postAction<const Id extends string, const Verb extends string>(
  operationId: Id,
  verb: Verb,
  summary: string,
) {
  return endpoint({
    operationId,
    method: 'POST',
    path: `/base/admin/feed-posts/:id/${verb}`,
    access: moderate,
    tag,
    summary,
    params: idParams,
    body: feedPostActionBody,
    data: feedPostDetail,
    refusals: onPost,
  });
}

/** One moderation action of a comment at the version read (42203 outside `feedCommentActionsFrom`). */
function commentAction<const Id extends string, const Verb extends string>(
  operationId: Id,
  verb: Verb,
  summary: string,
) {
  return endpoint({
    operationId,
    method: 'POST',
    path: `/base/admin/feed-comments/:id/${verb}`,
    access: moderate,
    tag,
    summary,
    params: idParams,
    body: feedCommentActionBody,
    data: feedComment,
    refusals: onPost,
  });
}

/**
 * Feeds (access `feed`): posts by customers and staff, their moderation queue and their comments'
 * moderation. Approving, rejecting, hiding, pinning, deleting and every comment action need
 * `feed.moderate`; so does publishing a staff post without review (`skipReview`).
 */
export const feedEndpoints = endpoints(
  endpoint({
    operationId: 'listFeedPosts',
    method: 'GET',
    path: '/base/admin/feed-posts',
    access,
    tag,
    summary:
      'Posts by status tab (every tab’s count, capped at 10,000: totalCapped), search content/author, author type or id, linked product, images, blocked words, pinned, written range, sort, pages',
    query: feedPostListQuery,
    data: feedPostListData,
  }),
  endpoint({
    operationId: 'createFeedPost',
    method: 'POST',
    path: '/base/admin/feed-posts',
    access,
    tag,
    summary:
      'A staff post (or a customer’s, entered for them): DRAFT, or submitted: PENDING_REVIEW, or PUBLISHED at once for a staff post with skipReview (needs feed.moderate, 403 otherwise) and no blocked word',
    body: feedPostCreateBody,
    data: feedPostDetail,
  }),
  endpoint({
    operationId: 'getFeedPost',
    method: 'GET',
    path: '/base/admin/feed-posts/:id',
    access,
    tag,
    summary: 'One post with its images, products and counts',
    params: idParams,
    data: feedPostDetail,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'updateFeedPost',
    method: 'PUT',
    path: '/base/admin/feed-posts/:id',
    access,
    tag,
    summary:
      'Rewrite a staff post at the version read (40900 when stale); a customer’s post is refused (42203 feed.customerPostReadOnly); a published or hidden post that now holds a blocked word goes back to review',
    params: idParams,
    body: feedPostUpdateBody,
    data: feedPostDetail,
    refusals: onPost,
  }),
  endpoint({
    operationId: 'deleteFeedPost',
    method: 'DELETE',
    path: '/base/admin/feed-posts/:id',
    access: moderate,
    tag,
    summary: 'Soft-delete a post at the version read: it leaves every tab but Deleted, for good',
    params: idParams,
    query: feedDeleteQuery,
    data: feedPostDetail,
    refusals: onPost,
  }),
  endpoint({
    operationId: 'submitFeedPost',
    method: 'POST',
    path: '/base/admin/feed-posts/:id/submit',
    access,
    tag,
    summary:
      'DRAFT or REJECTED → PENDING_REVIEW, or PUBLISHED for a staff post with skipReview (feed.moderate) and no blocked word',
    params: idParams,
    body: feedPostActionBody,
    data: feedPostDetail,
    refusals: onPost,
  }),
  postAction('approveFeedPost', 'approve', 'PENDING_REVIEW → PUBLISHED'),
  endpoint({
    operationId: 'rejectFeedPost',
    method: 'POST',
    path: '/base/admin/feed-posts/:id/reject',
    access: moderate,
    tag,
    summary: 'PENDING_REVIEW → REJECTED with a reason the author is told',
    params: idParams,
    body: feedRejectBody,
    data: feedPostDetail,
    refusals: onPost,
  }),
  postAction('hideFeedPost', 'hide', 'PUBLISHED → HIDDEN (and unpinned)'),
  postAction('showFeedPost', 'show', 'HIDDEN → PUBLISHED'),
  postAction('pinFeedPost', 'pin', 'Pin a PUBLISHED post to the head of the shop’s feed'),
  postAction('unpinFeedPost', 'unpin', 'Unpin a PUBLISHED post'),
  endpoint({
    operationId: 'bulkModerateFeedPosts',
    method: 'POST',
    path: '/base/admin/feed-posts/bulk-moderate',
    access: moderate,
    tag,
    summary:
      'Approve or reject up to 100 pending posts, all or nothing: when any is not PENDING_REVIEW at the version given, nothing changes (42203 feed.bulkRefused names them)',
    body: feedBulkModerateBody,
    data: feedBulkPostData,
    refusals: [Codes.ILLEGAL_TRANSITION],
  }),
  endpoint({
    operationId: 'listFeedComments',
    method: 'GET',
    path: '/base/admin/feed-comments',
    access,
    tag,
    summary:
      'Comments by status (every status’s count, capped at 10,000), of one post or all, search text/author, sort, pages',
    query: feedCommentListQuery,
    data: feedCommentListData,
  }),
  endpoint({
    operationId: 'replyFeedPost',
    method: 'POST',
    path: '/base/admin/feed-posts/:id/comments',
    access,
    tag,
    summary:
      'A staff reply under a post that is not deleted: PUBLISHED, or PENDING when it holds a blocked word',
    params: idParams,
    body: feedReplyBody,
    data: feedComment,
    refusals: [Codes.NOT_FOUND, Codes.ILLEGAL_TRANSITION],
  }),
  commentAction('approveFeedComment', 'approve', 'PENDING → PUBLISHED'),
  commentAction('spamFeedComment', 'spam', 'PENDING or PUBLISHED → SPAM'),
  commentAction('removeFeedComment', 'remove', 'PENDING, PUBLISHED or SPAM → REMOVED'),
  commentAction('restoreFeedComment', 'restore', 'SPAM or REMOVED → PUBLISHED'),
  endpoint({
    operationId: 'bulkModerateFeedComments',
    method: 'POST',
    path: '/base/admin/feed-comments/bulk-moderate',
    access: moderate,
    tag,
    summary:
      'Approve, mark as spam or remove up to 100 comments, all or nothing (42203 feed.bulkRefused names the ones that stopped it)',
    body: feedBulkCommentBody,
    data: feedBulkCommentData,
    refusals: [Codes.ILLEGAL_TRANSITION],
  }),
);
