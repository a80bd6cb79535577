import {
  type ArticleCategory,
  type ArticleDetail,
  type ArticleFilters,
  type ArticleListData,
  type ArticleListItem,
  type ArticleRevisionsData,
  type ArticleSortField,
  type ArticleStatus,
  articleStatuses,
} from '@shop/contract/areas/article';
import { parseSort } from '@shop/contract/list';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { article, articleRevision, mediaAsset, staffUser } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { orderByKey, type SortKey, textSearch } from '../../http/list-order.js';
import { imageUrlOf } from '../../lib/media-refs.js';
import { productCardsOf } from './article-products.js';

/** Articles as the console lists and opens them, and their revision history. */

const author = alias(staffUser, 'article_author');
const editor = alias(staffUser, 'article_editor');
const cover = alias(mediaAsset, 'article_cover');
/** When it was (or is due to be) published: the date filters and sorts read it. */
const shownAt = sql`coalesce(${article.publishedAt}, ${article.publishAt})`;

const sortKeys: Record<ArticleSortField, SortKey> = {
  updatedAt: { expr: article.updatedAt, type: 'timestamptz' },
  publishedAt: { expr: sql`coalesce(${article.publishedAt}, '-infinity')`, type: 'timestamptz' },
  publishAt: { expr: sql`coalesce(${article.publishAt}, '-infinity')`, type: 'timestamptz' },
  title: { expr: sql`lower(${article.title})`, type: 'text' },
  viewCount: { expr: article.viewCount, type: 'integer' },
};

function selectArticles(db: Db) {
  return db
    .select({
      row: article,
      coverSha: cover.sha256,
      coverMime: cover.mime,
      authorName: author.name,
      updatedByName: editor.name,
    })
    .from(article)
    .leftJoin(cover, eq(cover.id, article.coverId))
    .leftJoin(author, eq(author.id, article.authorId))
    .leftJoin(editor, eq(editor.id, article.updatedBy));
}
type SelectedRow = Awaited<ReturnType<typeof selectArticles>>[number];

function toItem({ row, ...joined }: SelectedRow): ArticleListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    coverId: row.coverId,
    coverUrl: imageUrlOf(joined.coverSha, joined.coverMime),
    summary: row.summary,
    category: row.category as ArticleCategory,
    tags: row.tags,
    status: row.status as ArticleStatus,
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    authorName: joined.authorName,
    viewCount: row.viewCount,
    revisionCount: row.revisionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: joined.updatedByName,
    version: row.version,
  };
}

/** Every filter but the status (the counts are taken under these). */
function filtersOf(f: Omit<ArticleFilters, 'sort' | 'status'>): SQL | undefined {
  return and(
    textSearch(f.q, article.title, article.slug, article.summary),
    f.category ? eq(article.category, f.category) : undefined,
    f.tag ? sql`${article.tags} @> ARRAY[${f.tag}]::text[]` : undefined,
    f.productId ? sql`${article.productIds} @> ARRAY[${f.productId}]::int[]` : undefined,
    f.from ? gte(shownAt, new Date(f.from)) : undefined,
    f.to ? lte(shownAt, new Date(f.to)) : undefined,
  );
}

export async function listArticles(
  db: Db,
  query: ArticleFilters & { page: number; pageSize: number },
): Promise<ArticleListData> {
  const { field, direction } = parseSort(query.sort);
  const common = filtersOf(query);
  const where = and(common, query.status ? eq(article.status, query.status) : undefined);
  const [rows, byStatus] = await Promise.all([
    selectArticles(db)
      .where(where)
      .orderBy(...orderByKey(sortKeys[field], direction, article.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ status: article.status, n: count() }).from(article).where(common).groupBy(article.status),
  ]);
  const counts = Object.fromEntries([...articleStatuses, 'ALL'].map((s) => [s, 0])) as Record<
    ArticleStatus | 'ALL',
    number
  >;
  for (const { status, n } of byStatus) {
    counts[status as ArticleStatus] = n;
    counts.ALL += n;
  }
  const total = query.status ? counts[query.status] : counts.ALL;
  return { items: rows.map(toItem), total, page: query.page, pageSize: query.pageSize, counts };
}

/** One article with its content and product cards; 404 `article.notFound`. */
export async function getArticleDetail(db: Db, id: number): Promise<ArticleDetail> {
  const [row] = await selectArticles(db).where(eq(article.id, id));
  if (!row) throw notFound('article.notFound');
  return {
    ...toItem(row),
    contentHtml: row.row.contentHtml,
    products: await productCardsOf(db, row.row.productIds),
  };
}

const saver = alias(staffUser, 'article_revision_saver');
const revisionCover = alias(mediaAsset, 'article_revision_cover');

/** Every revision, newest first; 404 when the article is gone. */
export async function listArticleRevisions(db: Db, id: number): Promise<ArticleRevisionsData> {
  const [exists] = await db.select({ id: article.id }).from(article).where(eq(article.id, id));
  if (!exists) throw notFound('article.notFound');
  const rows = await db
    .select({
      r: articleRevision,
      savedByName: saver.name,
      coverSha: revisionCover.sha256,
      coverMime: revisionCover.mime,
    })
    .from(articleRevision)
    .leftJoin(saver, eq(saver.id, articleRevision.savedBy))
    .leftJoin(revisionCover, eq(revisionCover.id, articleRevision.coverId))
    .where(eq(articleRevision.articleId, id))
    .orderBy(desc(articleRevision.revision));
  return {
    items: rows.map(({ r, ...joined }) => ({
      revision: r.revision,
      title: r.title,
      slug: r.slug,
      summary: r.summary,
      coverId: r.coverId,
      coverUrl: imageUrlOf(joined.coverSha, joined.coverMime),
      category: r.category as ArticleCategory,
      tags: r.tags,
      contentHtml: r.contentHtml,
      productIds: r.productIds,
      savedAt: r.savedAt.toISOString(),
      savedByName: joined.savedByName,
      restoredFrom: r.restoredFrom,
    })),
  };
}
