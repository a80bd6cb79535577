import type { ArticleAction } from '@shop/contract/areas/article';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { article } from '../../db/schema.js';
import { invalidField } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import { clockNow } from '../../lib/clock.js';
import { assertArticleAction, auditArticle, lockArticle, touchArticle } from './article-rows.js';

/**
 * The life cycle (contract `articleActionsFrom`): DRAFT → SCHEDULED → PUBLISHED ↔ UNPUBLISHED, with
 * publish-now, unschedule and delete. Each runs under the article's row lock at the version read,
 * which the clock takes too (article-clock.ts), so a person and the clock never both move one.
 */

type Change = Partial<Pick<typeof article.$inferInsert, 'status' | 'publishAt' | 'publishedAt'>>;

async function move(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  action: Exclude<ArticleAction, 'delete'>,
  change: Change,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockArticle(tx, id, version);
    assertArticleAction(before, action);
    const [after] = await tx
      .update(article)
      .set({ ...change, ...touchArticle(actor) })
      .where(eq(article.id, id))
      .returning();
    await auditArticle(tx, actor, action, id, {
      before: { status: before.status, publishAt: before.publishAt, publishedAt: before.publishedAt },
      after: { status: after?.status, publishAt: after?.publishAt, publishedAt: after?.publishedAt },
    });
  });
}

/** SCHEDULED for `publishAt`, which must be in the future (`article.publishAtPast` otherwise). */
export function scheduleArticle(db: Db, actor: Actor, id: number, version: number, publishAt: string) {
  const at = new Date(publishAt);
  if (at.getTime() <= clockNow().getTime()) throw invalidField(['publishAt'], 'article.publishAtPast');
  return move(db, actor, id, version, 'schedule', { status: 'SCHEDULED', publishAt: at });
}

/** Back to DRAFT; the time it was due is forgotten. */
export const unscheduleArticle = (db: Db, actor: Actor, id: number, version: number) =>
  move(db, actor, id, version, 'unschedule', { status: 'DRAFT', publishAt: null });

/** PUBLISHED now (a scheduled one keeps when it was due, for the record). */
export const publishArticle = (db: Db, actor: Actor, id: number, version: number) =>
  move(db, actor, id, version, 'publish', { status: 'PUBLISHED', publishedAt: clockNow() });

/** The shop stops showing it; when it was published stays. */
export const unpublishArticle = (db: Db, actor: Actor, id: number, version: number) =>
  move(db, actor, id, version, 'unpublish', { status: 'UNPUBLISHED' });

/** Deletes a DRAFT or UNPUBLISHED article; its revisions go with it (ON DELETE CASCADE). */
export async function deleteArticle(db: Db, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockArticle(tx, id, version);
    assertArticleAction(before, 'delete');
    await tx.delete(article).where(eq(article.id, id));
    await auditArticle(tx, actor, 'delete', id, { before, after: null });
  });
}
