// Run in the PostgreSQL pass only (see vitest.config.ts): two server processes on one database.
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { article, auditLog } from '../../db/schema.js';
import { articleBody } from '../../test-support/article-fixtures.js';
import { useTwoServers } from '../../test-support/two-servers.js';

/**
 * Two built servers on one PostgreSQL, each running the article clock every 200 ms: twenty
 * articles due at the same moment are each published once, with one audit row, whichever server's
 * round reaches them.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'article-clock-12345';

describe.skipIf(!adminUrl)('two servers running the article clock', () => {
  const two = useTwoServers(adminUrl, PASSWORD, { ARTICLE_CLOCK_MS: '200' });

  it('publishes 20 articles due at one moment exactly once each', async () => {
    const db = two.db();
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push((await two.side(i).ok('createArticle', { body: articleBody() })).id);
    // All due at one moment, a second from now (one statement, so none is late however slow the set-up).
    const [due] = await db
      .update(article)
      .set({ status: 'SCHEDULED', publishAt: sql`date_trunc('milliseconds', now()) + interval '1 second'` })
      .where(inArray(article.id, ids))
      .returning({ publishAt: article.publishAt });
    const publishAt = due?.publishAt?.toISOString();
    const published = async () =>
      (
        await db
          .select({ id: article.id })
          .from(article)
          .where(and(inArray(article.id, ids), eq(article.status, 'PUBLISHED')))
      ).length;
    // Rounds every 200 ms on both servers: well within a minute of the due time.
    const deadline = Date.now() + 60_000;
    while ((await published()) < ids.length && Date.now() < deadline) await sleep(200);
    expect(await published()).toBe(ids.length);
    // A few more rounds of both clocks must change nothing.
    await sleep(1_000);
    const audits = await db
      .select({ entityId: auditLog.entityId, actorId: auditLog.actorId, n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'article'), eq(auditLog.action, 'publish')))
      .groupBy(auditLog.entityId, auditLog.actorId);
    expect(
      audits.map((a) => [Number(a.entityId), a.actorId, a.n]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(ids.map((id) => [id, null, 1]));
    const rows = await db.select().from(article).where(inArray(article.id, ids));
    // Written at version 1, moved once by the clock: version 2, published when it was due.
    expect(rows.map((r) => [r.publishedAt?.toISOString(), r.version])).toEqual(ids.map(() => [publishAt, 2]));
  }, 120_000);
});
