import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { article } from '../../db/schema.js';
import { auditsOf, scheduledAt } from '../../test-support/article-fixtures.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { publishDueArticles, startArticleClock } from './article-clock.js';

const t = useTestApp();
let admin: Caller;

beforeAll(async () => {
  admin = await t.as('admin');
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('the article clock', () => {
  it('publishes the due scheduled articles at their time, once, and leaves the future ones', async () => {
    const dueAt = minutes(-30);
    const due = [await scheduledAt(admin, t.db, dueAt), await scheduledAt(admin, t.db, minutes(-1))];
    const later = await scheduledAt(admin, t.db, minutes(60));
    expect(await publishDueArticles(t.db)).toBe(2);
    const rows = await t.db
      .select()
      .from(article)
      .where(inArray(article.id, [...due, later]))
      .orderBy(article.id);
    expect(rows.map((r) => r.status)).toEqual(['PUBLISHED', 'PUBLISHED', 'SCHEDULED']);
    expect(rows[0]?.publishedAt?.toISOString()).toBe(dueAt.toISOString());
    expect(rows[0]).toMatchObject({ version: 3, updatedBy: null });
    const [audit] = await auditsOf(t.db, due[0] ?? 0, 'publish');
    expect(audit).toMatchObject({ actorId: null, before: { status: 'SCHEDULED' } });
    expect(await publishDueArticles(t.db)).toBe(0);
    expect(await auditsOf(t.db, due[0] ?? 0, 'publish')).toHaveLength(1);
    // The later one comes out once its time has come.
    expect(await publishDueArticles(t.db, minutes(61))).toBe(1);
    expect(await auditsOf(t.db, later, 'publish')).toHaveLength(1);
  });

  it('works through more than one batch', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 55; i++) ids.push(await scheduledAt(admin, t.db, minutes(-5)));
    expect(await publishDueArticles(t.db)).toBe(55);
    const rows = await t.db.select({ status: article.status }).from(article).where(inArray(article.id, ids));
    expect(rows.every((r) => r.status === 'PUBLISHED')).toBe(true);
  }, 60_000);

  it('publishes each due article exactly once when several rounds run at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await scheduledAt(admin, t.db, minutes(-2)));
    const counts = await Promise.all(Array.from({ length: 6 }, () => publishDueArticles(t.db)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
    for (const id of ids) expect(await auditsOf(t.db, id, 'publish')).toHaveLength(1);
  }, 60_000);

  it('runs a round as soon as it starts, and stops when asked', async () => {
    const id = await scheduledAt(admin, t.db, minutes(-1));
    const lines: string[] = [];
    const log = {
      info: (_: object, m: string) => lines.push(m),
      error: (_: object, m: string) => lines.push(m),
    };
    const stop = startArticleClock(t.db, log, 60_000);
    await stop();
    expect(lines).toEqual(['article clock']);
    expect(await auditsOf(t.db, id, 'publish')).toHaveLength(1);
  });
});
