import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { article, articleRevision, staffUser } from '../db/schema.js';
import { articleBody } from '../test-support/article-fixtures.js';
import { insertProduct } from '../test-support/catalogue-rows.js';
import { useTestApp } from '../test-support/harness.js';
import type { RunShape } from './bulk-orders-plan.js';
import { playDemoArticles } from './demo-articles.js';

const t = useTestApp();

async function playAll(run: RunShape) {
  let done = 0;
  let steps = 0;
  for (;;) {
    const next = await t.db.transaction((tx) => playDemoArticles(tx, run, done));
    if (next === null) return steps;
    expect(next).toBeGreaterThan(done);
    done = next;
    steps++;
  }
}

describe('the demo articles', () => {
  it('writes six articles in every state, with covers, products and revisions; a slug the shop uses is left alone', async () => {
    const [admin] = await t.db
      .select({ id: staffUser.id })
      .from(staffUser)
      .where(eq(staffUser.username, 'admin'));
    const { productId: mug } = await insertProduct(t.db, {
      title: 'Thrown stoneware mug',
      skus: [{ code: 'D-MUG' }],
    });
    const staff = await (await t.as('editor')).ok('createArticle', {
      body: articleBody({ slug: 'choosing-a-serving-bowl', title: 'Our own bowl guide' }),
    });
    const now = new Date().toISOString();
    const run = { now, actorId: admin?.id ?? null } as RunShape;
    expect(await playAll(run)).toBeGreaterThan(1);
    expect(await playDemoArticles(t.db, run, 999)).toBeNull();

    const rows = await t.db.select().from(article).orderBy(article.id);
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    expect(rows.map((r) => r.status).sort()).toEqual(
      // The demo's own draft is the shop's here, left as the editor wrote it.
      ['DRAFT', 'PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'SCHEDULED', 'UNPUBLISHED'],
    );
    expect(bySlug.get('choosing-a-serving-bowl')).toMatchObject({
      id: staff.id,
      title: 'Our own bowl guide',
      version: 1,
    });
    const clay = bySlug.get('from-clay-to-cup');
    expect(clay).toMatchObject({ status: 'PUBLISHED', revisionCount: 3, productIds: [mug] });
    expect(clay?.coverId).not.toBeNull();
    expect(clay?.publishedAt?.getTime()).toBeLessThan(Date.parse(now) - 30 * 86_400_000);
    const scheduled = bySlug.get('spring-market-dates');
    expect(scheduled?.publishAt?.getTime()).toBeGreaterThan(Date.parse(now) + 47 * 3_600_000);
    const revisions = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articleRevision)
      .where(eq(articleRevision.articleId, clay?.id ?? 0));
    expect(revisions[0]?.n).toBe(3);
  });
});
