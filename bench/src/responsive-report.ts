import type { Latency } from './latency.js';
import { machineLine } from './machine.js';
import { loadAverage } from './orders-report.js';
import type { ProbeFigures } from './request-probe.js';

export interface ResponsiveRow {
  kind: 'pglite' | 'postgres';
  scenario: string;
  /** What the work did, in a few words. */
  what: string;
  workMs: number;
  figures: ProbeFigures<'health' | 'list'>;
}

export const TARGET_P99_MS = 100;

const ms = (n: number) => n.toFixed(1);
const cell = (l: Latency) => `${ms(l.p50)} / ${ms(l.p95)} / **${ms(l.p99)}** / ${ms(l.max)} (${l.count})`;
const met = (f: ResponsiveRow['figures']) =>
  f.byLabel.health.p99 <= TARGET_P99_MS && f.byLabel.list.p99 <= TARGET_P99_MS && f.errors === 0
    ? 'met'
    : '**MISSED**';

/** The "responsive" section of bench/RESULTS.md. */
export function responsiveReport(rows: ResponsiveRow[], run: { loadBefore: string; orders: number }): string {
  const table = [
    '| Database | Background work | What it did | Work time | Health ms p50 / p95 / p99 / max (n) | Orders page 1 ms p50 / p95 / p99 / max (n) | Errors | p99 ≤ 100 ms |',
    '|---|---|---|---:|---|---|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.scenario} | ${r.what} | ${(r.workMs / 1000).toFixed(1)} s | ${cell(r.figures.byLabel.health)} | ${cell(r.figures.byLabel.list)} | ${r.figures.errors} | ${met(r.figures)} |`,
    ),
  ];
  const errors = rows
    .filter((r) => r.figures.errors > 0)
    .map(
      (r) =>
        `- ${r.kind}, ${r.scenario}: ${Object.entries(r.figures.errorKinds)
          .map(([kind, n]) => `${n} × ${kind}`)
          .join(', ')}`,
    );
  return `## Responsiveness: never frozen (\`npm run bench -- responsive\`, issue 16)

Target: while the server works in the background, \`GET /base/health\` and the orders list's first page (\`GET /base/admin/orders?page=1&pageSize=20\`, default filters, with its total) answer within **p99 ≤ ${TARGET_P99_MS} ms**, on PGlite and PostgreSQL.

Taken ${new Date().toISOString()} on ${machineLine()}; load average (1/5/15 min) ${run.loadBefore} at the start, ${loadAverage()} at the end.
How: the built server (\`server/dist/main.js\`, LOG_LEVEL=info as by default) runs as a child process on a fresh database (a PGlite folder in the temp dir, or a database of its own on the local PostgreSQL, removed afterwards) holding ${run.orders.toLocaleString('en')} bulk orders (\`seedBulkOrders\`). A probe in a worker thread of the bench sends health then the list page, one after the other, every ~20 ms for as long as the work lasts, as the signed-in admin, each timed to the last byte. The work is sent by the bench's main thread through the API: (b) the orders CSV export with no filters, read as fast as it arrives; (c) the server restarted on a backlog (order_auto_complete_days set to 3, so the shipped orders older than that are overdue, and the unpaid ones' close time moved a minute back): the clock ticks at start, the probe joins at the first answer and stops at the clock's log line; (d) a CSV import of new products; (e) bulk price (+1 %) and status changes on the first 500 products; (f) another empty database started with SEED=demo, probed from the admin's sign-in until the demo storefront has played. Errors (a refusal, a failure or a 30 s timeout) count as a miss.

${table.join('\n')}
${errors.length > 0 ? `\nErrors (request, then HTTP status and envelope code, or the failure):\n${errors.join('\n')}\n` : ''}`;
}
