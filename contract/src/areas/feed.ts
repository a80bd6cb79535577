import { z } from 'zod';
import { idField, idParam } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { versionField, versionParam } from '../stale-version.js';

export { idParams } from '../ids.js';

/**
 * Feeds (access `feed`; domain.md 1.9, 2.1, 2.2, issue 22): the shop's community posts, written by
 * customers (in the shop, or entered by staff on a customer's behalf) and by staff, and moderated
 * here before anyone sees them. A post is text with up to nine images from the image store and
 * the products it talks about; its comments are moderated on their own. Moderation needs
 * `feed.moderate`. The endpoints are in `feed.endpoints.ts`; what refusals say in
 * `feed.messages.ts`.
 */

// ---------------------------------------------------------------------------------------------
// Posts

/**
 * DRAFT → PENDING_REVIEW (submit) → PUBLISHED (approve) | REJECTED (reject, with a reason);
 * PUBLISHED ↔ HIDDEN; any → DELETED (soft, final). A staff post may skip review (published at
 * once) unless it contains a blocked word; a customer's post always waits for review. A rejected
 * post may be edited and submitted again.
 */
export const feedPostStatuses = [
  'DRAFT',
  'PENDING_REVIEW',
  'PUBLISHED',
  'REJECTED',
  'HIDDEN',
  'DELETED',
] as const;
export type FeedPostStatus = (typeof feedPostStatuses)[number];

/** Where each action may start; anything else is 42203 `feed.cannot<Action>`. */
export const feedPostActionsFrom = {
  submit: ['DRAFT', 'REJECTED'],
  approve: ['PENDING_REVIEW'],
  reject: ['PENDING_REVIEW'],
  hide: ['PUBLISHED'],
  show: ['HIDDEN'],
  /** Pinned posts head the shop's feed; hiding a post unpins it. */
  pin: ['PUBLISHED'],
  unpin: ['PUBLISHED'],
  /** Staff posts only: a customer's words are moderated, never rewritten (`feed.customerPostReadOnly`). */
  edit: ['DRAFT', 'PENDING_REVIEW', 'REJECTED', 'PUBLISHED', 'HIDDEN'],
  delete: ['DRAFT', 'PENDING_REVIEW', 'PUBLISHED', 'REJECTED', 'HIDDEN'],
} as const satisfies Record<string, readonly FeedPostStatus[]>;
export type FeedPostAction = keyof typeof feedPostActionsFrom;

export function canDoFeedPostAction(action: FeedPostAction, status: FeedPostStatus): boolean {
  return (feedPostActionsFrom[action] as readonly FeedPostStatus[]).includes(status);
}

export const feedAuthorTypes = ['STAFF', 'CUSTOMER'] as const;
export type FeedAuthorType = (typeof feedAuthorTypes)[number];

export const MAX_FEED_IMAGES = 9;
export const MAX_FEED_PRODUCTS = 10;
export const MAX_FEED_CONTENT = 2000;
export const MAX_REJECT_REASON = 200;
/** A bulk moderation names at most this many posts (or comments). */
export const MAX_FEED_BULK = 100;

export const feedImage = z.object({ id: z.number().int(), url: z.string() });
export const feedLinkedProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
});

export const feedPostListItem = z.object({
  id: z.number().int(),
  authorType: z.enum(feedAuthorTypes),
  /** The customer's or the staff member's id and name (as they are now). */
  authorId: z.number().int(),
  authorName: z.string(),
  content: z.string(),
  images: z.array(feedImage),
  products: z.array(feedLinkedProduct),
  status: z.enum(feedPostStatuses),
  pinned: z.boolean(),
  /** The blocked words (config `feed_blocked_words`) found in the content when it was last written. */
  flaggedWords: z.array(z.string()),
  likeCount: z.number().int(),
  /** Published comments. */
  commentCount: z.number().int(),
  /** Comments waiting for review. */
  pendingCommentCount: z.number().int(),
  rejectReason: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type FeedPostListItem = z.infer<typeof feedPostListItem>;

export const feedPostDetail = feedPostListItem;
export type FeedPostDetail = z.infer<typeof feedPostDetail>;

/** The moderation queue reads oldest first; the other tabs newest first. */
export const feedPostSortFields = ['createdAt', 'publishedAt', 'commentCount', 'likeCount'] as const;
export type FeedPostSortField = (typeof feedPostSortFields)[number];
export const FEED_POST_DEFAULT_SORT: SortValue<FeedPostSortField> = 'createdAt:desc';

/** The list's tabs: the statuses staff work with (DELETED posts are listed only on their tab). */
export const feedPostTabs = [
  'PENDING_REVIEW',
  'PUBLISHED',
  'HIDDEN',
  'REJECTED',
  'DRAFT',
  'DELETED',
] as const;
export type FeedPostTab = (typeof feedPostTabs)[number];

export const feedPostFilters = z.object({
  /** Part of the content or of the author's name (any case). */
  q: searchParam,
  tab: z.enum(feedPostTabs).optional(),
  authorType: z.enum(feedAuthorTypes).optional(),
  customerId: idParam.optional(),
  staffId: idParam.optional(),
  /** Posts linking this product. */
  productId: idParam.optional(),
  hasImages: z.enum(['true', 'false']).optional(),
  /** Only posts with a blocked word. */
  flagged: z.enum(['true', 'false']).optional(),
  pinned: z.enum(['true', 'false']).optional(),
  /** Written at or after / before. */
  from: dateTimeParam.optional(),
  to: dateTimeParam.optional(),
  sort: sortParam(feedPostSortFields, FEED_POST_DEFAULT_SORT),
});
export type FeedPostFilters = z.infer<typeof feedPostFilters>;
export const feedPostListQuery = feedPostFilters.extend(pageQuery.shape);
export type FeedPostListQuery = z.input<typeof feedPostListQuery>;

/** Each count stops at this many posts (`totalCapped`), as the record list's. */
export const FEED_COUNT_CAP = 10_000;

/** Tab → count under the same filters (the tab itself ignored); `ALL` counts every post but DELETED. */
export const feedPostCounts = z.record(z.enum([...feedPostTabs, 'ALL']), z.number().int());
export const feedPostListData = listDataOf(feedPostListItem).extend({
  counts: feedPostCounts,
  totalCapped: z.boolean(),
});
export type FeedPostListData = z.infer<typeof feedPostListData>;

/**
 * A post as staff write it. Without `customerId` it is the signed-in staff member's own post;
 * with it, a customer's words entered on their behalf (always reviewed). `submit` false keeps a
 * DRAFT; true submits it: a staff post with `skipReview` and no blocked word is PUBLISHED at once,
 * anything else waits in PENDING_REVIEW.
 */
export const feedPostFields = z
  .object({
    content: z.string().trim().min(1, 'feed.contentRequired').max(MAX_FEED_CONTENT),
    imageIds: z.array(idField).max(MAX_FEED_IMAGES, 'feed.tooManyImages').default([]),
    productIds: z.array(idField).max(MAX_FEED_PRODUCTS, 'feed.tooManyProducts').default([]),
  })
  .strict();

export const feedPostCreateBody = feedPostFields
  .extend({
    customerId: idField.nullable().default(null),
    submit: z.boolean().default(true),
    skipReview: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.customerId !== null && body.skipReview)
      ctx.addIssue({ code: 'custom', path: ['skipReview'], message: 'feed.customerPostNeedsReview' });
  });
export type FeedPostCreateBody = z.input<typeof feedPostCreateBody>;

/**
 * Rewrites a staff post at the version read. A published or hidden post whose new content holds a
 * blocked word goes back to PENDING_REVIEW.
 */
export const feedPostUpdateBody = feedPostFields.extend({ version: versionField }).strict();
export type FeedPostUpdateBody = z.input<typeof feedPostUpdateBody>;

/** submit / approve / hide / show / pin / unpin at the version read. */
export const feedPostActionBody = z
  .object({
    version: versionField,
    /** submit only: publish at once when the post is staff's and holds no blocked word. */
    skipReview: z.boolean().default(false),
  })
  .strict();
export type FeedPostActionBody = z.input<typeof feedPostActionBody>;

export const feedRejectBody = z
  .object({
    version: versionField,
    reason: z.string().trim().min(1, 'feed.reasonRequired').max(MAX_REJECT_REASON),
  })
  .strict();
export type FeedRejectBody = z.input<typeof feedRejectBody>;

export const feedDeleteQuery = z.object({ version: versionParam });

/**
 * Approve or reject many pending posts at once: all or nothing. When any named post is not
 * PENDING_REVIEW (or not at the version given), nothing changes and the refusal names them.
 */
export const feedBulkModerateBody = z
  .object({
    action: z.enum(['approve', 'reject']),
    items: z
      .array(z.object({ id: idField, version: versionField }).strict())
      .min(1)
      .max(MAX_FEED_BULK, 'feed.bulkTooMany'),
    reason: z.string().trim().max(MAX_REJECT_REASON).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.action === 'reject' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'feed.reasonRequired' });
    const ids = new Set<number>();
    body.items.forEach((item, index) => {
      if (ids.has(item.id))
        ctx.addIssue({ code: 'custom', path: ['items', index, 'id'], message: 'feed.bulkTwice' });
      ids.add(item.id);
    });
  });
export type FeedBulkModerateBody = z.input<typeof feedBulkModerateBody>;
export const feedBulkPostData = z.object({ items: z.array(feedPostListItem) });
export type FeedBulkPostData = z.infer<typeof feedBulkPostData>;

// ---------------------------------------------------------------------------------------------
// Comments

/**
 * PENDING → PUBLISHED (approve) | SPAM | REMOVED; PUBLISHED → SPAM | REMOVED (taken down after the
 * fact); SPAM or REMOVED → PUBLISHED (restore, SHO's not-spam). A staff reply is published at once
 * unless it holds a blocked word.
 */
export const feedCommentStatuses = ['PENDING', 'PUBLISHED', 'SPAM', 'REMOVED'] as const;
export type FeedCommentStatus = (typeof feedCommentStatuses)[number];

export const feedCommentActionsFrom = {
  approve: ['PENDING'],
  spam: ['PENDING', 'PUBLISHED'],
  remove: ['PENDING', 'PUBLISHED', 'SPAM'],
  restore: ['SPAM', 'REMOVED'],
} as const satisfies Record<string, readonly FeedCommentStatus[]>;
export type FeedCommentAction = keyof typeof feedCommentActionsFrom;

export function canDoFeedCommentAction(action: FeedCommentAction, status: FeedCommentStatus): boolean {
  return (feedCommentActionsFrom[action] as readonly FeedCommentStatus[]).includes(status);
}

export const MAX_FEED_COMMENT = 500;

export const feedComment = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  /** A short start of the post, for the comment queue. */
  postExcerpt: z.string(),
  authorType: z.enum(feedAuthorTypes),
  authorId: z.number().int(),
  authorName: z.string(),
  content: z.string(),
  status: z.enum(feedCommentStatuses),
  flaggedWords: z.array(z.string()),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type FeedComment = z.infer<typeof feedComment>;

export const feedCommentFilters = z.object({
  /** Part of the comment or of its author's name. */
  q: searchParam,
  status: z.enum(feedCommentStatuses).optional(),
  postId: idParam.optional(),
  sort: sortParam(['createdAt'] as const, 'createdAt:desc'),
});
export const feedCommentListQuery = feedCommentFilters.extend(pageQuery.shape);
export type FeedCommentListQuery = z.input<typeof feedCommentListQuery>;
/** Status → count under the same filters (status ignored), capped as the posts'. */
export const feedCommentCounts = z.record(z.enum([...feedCommentStatuses, 'ALL']), z.number().int());
export const feedCommentListData = listDataOf(feedComment).extend({
  counts: feedCommentCounts,
  totalCapped: z.boolean(),
});
export type FeedCommentListData = z.infer<typeof feedCommentListData>;

/** A staff reply under a post (published unless it holds a blocked word). */
export const feedReplyBody = z
  .object({ content: z.string().trim().min(1, 'feed.contentRequired').max(MAX_FEED_COMMENT) })
  .strict();
export type FeedReplyBody = z.input<typeof feedReplyBody>;

export const feedCommentActionBody = z.object({ version: versionField }).strict();
export type FeedCommentActionBody = z.input<typeof feedCommentActionBody>;

/** Many comments at once, all or nothing (as the posts' bulk moderation). */
export const feedBulkCommentBody = z
  .object({
    action: z.enum(['approve', 'spam', 'remove']),
    items: z
      .array(z.object({ id: idField, version: versionField }).strict())
      .min(1)
      .max(MAX_FEED_BULK, 'feed.bulkTooMany'),
  })
  .strict()
  .superRefine((body, ctx) => {
    const ids = new Set<number>();
    body.items.forEach((item, index) => {
      if (ids.has(item.id))
        ctx.addIssue({ code: 'custom', path: ['items', index, 'id'], message: 'feed.bulkTwice' });
      ids.add(item.id);
    });
  });
export type FeedBulkCommentBody = z.input<typeof feedBulkCommentBody>;
export const feedBulkCommentData = z.object({ items: z.array(feedComment) });

// ---------------------------------------------------------------------------------------------
// Refusal data

/** `data` of a refused bulk moderation (42203 `feed.bulkRefused`): the rows that stopped it. */
export interface FeedBulkRefusalData {
  refused: { id: number; status: string; reason: 'status' | 'version' | 'notFound' }[];
}

/** `data` of a refused single action (42203): the row, where it stands and where it may start. */
export interface FeedTransitionRefusalData {
  id: number;
  status: string;
  allowed: string;
}

// ---------------------------------------------------------------------------------------------
// Blocked words (config `feed_blocked_words`): the console warns as staff type, the server decides

/** The words of the config value: separated by commas or new lines, trimmed, empty ones dropped. */
export function blockedWordsOf(configValue: string): string[] {
  return [
    ...new Set(
      configValue
        .split(/[,，\n]/)
        .map((w) => w.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * The blocked words a text contains, in the list's order. Matching ignores case and finds a word
 * inside others ("spam" in "spammy"), since Chinese and Japanese have no spaces to split on.
 */
export function blockedWordsIn(text: string, words: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return words.filter((word) => lower.includes(word));
}
