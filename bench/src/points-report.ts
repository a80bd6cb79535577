import type { Latency } from './latency.js';
import { machineLine } from './machine.js';
import type { Kind, LoadInfo } from './points-data.js';
import type { ProbeFigures } from './request-probe.js';

/** The points benchmark's section of bench/RESULTS.md. */

export interface ListFigures {
  name: 'health' | 'history' | 'customerPoints' | 'twoTypes' | 'oneType' | 'reference' | 'unfiltered';
  label: string;
  latency: Latency;
  note: string;
}

export interface ExpiryFigures {
  copyMs: number;
  expiryDays: number;
  cutoff: string;
  backlog: { oldGrants: number; customersDue: number; pointsDue: number };
  jobMs: number;
  /** What expirePoints answered. */
  result: unknown;
  /** EXPIRE rows the run wrote, their customers and points. */
  rows: number;
  customers: number;
  points: number;
  /** What the project's reconciler (reconcilePoints) found afterwards. */
  reconcileMismatches: number;
  /** False when the bench stopped it at `limitS`. */
  finished: boolean;
  limitS: number;
  idle: ProbeFigures;
  during: ProbeFigures;
}

export interface PointsRow {
  kind: Kind;
  load: LoadInfo | undefined;
  reused: boolean;
  lists: ListFigures[];
  expiry: ExpiryFigures | undefined;
  /** When and under what load this database's part ran (1/5/15-minute load averages). */
  run?: { takenAt: string; loadBefore: string; loadAfter: string; minutes: number };
}

const listTargets = { postgres: 50, pglite: 150 } as const;
export const EXPIRY_P99_MS = 100;
/** The issue's targets are on (a)–(c); (d) is written down beside them. */
const targeted = new Set<ListFigures['name']>([
  'history',
  'customerPoints',
  'twoTypes',
  'oneType',
  'reference',
]);

const ms = (n: number) => n.toFixed(1);
const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
const int = (n: number) => n.toLocaleString('en');
const cell = (l: Latency) => `${ms(l.p50)} / ${ms(l.p95)} / **${ms(l.p99)}** / ${ms(l.max)} (${l.count})`;

const pct = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(1) : '0'} %`;
/** The whole backlog's time at the pace of the part done. */
const projected = (e: ExpiryFigures) =>
  e.customers > 0
    ? `~${((e.jobMs * e.backlog.customersDue) / e.customers / 60_000).toFixed(0)} min for all`
    : 'no estimate';

function expiryMet(e: ExpiryFigures): boolean {
  return (
    e.finished &&
    e.reconcileMismatches === 0 &&
    e.during.all.p99 < EXPIRY_P99_MS &&
    e.during.errors === 0 &&
    e.rows === e.backlog.customersDue &&
    e.points === e.backlog.pointsDue
  );
}

export function pointsReport(
  rows: PointsRow[],
  run: { customers: number; requests: number; warmUp: number },
): string {
  const latency = [
    '| database | request | p50 ms | p95 ms | p99 ms | max ms | what it found | target p95 | result |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.flatMap((r) =>
      r.lists.map((l) => {
        const target = listTargets[r.kind];
        const result = targeted.has(l.name) ? (l.latency.p95 < target ? 'met' : '**MISSED**') : '(no target)';
        return `| ${r.kind} | ${l.label} | ${ms(l.latency.p50)} | ${ms(l.latency.p95)} | ${ms(l.latency.p99)} | ${ms(l.latency.max)} | ${l.note} | < ${target} ms | ${result} |`;
      }),
    ),
  ].join('\n');

  const loading = [
    '| database | customers | ledger rows | loaded | customers | ledgers (with index rebuild) | balances + VACUUM ANALYZE | checks | balance mismatches | chain breaks |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) =>
      r.load
        ? `| ${r.kind} | ${int(r.load.customers)} | ${int(r.load.rows)} | ${r.load.loadedAt}${r.reused ? ' (kept, reused)' : ' (this run)'} | ${s(r.load.customersMs)} | ${s(r.load.ledgerMs)} | ${s(r.load.balancesMs)} | ${s(r.load.checkMs)} | ${r.load.balanceMismatches} | ${r.load.chainBreaks} |`
        : `| ${r.kind} | ${int(run.customers)} | ? | kept data without its load record | | | | | | |`,
    ),
  ].join('\n');

  const withExpiry = rows.filter((r) => r.expiry);
  const expiry = [
    '| database | grants past the cutoff | customers with points due | points due | job time | EXPIRE rows / points written | ledger checks after | ledger pages while idle, ms p50 / p95 / p99 / max (n) | ledger pages during the job | errors | target | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...withExpiry.map((r) => {
      const e = r.expiry as ExpiryFigures;
      return `| ${r.kind} | ${int(e.backlog.oldGrants)} (cutoff ${e.cutoff.slice(0, 10)}, ${e.expiryDays} days) | ${int(e.backlog.customersDue)} | ${int(e.backlog.pointsDue)} | ${e.finished ? s(e.jobMs) : `**not finished**: stopped after ${s(e.jobMs)}, ${pct(e.customers, e.backlog.customersDue)} of the customers due done; at that pace ${projected(e)}`} | ${int(e.rows)} / ${int(e.points)} | reconcilePoints: ${e.reconcileMismatches} mismatches | ${cell(e.idle.all)} | ${cell(e.during.all)} | ${e.during.errors} | finishes, writes what is due, p99 < ${EXPIRY_P99_MS} ms | ${expiryMet(e) ? 'met' : '**MISSED**'} |`;
    }),
  ].join('\n');
  const byLabel = withExpiry
    .map((r) => {
      const e = r.expiry as ExpiryFigures;
      const parts = Object.entries(e.during.byLabel).map(([label, l]) => `${label} ${cell(l)}`);
      const errors = Object.entries(e.during.errorKinds).map(([k, n]) => `${n} × ${k}`);
      return `- ${r.kind}: during the job, ${parts.join('; ')}${errors.length ? `; errors: ${errors.join(', ')}` : ''}. expirePoints answered ${JSON.stringify(e.result)}; the copy of the data took ${s(e.copyMs)}.`;
    })
    .join('\n');

  return `## points: the points ledger over ${int(rows[0]?.load?.rows ?? 0)} rows of ${int(run.customers)} customers, and the expiry job (issue 18)

Written ${new Date().toISOString()} on ${machineLine()}; the machine is shared, so each database's part says how busy it was:
${rows.map((r) => (r.run ? `- ${r.kind}: taken ${r.run.takenAt} (${r.run.minutes.toFixed(1)} min), load average (1/5/15 min) ${r.run.loadBefore} at its start, ${r.run.loadAfter} at its end` : `- ${r.kind}: load not recorded`)).join('\n')}
Targets (issue 18): a customer's history and the filtered ledger page p95 < 50 ms on PostgreSQL and < 150 ms on PGlite; the expiry job over about a million grants finishes, batched, while list requests keep p99 < ${EXPIRY_P99_MS} ms.
Data: bench/src/points-load.ts, set-based SQL over ~2 years (each customer's history from 330–760 days ago to now: orders' points earned, used and given back, refunds taking earned points back, exchanges and their cancels, staff adjusts, one old expiry for a customer in ten), chained balance_after and customer.points_balance = Σ delta, checked over every row; kept between runs (points-data.ts). Requests: the real server (benchApp) over HTTP on 127.0.0.1, signed in as admin, one at a time, ${run.warmUp} warm-up then ${run.requests} timed, each to the last byte of the body; customers, windows and references are drawn at random per request. (a) \`listPointLedger?customerId=\` and \`getCustomerPoints\`; (b) \`bizType\` with \`from\`/\`to\`, a window ending somewhere in the last year; (c) \`reference=\` the id of a random row's order or exchange (the bench holds no shop_order or exchange_order rows, so it names them by id; an order number adds one lookup by the unique order_no); (d) the page as it opens.

${latency}

Expiry: \`expirePoints\` (server/src/areas/point/point-expiry.ts) called in the server's process, as the clock calls it, on a copy of the data. A probe in a worker thread asks for a customer's history and the two-type page in turn every ~20 ms, 5 s with nothing running first ("idle"), then from the job's start to its end. "Points due" is the spec's rule computed in one query beforehand (per customer: grants older than the cutoff − everything spent, if > 0); the job is right when it writes one EXPIRE row per such customer and the same points.

${expiry}

${byLabel}

Loading:

${loading}`;
}
