import type { ArticleCreateBody, ArticleDetail } from '@shop/contract/areas/article';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { article, auditLog } from '../db/schema.js';
import type { Caller } from './harness.js';

/** Articles for the article tests: a body that passes, one created through the API, one put in any status. */

let seq = 0;

export function articleBody(overrides: Partial<ArticleCreateBody> = {}): ArticleCreateBody {
  const n = ++seq;
  return {
    title: `Kiln notes ${n}`,
    // Digits only after the words: a random suffix once held a test's search term ("zq").
    slug: `kiln-notes-${n}-${process.pid}`,
    summary: 'How the glaze came out',
    category: 'STORY',
    tags: ['glaze'],
    contentHtml: '<p>Fired <strong>twice</strong>.</p>',
    productIds: [],
    ...overrides,
  };
}

export function newArticle(caller: Caller, overrides: Partial<ArticleCreateBody> = {}) {
  return caller.ok('createArticle', { body: articleBody(overrides) });
}

/** The input of an action at the article's version. */
export const at = (a: Pick<ArticleDetail, 'id' | 'version'>) => ({
  params: { id: a.id },
  body: { version: a.version },
});

/** A SCHEDULED article written straight to the table, due at `publishAt` (past times included). */
export async function scheduledAt(caller: Caller, db: Db, publishAt: Date, title?: string) {
  const created = await newArticle(caller, title ? { title } : {});
  await db
    .update(article)
    .set({ status: 'SCHEDULED', publishAt, version: sql`${article.version} + 1` })
    .where(eq(article.id, created.id));
  return created.id;
}

/** The audit rows of one article with this action, oldest first. */
export function auditsOf(db: Db, id: number, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(
      sql`${auditLog.entity} = 'article' AND ${auditLog.entityId} = ${String(id)} AND ${auditLog.action} = ${action}`,
    )
    .orderBy(auditLog.id);
}
