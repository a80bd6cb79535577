import { MAX_ROW_ID } from '@shop/contract/ids';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { article, articleRevision } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../../http/audit.js';
import { clockNow } from '../../lib/clock.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { type ArticleFields, assertArticleRefs, assertSlugFree, slugUnique } from './article-refs.js';
import { auditArticle, lockArticle, touchArticle, writeRevision } from './article-rows.js';

/**
 * Writing articles: every save (create, edit, restore) keeps the content as a new revision in the
 * same transaction, so the history always ends at what the article shows. The status never moves
 * here; that is article-life.service.ts.
 */

function columnsOf(fields: ArticleFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    coverId: fields.coverId,
    summary: fields.summary,
    category: fields.category,
    tags: fields.tags,
    contentHtml: sanitizeRichText(fields.contentHtml),
    productIds: fields.productIds,
  };
}

/** A new DRAFT by the caller, as revision 1; answers its id. */
export async function createArticle(db: Db, actor: Actor, fields: ArticleFields): Promise<number> {
  await assertSlugFree(db, fields.slug);
  await assertArticleRefs(db, fields);
  return slugUnique(() =>
    db.transaction(async (tx) => {
      const now = clockNow();
      const [row] = await tx
        .insert(article)
        .values({
          ...columnsOf(fields),
          authorId: actor.staffUserId,
          updatedBy: actor.staffUserId,
          updatedAt: now,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('article insert returned no row');
      await writeRevision(tx, row, actor.staffUserId);
      await auditArticle(tx, actor, 'create', row.id, { before: null, after: row });
      return row.id;
    }),
  );
}

/** Saves the article at the version read as its next revision; the status stays. */
export async function updateArticle(
  db: Db,
  actor: Actor,
  id: number,
  body: ArticleFields & { version: number },
): Promise<void> {
  const { version, ...fields } = body;
  await assertSlugFree(db, fields.slug, id);
  await assertArticleRefs(db, fields);
  await slugUnique(() =>
    db.transaction(async (tx) => {
      const before = await lockArticle(tx, id, version);
      const [after] = await tx
        .update(article)
        .set({ ...columnsOf(fields), revisionCount: before.revisionCount + 1, ...touchArticle(actor) })
        .where(eq(article.id, id))
        .returning();
      if (!after) throw notFound('article.notFound');
      await writeRevision(tx, after, actor.staffUserId);
      await auditArticle(tx, actor, 'update', id, { before, after });
    }),
  );
}

/**
 * Brings back a revision's content as a new revision that names it (restored_from), at the
 * version read; the status stays. Its slug may since have gone to another article: `slugTaken`.
 */
export async function restoreArticleRevision(
  db: Db,
  actor: Actor,
  id: number,
  revision: number,
  version: number,
): Promise<void> {
  // The contract bounds the id but not the revision: one past PostgreSQL's integer is simply not there.
  if (revision > MAX_ROW_ID) throw notFound('article.revisionNotFound');
  await slugUnique(() =>
    db.transaction(async (tx) => {
      const before = await lockArticle(tx, id, version);
      const [old] = await tx
        .select()
        .from(articleRevision)
        .where(and(eq(articleRevision.articleId, id), eq(articleRevision.revision, revision)));
      if (!old) throw notFound('article.revisionNotFound');
      await assertSlugFree(tx, old.slug, id);
      const [after] = await tx
        .update(article)
        .set({
          title: old.title,
          slug: old.slug,
          coverId: old.coverId,
          summary: old.summary,
          category: old.category,
          tags: old.tags,
          contentHtml: old.contentHtml,
          productIds: old.productIds,
          revisionCount: before.revisionCount + 1,
          ...touchArticle(actor),
        })
        .where(eq(article.id, id))
        .returning();
      if (!after) throw notFound('article.notFound');
      await writeRevision(tx, after, actor.staffUserId, revision);
      await auditArticle(tx, actor, 'restore', id, { before, after: { ...after, restoredFrom: revision } });
    }),
  );
}
