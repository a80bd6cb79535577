import { api } from '@shop/contract/api';
import { fillPath } from '@shop/contract/endpoint';
import { type Database, openDatabase } from '@shop/server/db/client';
import { seededRandom } from '@shop/server/seed/demo-stock';
import { seedStaff } from '@shop/server/seed/staff-seed';
import { PASSWORD, signIn } from './api-bench.js';
import { type AuditLoad, fullAuditSize, loadAudit } from './audit-load.js';
import { adminQuery, adminUrl, databaseUrl } from './bench-postgres.js';
import { benchApp, HOST } from './bench-server.js';
import { type Latency, measureGets } from './latency.js';
import { machineLine } from './machine.js';
import { loadAverage } from './orders-report.js';
import { writeSection } from './results-file.js';
import { withScratchPglite } from './scratch-pglite.js';

/**
 * `npm run bench -- audit` (issue 19 §3): about a million audit rows (audit-load.ts), then the
 * Audit log page's requests through the real server over HTTP, signed in as admin: the first
 * page, filtered pages (staff, table, dates; an area; a rare table; one record; an id alone),
 * deep pages and one entry. Target: p95 ≤ 300 ms a page on both databases.
 * BENCH_AUDIT_DB=postgres|pglite runs one; BENCH_AUDIT_ROWS shrinks the data for a quick try
 * (printed, not written to RESULTS.md); BENCH_REQUESTS the timed requests per list (200).
 */

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const TARGET_MS = 300;
const DAY_MS = 86_400_000;
const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? fullAuditSize.rows);
const DATABASE_NAME = 'shop_bench_audit';

type Kind = 'postgres' | 'pglite';

interface Figure {
  label: string;
  latency: Latency;
  note: string;
}

interface Row {
  kind: Kind;
  load: AuditLoad;
  figures: Figure[];
  takenAt: string;
  loadBefore: string;
  loadAfter: string;
}

interface Page {
  items: { id: number }[];
  total: number;
  totalCapped: boolean;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The page's requests, each a function giving the next URL (staff, windows and ids drawn at random). */
function requests(base: string, load: AuditLoad) {
  const random = seededRandom(19);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const busy = load.staffIds.slice(0, 5);
  const windowOf = (days: number) => {
    const to = Date.now() - Math.floor(random() * 365 * DAY_MS);
    return { from: new Date(to - days * DAY_MS).toISOString(), to: new Date(to).toISOString() };
  };
  const list = (params: Record<string, string | number>) =>
    `${base}${api.listAudit.path}?${query({ page: 1, pageSize: 20, ...params })}`;
  const all = (n: number) => 1 + Math.floor(random() * n);
  return [
    { label: '(a) first page, no filter (newest first)', url: () => list({}) },
    {
      label: '(b) a busy staff member × orders × a 30-day window',
      url: () => list({ actor: pick(busy), entity: 'shop_order', ...windowOf(30) }),
    },
    {
      label: '(b) any staff member × stock × a 90-day window',
      url: () => list({ actor: pick(load.staffIds), entity: 'product_sku', ...windowOf(90) }),
    },
    { label: '(b) the system, over 7 days', url: () => list({ actor: 'system', ...windowOf(7) }) },
    { label: '(b) area Products (two tables)', url: () => list({ area: 'product' }) },
    { label: '(b) a rare table (roles, 0.5 %)', url: () => list({ entity: 'role' }) },
    {
      label: '(b) an action (refund) over 30 days',
      url: () => list({ action: 'refund', ...windowOf(30) }),
    },
    {
      label: '(c) one record: an order by id',
      url: () => list({ entity: 'shop_order', entityId: all(200_000) }),
    },
    { label: '(c) an id alone (every table)', url: () => list({ entityId: all(20_000) }) },
    {
      label: '(d) page 500 (offset 9,980: the last the capped total pages to)',
      url: () => list({ page: 500 }),
    },
    { label: '(d) page 5,000 (offset 99,980, typed into the URL)', url: () => list({ page: 5000 }) },
    {
      label: '(e) one entry with its before and after',
      url: () => `${base}${fillPath(api.getAuditEntry.path, { id: all(load.rows) })}`,
    },
  ];
}

async function measure(base: string, token: string, load: AuditLoad, log: (l: string) => void) {
  const figures: Figure[] = [];
  for (const spec of requests(base, load)) {
    let found = 0;
    let answers = 0;
    let capped = 0;
    const latency = await measureGets(spec.url, token, {
      warmUp: WARM_UP,
      count: REQUESTS,
      budgetMs: 120_000,
      check: (data) => {
        const page = data as Page;
        answers++;
        if (page.items) {
          found += page.items.length;
          if (page.totalCapped) capped++;
        }
      },
    });
    const rows = found / Math.max(1, answers);
    const note = spec.label.startsWith('(e)')
      ? 'getAuditEntry'
      : `${rows.toFixed(1)} rows a page on average${capped ? `, total capped in ${capped} of ${answers}` : ''}`;
    figures.push({ label: spec.label, latency, note });
    log(`  ${spec.label}: p95 ${latency.p95.toFixed(1)} ms (${note})`);
  }
  return figures;
}

async function benchOne(kind: Kind, database: Database): Promise<Row> {
  const log = (line: string) => console.log(`audit/${kind}:${line}`);
  const loadBefore = loadAverage();
  await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
  const load = await loadAudit(database.db, { ...fullAuditSize, rows: ROWS }, log);
  log(
    `  loaded ${load.rows} rows in ${(load.ms / 1000).toFixed(1)} s, VACUUM ANALYZE ${(load.analyzeMs / 1000).toFixed(1)} s`,
  );
  const app = await benchApp(database);
  try {
    const base = await app.listen({ port: 0, host: HOST });
    const figures = await measure(base, await signIn(base), load, log);
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

function runPglite(): Promise<Row> {
  return withScratchPglite('audit', (database) => benchOne('pglite', database));
}

const ms = (n: number) => n.toFixed(1);

function report(rows: Row[]): string {
  const latency = [
    '| database | request | p50 ms | p95 ms | p99 ms | max ms | what it found | target p95 | result |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.flatMap((r) =>
      r.figures.map(
        (f) =>
          `| ${r.kind} | ${f.label} | ${ms(f.latency.p50)} | ${ms(f.latency.p95)} | ${ms(f.latency.p99)} | ${ms(f.latency.max)} | ${f.note} | ≤ ${TARGET_MS} ms | ${f.latency.p95 <= TARGET_MS ? 'met' : '**MISSED**'} |`,
      ),
    ),
  ].join('\n');
  const loading = [
    '| database | audit rows | staff | loaded (with index rebuild) | VACUUM ANALYZE |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.load.rows.toLocaleString('en')} | ${r.load.staffIds.length} + the 3 demo accounts | ${(r.load.ms / 1000).toFixed(1)} s | ${(r.load.analyzeMs / 1000).toFixed(1)} s |`,
    ),
  ].join('\n');
  const runs = rows
    .map(
      (r) =>
        `- ${r.kind}: taken ${r.takenAt}, load average (1/5/15 min) ${r.loadBefore} at its start, ${r.loadAfter} at its end`,
    )
    .join('\n');
  return `## audit: the audit log over ${ROWS.toLocaleString('en')} rows (issue 19)

Written ${new Date().toISOString()} on ${machineLine()}; the machine is shared, so each database's part says how busy it was:
${runs}
Target (issue 19 brief): a page of the Audit log p95 ≤ ${TARGET_MS} ms on PostgreSQL and PGlite.
Data: bench/src/audit-load.ts, set-based (INSERT … SELECT generate_series in chunks of ${fullAuditSize.chunk.toLocaleString('en')}, indexes rebuilt once after), one row every ~63 s over ~2 years ending now, some sharing a moment; ${fullAuditSize.staff} staff (five busy) and the system for one row in seven; tables weighted as a shop's days go (orders 30 %, stock 20 %, customers 15 % … roles and the home page 0.5 %). Only the migrations' indexes: \`audit_log_at_idx\` (at), \`audit_log_actor_idx\` (actor_id, at), \`audit_log_entity_idx\` (entity, entity_id, at). Requests: the real server (benchApp) over HTTP on 127.0.0.1, signed in as admin, one at a time, ${WARM_UP} warm-up then ${REQUESTS} timed, each to the last byte of the body; staff, windows (ending somewhere in the last year) and ids are drawn at random per request. Every list answers \`total\` counted up to 10,000 (\`totalCapped\`), as the points ledger does.

${latency}

Loading:

${loading}`;
}

export async function runAuditBench(): Promise<void> {
  const only = process.env.BENCH_AUDIT_DB;
  const rows: Row[] = [];
  if (only !== 'pglite') {
    const row = await runPostgres();
    if (row) rows.push(row);
  }
  if (only !== 'postgres') rows.push(await runPglite());
  const markdown = report(rows);
  console.log(markdown);
  if (ROWS !== fullAuditSize.rows || only)
    console.log('a shrunk or one-database run: not written to bench/RESULTS.md');
  else console.log(`written to ${writeSection('audit', markdown)}`);
}
