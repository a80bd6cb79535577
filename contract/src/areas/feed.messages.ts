import { messageCatalogue } from '../message.js';

/**
 * What the feed area's refusals and field checks say, in English; the console translates each key.
 * Statuses travel as their codes (`PENDING_REVIEW`), lists of statuses joined by commas.
 */
export const feedMessages = messageCatalogue('feed', {
  // Field checks of the contract's bodies.
  'feed.contentRequired': 'Write something first',
  'feed.tooManyImages': 'At most 9 images per post',
  'feed.tooManyProducts': 'At most 10 products per post',
  'feed.reasonRequired': 'Give the reason the author will be told',
  'feed.customerPostNeedsReview': 'A customer’s post is always reviewed',
  'feed.bulkTooMany': 'At most 100 at once',
  'feed.bulkTwice': 'This one is named twice',

  // Field checks only the server can make.
  'feed.imageNotFound': 'No such image',
  'feed.productNotFound': 'No such product',
  'feed.customerNotFound': 'No such customer',

  // Missing rows.
  'feed.postNotFound': 'No such post',
  'feed.commentNotFound': 'No such comment',

  // 403: publishing without review is moderation.
  'feed.skipReviewForbidden': 'Only moderators may publish without review',

  // 42203: a post's life cycle (data: id, status, allowed).
  'feed.cannotSubmit': 'Cannot submit a post that is {{status}}; allowed from {{allowed}}',
  'feed.cannotApprove': 'Cannot approve a post that is {{status}}; allowed from {{allowed}}',
  'feed.cannotReject': 'Cannot reject a post that is {{status}}; allowed from {{allowed}}',
  'feed.cannotHide': 'Cannot hide a post that is {{status}}; allowed from {{allowed}}',
  'feed.cannotShow': 'Cannot show a post that is {{status}}; allowed from {{allowed}}',
  'feed.cannotPin': 'Cannot pin a post that is {{status}}; allowed from {{allowed}}',
  'feed.cannotUnpin': 'Cannot unpin a post that is {{status}}; allowed from {{allowed}}',
  'feed.cannotEdit': 'Cannot edit a post that is {{status}}; allowed from {{allowed}}',
  'feed.cannotDelete': 'This post is already deleted',
  'feed.customerPostReadOnly': 'A customer’s post is moderated, never rewritten',
  'feed.postDeleted': 'This post is deleted: nothing more can be added to it',

  // 42203: a comment's moderation (data: id, status, allowed).
  'feed.cannotApproveComment': 'Cannot approve a comment that is {{status}}; allowed from {{allowed}}',
  'feed.cannotSpamComment': 'Cannot mark a comment that is {{status}} as spam; allowed from {{allowed}}',
  'feed.cannotRemoveComment': 'Cannot remove a comment that is {{status}}; allowed from {{allowed}}',
  'feed.cannotRestoreComment': 'Cannot restore a comment that is {{status}}; allowed from {{allowed}}',

  // 42203: bulk moderation, all or nothing (data: FeedBulkRefusalData).
  'feed.bulkRefused': '{{count}} of the chosen cannot be moderated so; nothing was changed',
});
