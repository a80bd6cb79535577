import { z } from 'zod';
import { isoDateTime } from '../date-time.js';
import { idField, idParam } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { versionField, versionParam } from '../stale-version.js';

export { idParams } from '../ids.js';

/**
 * Articles (access `article`; domain.md 1.12, 2.1, 2.2, issue 22): the shop's stories, written in
 * the product editor's rich text and sanitised by the server as product descriptions are. Each
 * save keeps a revision; any revision can be restored. Publishing, scheduling, unpublishing and
 * deleting need `article.publish`. A scheduled article is published by the server's clock at its
 * time, exactly once however many servers run. The endpoints are in `article.endpoints.ts`; what
 * refusals say in `article.messages.ts`.
 */

/**
 * DRAFT → SCHEDULED (publishAt) → PUBLISHED (by the clock) ↔ UNPUBLISHED. Staff may also publish
 * at once from DRAFT, SCHEDULED or UNPUBLISHED, unschedule (SCHEDULED → DRAFT), and schedule an
 * unpublished article again.
 */
export const articleStatuses = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const articleActionsFrom = {
  schedule: ['DRAFT', 'UNPUBLISHED'],
  unschedule: ['SCHEDULED'],
  publish: ['DRAFT', 'SCHEDULED', 'UNPUBLISHED'],
  unpublish: ['PUBLISHED'],
  delete: ['DRAFT', 'UNPUBLISHED'],
} as const satisfies Record<string, readonly ArticleStatus[]>;
export type ArticleAction = keyof typeof articleActionsFrom;

export function canDoArticleAction(action: ArticleAction, status: ArticleStatus): boolean {
  return (articleActionsFrom[action] as readonly ArticleStatus[]).includes(status);
}

/** Categories the shop files its stories under (labels in the console's four languages). */
export const articleCategories = ['STORY', 'GUIDE', 'NEWS', 'CARE', 'MAKER'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** A slug: lower-case letters, digits and single hyphens, as the shop's address shows it. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_ARTICLE_TAGS = 10;
export const MAX_ARTICLE_PRODUCTS = 10;
export const MAX_ARTICLE_HTML = 200_000;

/** A slug made from any text (the console offers it from the title; pinyin first for Chinese). */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export const articleLinkedProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** The lowest price of its active SKUs, minor units (null: none priced). */
  priceFrom: z.number().int().nullable(),
  status: z.string(),
});
export type ArticleLinkedProduct = z.infer<typeof articleLinkedProduct>;

export const articleListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  coverId: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  summary: z.string(),
  category: z.enum(articleCategories),
  tags: z.array(z.string()),
  status: z.enum(articleStatuses),
  /** When a SCHEDULED article will be published (kept afterwards as when it was due). */
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  authorName: z.string().nullable(),
  viewCount: z.number().int(),
  revisionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
});
export type ArticleListItem = z.infer<typeof articleListItem>;

export const articleDetail = articleListItem.extend({
  contentHtml: z.string(),
  products: z.array(articleLinkedProduct),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleSortFields = ['updatedAt', 'publishedAt', 'publishAt', 'title', 'viewCount'] as const;
export type ArticleSortField = (typeof articleSortFields)[number];
export const ARTICLE_DEFAULT_SORT: SortValue<ArticleSortField> = 'updatedAt:desc';

export const articleFilters = z.object({
  /** Part of the title, slug or summary (any case). */
  q: searchParam,
  status: z.enum(articleStatuses).optional(),
  category: z.enum(articleCategories).optional(),
  tag: z.string().trim().max(30).optional(),
  productId: idParam.optional(),
  /** Published (or, when scheduled, due) at or after / before. */
  from: dateTimeParam.optional(),
  to: dateTimeParam.optional(),
  sort: sortParam(articleSortFields, ARTICLE_DEFAULT_SORT),
});
export type ArticleFilters = z.infer<typeof articleFilters>;
export const articleListQuery = articleFilters.extend(pageQuery.shape);
export type ArticleListQuery = z.input<typeof articleListQuery>;
/** Status → count under the same filters (status ignored); `ALL` counts every article. */
export const articleCounts = z.record(z.enum([...articleStatuses, 'ALL']), z.number().int());
export const articleListData = listDataOf(articleListItem).extend({ counts: articleCounts });
export type ArticleListData = z.infer<typeof articleListData>;

export const articleFields = z
  .object({
    title: z.string().trim().min(1, 'article.titleRequired').max(120),
    slug: z.string().trim().max(80).regex(ARTICLE_SLUG, 'article.slugFormat'),
    coverId: idField.nullable().default(null),
    summary: z.string().trim().max(300).default(''),
    category: z.enum(articleCategories),
    tags: z
      .array(z.string().trim().min(1).max(30))
      .max(MAX_ARTICLE_TAGS, 'article.tooManyTags')
      .default([])
      .transform((tags) => [...new Set(tags)]),
    /** Rich text as the editor writes it; the server keeps only what the sanitiser allows. */
    contentHtml: z.string().max(MAX_ARTICLE_HTML).default(''),
    productIds: z.array(idField).max(MAX_ARTICLE_PRODUCTS, 'article.tooManyProducts').default([]),
  })
  .strict();

/** A new article, in DRAFT; revision 1. */
export const articleCreateBody = articleFields;
export type ArticleCreateBody = z.input<typeof articleCreateBody>;

/** Saves the article at the version read (40900 when stale) and keeps the save as a new revision. */
export const articleUpdateBody = articleFields.extend({ version: versionField }).strict();
export type ArticleUpdateBody = z.input<typeof articleUpdateBody>;

export const articleActionBody = z.object({ version: versionField }).strict();
export type ArticleActionBody = z.input<typeof articleActionBody>;

/** Schedule for a moment in the future (`article.publishAtPast` otherwise). */
export const articleScheduleBody = z.object({ version: versionField, publishAt: isoDateTime() }).strict();
export type ArticleScheduleBody = z.input<typeof articleScheduleBody>;

export const articleDeleteQuery = z.object({ version: versionParam });

/** What the shop would show: the sanitised HTML of unsaved fields and the product cards. */
export const articlePreviewBody = articleFields
  .omit({ slug: true })
  .extend({ slug: z.string().max(80).default('') });
export type ArticlePreviewBody = z.input<typeof articlePreviewBody>;
export const articlePreviewData = z.object({
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  category: z.enum(articleCategories),
  tags: z.array(z.string()),
  /** The HTML exactly as it would be stored and served. */
  contentHtml: z.string(),
  products: z.array(articleLinkedProduct),
});
export type ArticlePreviewData = z.infer<typeof articlePreviewData>;

// ---------------------------------------------------------------------------------------------
// Revisions

export const articleRevision = z.object({
  revision: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  coverId: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  category: z.enum(articleCategories),
  tags: z.array(z.string()),
  contentHtml: z.string(),
  productIds: z.array(z.number().int()),
  savedAt: z.string(),
  savedByName: z.string().nullable(),
  /** The revision this one restored, when it was a restore. */
  restoredFrom: z.number().int().nullable(),
});
export type ArticleRevision = z.infer<typeof articleRevision>;
export const articleRevisionsData = z.object({ items: z.array(articleRevision) });
export type ArticleRevisionsData = z.infer<typeof articleRevisionsData>;

export const articleRevisionParams = z.object({ id: idParam, revision: z.coerce.number().int().min(1) });

/** Restore a revision's content as a new revision (the status stays as it is). */
export const articleRestoreBody = z.object({ version: versionField }).strict();

/** `data` of a refused action (42203): the article, where it stands and where the action may start. */
export interface ArticleTransitionRefusalData {
  id: number;
  status: string;
  allowed: string;
}
