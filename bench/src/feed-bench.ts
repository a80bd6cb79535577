import { api } from '@shop/contract/api';
import { type Database, openDatabase } from '@shop/server/db/client';
import { seededRandom } from '@shop/server/seed/demo-stock';
import { seedStaff } from '@shop/server/seed/staff-seed';
import { sql } from 'drizzle-orm';
import { PASSWORD, signIn } from './api-bench.js';
import { adminQuery, adminUrl, databaseUrl } from './bench-postgres.js';
import { benchApp, HOST } from './bench-server.js';
import { rowsOf } from './deferred-indexes.js';
import { type FeedLoad, feedWords, fullFeedSize, loadFeeds } from './feed-load.js';
import { type Latency, measureGets } from './latency.js';
import { machineLine } from './machine.js';
import { loadAverage } from './orders-report.js';
import { writeSection } from './results-file.js';
import { withScratchPglite } from './scratch-pglite.js';

/**
 * `npm run bench -- feeds` (issue 22): a million feed posts (feed-load.ts), then the moderation
 * queue's requests through the real server over HTTP, signed in as admin, each page with every
 * tab's capped count. Target: p95 < 100 ms on PostgreSQL and < 300 ms on PGlite.
 * BENCH_FEED_DB=postgres|pglite runs one; BENCH_FEED_POSTS shrinks the data for a quick try
 * (printed, not written to RESULTS.md); BENCH_REQUESTS the timed requests per list (100).
 */

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 10;
const TARGET_MS = { postgres: 100, pglite: 300 } as const;
const POSTS = Number(process.env.BENCH_FEED_POSTS ?? fullFeedSize.posts);
const DATABASE_NAME = 'shop_bench_feeds';

type Kind = keyof typeof TARGET_MS;
interface Figure {
  label: string;
  latency: Latency;
  note: string;
}
interface Row {
  kind: Kind;
  load: FeedLoad;
  figures: Figure[];
  takenAt: string;
  loadBefore: string;
  loadAfter: string;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

function requests(base: string, load: FeedLoad, names: string[]) {
  const random = seededRandom(22);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const between = (r: { first: number; last: number }) =>
    r.first + Math.floor(random() * (r.last - r.first + 1));
  const list = (params: Record<string, string | number>) =>
    `${base}${api.listFeedPosts.path}?${query({ page: 1, pageSize: 20, ...params })}`;
  const queue = (params: Record<string, string | number>) =>
    list({ tab: 'PENDING_REVIEW', sort: 'createdAt:asc', ...params });
  return [
    ['(a) the queue, oldest first, with every tab’s count', () => queue({})],
    ['(b) the queue, one product', () => queue({ productId: between(load.productIds) })],
    ['(c) the queue, with images', () => queue({ hasImages: 'true' })],
    ['(c) the queue, flagged only', () => queue({ flagged: 'true' })],
    ['(d) one customer’s posts, every tab', () => list({ customerId: between(load.customers) })],
    ['(e) search the queue: a word of the content', () => queue({ q: pick(feedWords) })],
    ['(e) search the queue: a customer’s name', () => queue({ q: pick(names) })],
    ['(f) the queue, page 400 (offset 7,980)', () => queue({ page: 400 })],
    ['(g) the Published tab, newest first', () => list({ tab: 'PUBLISHED' })],
  ] as const;
}

async function measure(
  base: string,
  token: string,
  load: FeedLoad,
  names: string[],
  log: (l: string) => void,
) {
  const figures: Figure[] = [];
  for (const [label, url] of requests(base, load, names)) {
    let found = 0;
    let totals = 0;
    let answers = 0;
    const latency = await measureGets(url, token, {
      warmUp: WARM_UP,
      count: REQUESTS,
      budgetMs: 120_000,
      check: (data) => {
        const page = data as { items?: unknown[]; total?: number };
        answers++;
        found += page.items?.length ?? 0;
        totals += page.total ?? 0;
      },
    });
    const note = `${(found / Math.max(1, answers)).toFixed(1)} rows a page, total ${Math.round(totals / Math.max(1, answers)).toLocaleString('en')} on average`;
    figures.push({ label, latency, note });
    log(`  ${label}: p95 ${latency.p95.toFixed(1)} ms ${note}`);
  }
  return figures;
}

async function benchOne(kind: Kind, database: Database): Promise<Row> {
  const log = (line: string) => console.log(`feeds/${kind}:${line}`);
  const loadBefore = loadAverage();
  await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
  const [admin] = rowsOf<{ id: number }>(
    await database.db.execute(sql`SELECT id FROM staff_user WHERE username = 'admin'`),
  );
  const load = await loadFeeds(database.db, { ...fullFeedSize, posts: POSTS }, Number(admin?.id), log);
  log(`  loaded in ${(load.ms / 1000).toFixed(1)} s, VACUUM ANALYZE ${(load.analyzeMs / 1000).toFixed(1)} s`);
  const names = rowsOf<{ name: string }>(
    await database.db.execute(sql`SELECT name FROM customer ORDER BY random() LIMIT 100`),
  ).map((r) => r.name);
  const app = await benchApp(database);
  try {
    const base = await app.listen({ port: 0, host: HOST });
    const figures = await measure(base, await signIn(base), load, names, log);
    return { kind, load, figures, takenAt: new Date().toISOString(), loadBefore, loadAfter: loadAverage() };
  } finally {
    await app.close();
  }
}

async function runPostgres(): Promise<Row | undefined> {
  try {
    await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${DATABASE_NAME}"`);
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${adminUrl} (${(error as Error).message}); PGlite only.`);
    return undefined;
  }
  try {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(DATABASE_NAME) });
    try {
      return await benchOne('postgres', database);
    } finally {
      await database.close();
    }
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
  }
}

const ms = (n: number) => n.toFixed(1);

function report(rows: Row[]): string {
  const table = [
    '| database | request | p50 ms | p95 ms | p99 ms | max ms | what it found | target p95 | result |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.flatMap((r) =>
      r.figures.map((f) => {
        const target = TARGET_MS[r.kind];
        const result = f.latency.p95 < target ? 'met' : '**MISSED**';
        return `| ${r.kind} | ${f.label} | ${ms(f.latency.p50)} | ${ms(f.latency.p95)} | ${ms(f.latency.p99)} | ${ms(f.latency.max)} | ${f.note} | < ${target} ms | ${result} |`;
      }),
    ),
  ].join('\n');
  const runs = rows
    .map(
      (r) =>
        `- ${r.kind}: taken ${r.takenAt}, loaded in ${(r.load.ms / 1000).toFixed(1)} s (VACUUM ANALYZE ${(r.load.analyzeMs / 1000).toFixed(1)} s), load average (1/5/15 min) ${r.loadBefore} at its start, ${r.loadAfter} at its end`,
    )
    .join('\n');
  return `## feeds: the moderation queue over ${POSTS.toLocaleString('en')} posts (issue 22)

Written ${new Date().toISOString()} on ${machineLine()}; the machine is shared, so each database's part says how busy it was:
${runs}
Target (issue 22): p95 < ${TARGET_MS.postgres} ms on PostgreSQL, < ${TARGET_MS.pglite} ms on PGlite.
Data: bench/src/feed-load.ts, set-based: a post every ~32 s over a year, 5 % pending review, 80 % published, 4 % hidden, 5 % rejected, 3 % drafts, 3 % deleted; ${fullFeedSize.customers.toLocaleString('en')} customers write 95 %, staff 5 %; images on 30 %, products (1 of ${fullFeedSize.products}) on 40 %. Only the migrations' indexes. Requests: the real server over HTTP on 127.0.0.1, signed in as admin, one at a time, ${WARM_UP} warm-up then ${REQUESTS} timed; every page answers every tab's count up to 10,000 (\`totalCapped\`).

${table}`;
}

export async function runFeedBench(): Promise<void> {
  const only = process.env.BENCH_FEED_DB;
  const rows: Row[] = [];
  if (only !== 'pglite') {
    const row = await runPostgres();
    if (row) rows.push(row);
  }
  if (only !== 'postgres')
    rows.push(await withScratchPglite('feeds', (database) => benchOne('pglite', database)));
  const markdown = report(rows);
  console.log(markdown);
  if (POSTS !== fullFeedSize.posts || only)
    console.log('a shrunk or one-database run: not written to bench/RESULTS.md');
  else console.log(`written to ${writeSection('feeds', markdown)}`);
}
