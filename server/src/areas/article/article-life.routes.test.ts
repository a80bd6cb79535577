import {
  type ArticleAction,
  type ArticleStatus,
  articleActionsFrom,
  articleStatuses,
  canDoArticleAction,
} from '@shop/contract/areas/article';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { article, articleRevision } from '../../db/schema.js';
import { at, auditsOf, newArticle } from '../../test-support/article-fixtures.js';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { sessionWithPermissions } from '../../test-support/role-session.js';

const t = useTestApp();
let admin: Caller;

beforeAll(async () => {
  admin = await t.as('admin');
});

const future = () => new Date(Date.now() + 3_600_000).toISOString();

/** A new article put straight into `status` (with the times that status needs); answers it as read. */
async function articleIn(status: ArticleStatus) {
  const created = await newArticle(admin);
  const past = new Date(Date.now() - 86_400_000);
  await t.db
    .update(article)
    .set({
      status,
      publishAt: status === 'SCHEDULED' ? new Date(future()) : null,
      publishedAt: status === 'PUBLISHED' || status === 'UNPUBLISHED' ? past : null,
    })
    .where(eq(article.id, created.id));
  return admin.ok('getArticle', { params: { id: created.id } });
}

const resultOf: Record<ArticleAction, ArticleStatus | null> = {
  schedule: 'SCHEDULED',
  unschedule: 'DRAFT',
  publish: 'PUBLISHED',
  unpublish: 'UNPUBLISHED',
  delete: null,
};
const keyOf = (action: ArticleAction) => `article.cannot${action[0]?.toUpperCase()}${action.slice(1)}`;

function callAction(caller: Caller, action: ArticleAction, a: { id: number; version: number }) {
  switch (action) {
    case 'schedule':
      return caller.call('scheduleArticle', {
        params: { id: a.id },
        body: { version: a.version, publishAt: future() },
      });
    case 'delete':
      return caller.call('deleteArticle', { params: { id: a.id }, query: { version: a.version } });
    default:
      return caller.call(`${action}Article`, at(a));
  }
}

describe('the article life cycle', () => {
  const actions = Object.keys(articleActionsFrom) as ArticleAction[];
  for (const action of actions)
    for (const status of articleStatuses) {
      const allowed = canDoArticleAction(action, status);
      it(`${action} from ${status}: ${allowed ? 'allowed' : 'refused 42203'}`, async () => {
        const before = await articleIn(status);
        const res = await callAction(admin, action, before);
        const body = res.json();
        const [row] = await t.db.select().from(article).where(eq(article.id, before.id));
        if (!allowed) {
          expect(res.statusCode).toBe(422);
          expect(body).toMatchObject({
            code: Codes.ILLEGAL_TRANSITION,
            key: keyOf(action),
            data: { id: before.id, status, allowed: articleActionsFrom[action].join(', ') },
          });
          expect(row).toMatchObject({ status, version: before.version });
          return;
        }
        expect(body.code, res.body).toBe(Codes.OK);
        const after = resultOf[action];
        if (after === null) {
          expect(row).toBeUndefined();
          expect(
            await t.db.select().from(articleRevision).where(eq(articleRevision.articleId, before.id)),
          ).toEqual([]);
        } else {
          expect(body.data).toMatchObject({ status: after, version: before.version + 1 });
          expect(row?.status).toBe(after);
        }
        expect(await auditsOf(t.db, before.id, action)).toHaveLength(1);
      });
    }

  it('publishes now, keeps when a scheduled article was due, and unschedules back to a draft', async () => {
    const draft = await articleIn('DRAFT');
    const publishAt = future();
    const scheduled = await admin.ok('scheduleArticle', {
      params: { id: draft.id },
      body: { version: draft.version, publishAt },
    });
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', publishAt, publishedAt: null });
    const back = await admin.ok('unscheduleArticle', at(scheduled));
    expect(back).toMatchObject({ status: 'DRAFT', publishAt: null });
    const started = Date.now();
    const published = await admin.ok('publishArticle', at(back));
    expect(Date.parse(published.publishedAt as string)).toBeGreaterThanOrEqual(started - 1000);
    const off = await admin.ok('unpublishArticle', at(published));
    expect(off).toMatchObject({ status: 'UNPUBLISHED', publishedAt: published.publishedAt });
  });

  it('refuses a schedule time that is not in the future, on its field', async () => {
    const draft = await articleIn('DRAFT');
    const res = await admin.call('scheduleArticle', {
      params: { id: draft.id },
      body: { version: draft.version, publishAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(res.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['publishAt'], key: 'article.publishAtPast' }] },
    });
  });

  it('answers a stale version with 40900 and a missing article with 404', async () => {
    const draft = await articleIn('DRAFT');
    await admin.ok('publishArticle', at(draft));
    const stale = await admin.call('unpublishArticle', at(draft));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: Codes.VERSION_CONFLICT,
      data: { version: draft.version + 1 },
    });
    const gone = await admin.call('publishArticle', { params: { id: 999_999 }, body: { version: 1 } });
    expect(gone.json()).toMatchObject({ code: Codes.NOT_FOUND, key: 'article.notFound' });
  });
});

describe('who may publish', () => {
  it('the editor role writes, schedules, publishes and unpublishes', async () => {
    const editor = await t.as('editor');
    const created = await newArticle(editor);
    const scheduled = await editor.ok('scheduleArticle', {
      params: { id: created.id },
      body: { version: created.version, publishAt: future() },
    });
    const published = await editor.ok('publishArticle', at(scheduled));
    expect((await editor.ok('unpublishArticle', at(published))).status).toBe('UNPUBLISHED');
  });

  it('a role with `article` but not `article.publish` writes but gets 403 on every publishing action', async () => {
    const writer = callerOf(t.app, await sessionWithPermissions(t.db, 'article-writer', ['article']));
    const created = await newArticle(writer);
    const [published] = await t.db
      .update(article)
      .set({ status: 'PUBLISHED', publishedAt: sql`now()` })
      .where(eq(article.id, created.id))
      .returning();
    for (const action of Object.keys(articleActionsFrom) as ArticleAction[]) {
      const res = await callAction(writer, action, { id: created.id, version: published?.version ?? 0 });
      expect(res.statusCode, action).toBe(403);
    }
    expect((await t.db.select().from(article).where(eq(article.id, created.id)))[0]?.status).toBe(
      'PUBLISHED',
    );
  });
});
