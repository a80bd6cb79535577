import {
  type ArticleAction,
  type ArticleStatus,
  type ArticleTransitionRefusalData,
  articleActionsFrom,
  canDoArticleAction,
} from '@shop/contract/areas/article';
import type { AuditAction } from '@shop/contract/areas/audit-codes';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { article, articleRevision } from '../../db/schema.js';
import { notFound, refuseWith } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { staleOrMissing, type Versioned } from '../../http/stale-version.js';
import { clockNow } from '../../lib/clock.js';

/** What every write of an article shares: its row lock at the version read, the life-cycle check, the audit row. */

export type ArticleRow = typeof article.$inferSelect & { status: ArticleStatus };

const versioned: Versioned = {
  table: article,
  id: article.id,
  version: article.version,
  updatedAt: article.updatedAt,
  updatedBy: article.updatedBy,
};

/** Locks the article for the rest of the transaction and checks the version read: 404, then 409. */
export async function lockArticle(tx: Db, id: number, version: number): Promise<ArticleRow> {
  const [row] = await tx.select().from(article).where(eq(article.id, id)).for('update');
  if (!row) throw notFound('article.notFound');
  if (row.version !== version) throw await staleOrMissing(tx, versioned, id);
  return row as ArticleRow;
}

const refusalKeys = {
  schedule: 'article.cannotSchedule',
  unschedule: 'article.cannotUnschedule',
  publish: 'article.cannotPublish',
  unpublish: 'article.cannotUnpublish',
  delete: 'article.cannotDelete',
} as const;

/** 42203 unless the contract allows `action` from the article's status. */
export function assertArticleAction(row: ArticleRow, action: ArticleAction): void {
  if (canDoArticleAction(action, row.status)) return;
  const allowed = articleActionsFrom[action].join(', ');
  const data: ArticleTransitionRefusalData = { id: row.id, status: row.status, allowed };
  const key = refusalKeys[action];
  if (key === 'article.cannotDelete')
    throw refuseWith(Codes.ILLEGAL_TRANSITION, data, key, { status: row.status });
  throw refuseWith(Codes.ILLEGAL_TRANSITION, data, key, { status: row.status, allowed });
}

/** The SET columns every staff write of an article adds. */
export function touchArticle(actor: Actor) {
  return { version: sql`${article.version} + 1`, updatedAt: clockNow(), updatedBy: actor.staffUserId };
}

export type ArticleAuditAction = Extract<
  AuditAction,
  'create' | 'update' | 'delete' | 'schedule' | 'unschedule' | 'publish' | 'unpublish' | 'restore'
>;

/** One audit row for the article; `actor` null is the clock. */
export function auditArticle(
  tx: Db,
  actor: Actor | null,
  action: ArticleAuditAction,
  id: number,
  change: { before: unknown; after: unknown },
) {
  return recordAudit(tx, { actor, action, entity: 'article', entityId: id, ...change });
}

/** Keeps the article's content as it now stands as revision `row.revisionCount`. */
export async function writeRevision(
  tx: Db,
  row: typeof article.$inferSelect,
  savedBy: number | null,
  restoredFrom: number | null = null,
): Promise<void> {
  await tx.insert(articleRevision).values({
    articleId: row.id,
    revision: row.revisionCount,
    title: row.title,
    slug: row.slug,
    coverId: row.coverId,
    summary: row.summary,
    category: row.category,
    tags: row.tags,
    contentHtml: row.contentHtml,
    productIds: row.productIds,
    restoredFrom,
    savedBy,
    savedAt: row.updatedAt,
  });
}
