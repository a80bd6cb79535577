import type { Api } from '@shop/contract/api';
import type { Latency } from './latency.js';
import { machineLine } from './machine.js';
import type { Prepared } from './orders-data.js';
import { loadAverage } from './orders-report.js';

/** The dashboard benchmark's requests and its section of bench/RESULTS.md. */

export interface DashboardRow {
  kind: 'postgres' | 'pglite';
  prepared: Prepared;
  /** The shop's time zone during the run. */
  zone: string;
  /** Rollup delta rows not folded when the bench started. */
  deltaRows: number;
  latencies: Record<string, Latency>;
  notes: Record<string, string>;
}

interface BenchRequest {
  label: string;
  url: string;
  /** What the answer held, for the table ("12 products"). */
  note: (data: unknown) => string;
}

const money = (n: number) => (n / 100).toLocaleString('en', { maximumFractionDigits: 0 });

/** Every dashboard request the console makes, each widget and range. */
export function requestsOf(api: Api): BenchRequest[] {
  const summary = (range: string): BenchRequest => ({
    label: `summary, ${range}`,
    url: `${api.getDashboardSummary.path}?range=${range}`,
    note: (data) => {
      const d = data as { sales: { revenue: { value: number }; paidOrders: { value: number } } | null };
      return `(revenue ${money(d.sales?.revenue.value ?? 0)}, ${d.sales?.paidOrders.value ?? 0} paid orders)`;
    },
  });
  const series = (days: string): BenchRequest => ({
    label: `series, ${days} days`,
    url: `${api.getDashboardSeries.path}?days=${days}`,
    note: (data) => `(${(data as { days: unknown[] }).days.length} days)`,
  });
  const top = (range: string): BenchRequest => ({
    label: `top products, ${range}`,
    url: `${api.getDashboardTopProducts.path}?range=${range}`,
    note: (data) => {
      const first = (data as { products: { units: number }[] }).products[0];
      return `(best: ${first?.units ?? 0} units)`;
    },
  });
  return [
    summary('today'),
    summary('7d'),
    summary('30d'),
    series('30'),
    series('90'),
    {
      label: 'orders by status',
      url: api.getDashboardOrderStatus.path,
      note: (data) => {
        const d = data as { statuses: { count: number }[] };
        return `(${d.statuses.reduce((s, x) => s + x.count, 0).toLocaleString('en')} orders)`;
      },
    },
    top('today'),
    top('7d'),
    top('30d'),
    {
      label: 'to-do counts',
      url: api.getDashboardTodo.path,
      note: (data) =>
        `(${(data as { items: { key: string; count: number }[] }).items.map((i) => `${i.key} ${i.count}`).join(', ')})`,
    },
  ];
}

const targets = { postgres: 100, pglite: 300 } as const;
const TABS_TARGET = 20;
const ms = (n: number) => n.toFixed(1);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function table(rows: DashboardRow[]): string {
  return [
    '| database | request | p50 ms | p95 ms | p99 ms | max ms | timed | target p95 | result |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.flatMap((r) =>
      Object.entries(r.latencies).map(([label, l]) => {
        const target = label.startsWith('order tab counts') ? TABS_TARGET : targets[r.kind];
        return `| ${r.kind} | ${label} ${r.notes[label] ?? ''} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} | ${l.count} | < ${target} ms | ${verdict(l.p95 < target)} |`;
      }),
    ),
  ].join('\n');
}

export function report(
  rows: DashboardRow[],
  run: { loadBefore: string; orders: number; requests: number },
): string {
  const data = rows
    .map((r) => {
      const l = r.prepared.load;
      const loaded = l
        ? `loaded ${l.loadedAt.slice(0, 16)}Z${r.prepared.reused ? ' (reused)' : ''}`
        : 'reused';
      return `${r.kind}: ${loaded}, shop time zone ${r.zone}, ${r.deltaRows.toLocaleString('en')} rollup delta rows waiting when the bench started (folded before timing, as the server's compactor does every 5 s)`;
    })
    .join('; ');
  return `## dashboard: the dashboard's requests and the order tab counts over ${run.orders.toLocaleString('en')} orders (issue 20)

Taken ${new Date().toISOString()} on ${machineLine()}; load average (1/5/15 min) ${run.loadBefore} at the start, ${loadAverage()} at the end.
Data: the orders bench's databases (orders-data.ts: the bulk generator, orders over the 90 days before the load, with payments, refunds, after-sales); ${data}. Requests: the real server (benchApp) over HTTP on 127.0.0.1, signed in as admin (every section), one at a time, ${30} warm-up then ${run.requests} timed, each to the last byte; "today" and the ranges are the shop's days ending at the wall clock (the data ends at its load time, so a "today" begun since has little in it). The dashboard reads the rollups (\`*_all\` views: folded rows and the deltas not folded yet); the order tab counts' 30-day windows end up to a week before the newest order, at varying times of day, so both edges cut days.

${table(rows)}

The 100-order packing-slip PDF (target < 3 s) is measured by \`npm run bench -- documents\` (its own section).`;
}
