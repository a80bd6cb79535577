import { articleFields } from '@shop/contract/areas/article';
import { sql } from 'drizzle-orm';
import { createArticle, updateArticle } from '../areas/article/article.service.js';
import { publishArticle, scheduleArticle, unpublishArticle } from '../areas/article/article-life.service.js';
import { storeImage } from '../areas/media/media.service.js';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { AppError } from '../http/app-error.js';
import type { Actor } from '../http/audit.js';
import { atTime } from '../lib/clock.js';
import type { RunShape } from './bulk-orders-plan.js';
import { type DemoArticle, demoArticles } from './demo-articles-content.js';
import { demoImage } from './demo-images.js';

/**
 * Plays the demo's six articles (demo-articles-content.ts) through the article services, each save
 * at its own moment (`atTime`): written, revised, then published, scheduled two days ahead,
 * left a draft, or published and taken down. A step plays actions until it has held the database
 * ~15 ms; the count played moves on with the step, so a stopped load resumes at the next action.
 * An article whose slug the shop already uses is left alone: only articles the demo wrote (known by
 * their slug and the moment they were written) are revised or published.
 */

const STEP_BUDGET_MS = 15;
const MAX_ACTIONS_PER_STEP = 4;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Kind = 'create' | 'revise' | 'publish' | 'schedule' | 'unpublish';
interface Action {
  article: number;
  kind: Kind;
  /** Which draft a create or revise writes. */
  draft: number;
  /** Before the run's "now". */
  agoMs: number;
}

function actionsOf(a: DemoArticle, index: number): Action[] {
  const start = a.daysAgo * DAY;
  const step = (n: number) => start - n * 6 * HOUR;
  const saves = a.drafts.map((_, draft) => ({
    article: index,
    kind: draft === 0 ? 'create' : 'revise',
    draft,
    agoMs: step(draft),
  })) as Action[];
  const after = (kind: Kind, n: number) => ({
    article: index,
    kind,
    draft: 0,
    agoMs: step(a.drafts.length + n),
  });
  switch (a.story) {
    case 'published':
      return [...saves, after('publish', 0)];
    case 'scheduled':
      return [...saves, after('schedule', 0)];
    case 'unpublished':
      return [...saves, after('publish', 0), { ...after('unpublish', 0), agoMs: start / 2 }];
    case 'draft':
      return saves;
  }
}

/** Every article's saves and moves, in the order they happened. */
const plan: Action[] = demoArticles.flatMap(actionsOf).sort((a, b) => b.agoMs - a.agoMs);

/** Plays the actions from `done` on; answers how many are played now, or null when none was left. */
export async function playDemoArticles(tx: Db, run: RunShape, done: number): Promise<number | null> {
  if (done >= plan.length || run.actorId === null) return null;
  const actor: Actor = { staffUserId: run.actorId, ip: null };
  const now = Date.parse(run.now);
  const started = performance.now();
  let next = done;
  for (let played = 0; played < MAX_ACTIONS_PER_STEP && next < plan.length; played++) {
    if (played > 0 && performance.now() - started > STEP_BUDGET_MS) break;
    const action = plan[next] as Action;
    try {
      await atTime(new Date(now - action.agoMs), () => play(tx, actor, run, action));
    } catch (error) {
      // Refused (its savepoint rolled back): staff changed the article meanwhile; the demo goes on.
      if (!(error instanceof AppError)) throw error;
    }
    next++;
  }
  return next;
}

/** The moment the demo wrote the article: a row of that slug written at another moment is the shop's. */
const createdAt = (run: RunShape, a: DemoArticle) =>
  new Date(Date.parse(run.now) - a.daysAgo * DAY).toISOString();

async function demoRow(tx: Db, run: RunShape, a: DemoArticle) {
  const [row] = rowsOf<{ id: number; version: number; cover_id: number | null }>(
    await tx.execute(sql`
      SELECT id, version, cover_id FROM article
      WHERE slug = ${a.slug} AND created_at = ${createdAt(run, a)}::timestamptz`),
  );
  return row;
}

async function productIdsOf(tx: Db, titles: string[]): Promise<number[]> {
  if (titles.length === 0) return [];
  const rows = rowsOf<{ id: number; title: string }>(
    await tx.execute(sql`
      SELECT DISTINCT ON (title) id, title FROM product_spu
      WHERE deleted_at IS NULL AND title IN (${sql.join(
        titles.map((t) => sql`${t}`),
        sql`, `,
      )})
      ORDER BY title, id`),
  );
  const byTitle = new Map(rows.map((r) => [r.title, r.id]));
  return titles.flatMap((t) => byTitle.get(t) ?? []);
}

async function fieldsOf(tx: Db, a: DemoArticle, draft: number, coverId: number | null) {
  return articleFields.parse({
    title: a.title,
    slug: a.slug,
    coverId,
    summary: a.summary,
    category: a.category,
    tags: a.tags,
    contentHtml: a.drafts[draft] ?? '',
    productIds: await productIdsOf(tx, a.products),
  });
}

async function play(tx: Db, actor: Actor, run: RunShape, action: Action): Promise<void> {
  const a = demoArticles[action.article];
  if (!a) return;
  if (action.kind === 'create') {
    const [taken] = rowsOf(await tx.execute(sql`SELECT 1 FROM article WHERE slug = ${a.slug}`));
    if (taken) return;
    const cover = await storeImage(tx, actor, demoImage(a.cover.colour, a.cover.pattern, 0, action.article));
    await createArticle(tx, actor, await fieldsOf(tx, a, 0, cover.id));
    return;
  }
  const row = await demoRow(tx, run, a);
  if (!row) return;
  switch (action.kind) {
    case 'revise':
      return updateArticle(tx, actor, row.id, {
        ...(await fieldsOf(tx, a, action.draft, row.cover_id)),
        version: row.version,
      });
    case 'publish':
      return publishArticle(tx, actor, row.id, row.version);
    case 'unpublish':
      return unpublishArticle(tx, actor, row.id, row.version);
    case 'schedule': {
      // Two days after whichever is later, the run's "now" or the real one: still ahead when shown.
      const publishAt = new Date(Math.max(Date.parse(run.now), Date.now()) + 2 * DAY);
      return scheduleArticle(tx, actor, row.id, row.version, publishAt.toISOString());
    }
  }
}
