import os from 'node:os';
import type { Latency } from './latency.js';
import { machineLine } from './machine.js';
import type { Prepared } from './orders-data.js';
import type { ExportFigures, LiveHeap } from './orders-export.js';

/** The orders benchmark's section of bench/RESULTS.md. */

export interface OrdersRow {
  kind: 'postgres' | 'pglite';
  prepared: Prepared;
  shippedTotal: number;
  allTotal: number;
  ordersPerCustomer: number;
  list: Latency;
  counts: Latency;
  customer: Latency;
  customerOrders: Latency;
  exports: ExportFigures[];
  liveHeap: LiveHeap;
}

const targets = { postgres: 100, pglite: 300 } as const;
const EXPORT_TARGET_S = 10;

/** Other work on the machine moves latency figures; the section says how busy it was. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

const ms = (n: number) => n.toFixed(1);
const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
const mib = (n: number) => n.toFixed(0);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function latencyTable(rows: OrdersRow[]): string {
  const line = (r: OrdersRow, name: string, l: Latency) =>
    `| ${r.kind} | ${name} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${ms(l.max)} | < ${targets[r.kind]} ms | ${verdict(l.p95 < targets[r.kind])} |`;
  return [
    '| database | request | p50 ms | p95 ms | p99 ms | max ms | target p95 | result |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.flatMap((r) => [
      line(
        r,
        `(1) list: SHIPPED tab, 30 days, page 1 with total (≈ ${r.shippedTotal.toLocaleString('en')})`,
        r.list,
      ),
      line(r, `(1) tab counts, same 30 days (≈ ${r.allTotal.toLocaleString('en')} orders)`, r.counts),
      line(r, '(2) customer detail, random customer', r.customer),
      line(
        r,
        `(2) that customer's orders, page 1 with total (${r.ordersPerCustomer.toFixed(0)} on average)`,
        r.customerOrders,
      ),
    ]),
  ].join('\n');
}

function exportTable(rows: OrdersRow[]): string {
  return [
    '| database | rows | MiB | time (each run) | median | RSS before → peak MiB | heap before → peak MiB | live heap before → peak → after MiB (GC every 50 ms) | target | result |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const e = r.exports;
      const time = median(e.map((x) => x.ms));
      const rss = `${mib(Math.min(...e.map((x) => x.rssBeforeMiB)))} → ${mib(Math.max(...e.map((x) => x.rssPeakMiB)))}`;
      const heap = `${mib(Math.min(...e.map((x) => x.heapBeforeMiB)))} → ${mib(Math.max(...e.map((x) => x.heapPeakMiB)))}`;
      const live = `${mib(r.liveHeap.beforeMiB)} → ${mib(r.liveHeap.peakMiB)} → ${mib(r.liveHeap.afterMiB)}`;
      return `| ${r.kind} | ${e[0]?.rows.toLocaleString('en')} | ${((e[0]?.bytes ?? 0) / 2 ** 20).toFixed(1)} | ${e.map((x) => s(x.ms)).join(', ')} | ${s(time)} | ${rss} | ${heap} | ${live} | < ${EXPORT_TARGET_S} s | ${verdict(time < EXPORT_TARGET_S * 1000)} |`;
    }),
  ].join('\n');
}

function loadTable(rows: OrdersRow[]): string {
  return [
    '| database | orders | lines | customers | events | stock movements | orders phase | stock phase | VACUUM ANALYZE | total | invariant checks | violations |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const l = r.prepared.load;
      if (!l) return `| ${r.kind} | reused (loaded earlier, times not recorded) |||||||||||`;
      const when = r.prepared.reused ? ` (reused, loaded ${l.loadedAt.slice(0, 16)}Z)` : '';
      return `| ${r.kind}${when} | ${l.orders} | ${l.lines} | ${l.customers} | ${l.events} | ${l.movements} | ${s(l.ms.orders)} | ${s(l.ms.stock)} | ${s(l.ms.vacuum)} | ${s(l.ms.total)} | ${s(l.checkMs)} | ${l.violations} + ${l.stockMismatches} stock |`;
    }),
  ].join('\n');
}

export function report(
  rows: OrdersRow[],
  run: { loadBefore: string; orders: number; requests: number; exportRows: number },
): string {
  return `## orders: lists, customer detail and CSV export over ${run.orders.toLocaleString('en')} orders

Taken ${new Date().toISOString()} on ${machineLine()}; load average (1/5/15 min) ${run.loadBefore} at the start, ${loadAverage()} at the end.
Data: \`npm run seed\`'s generator (server/src/seed/bulk-orders.ts): orders over 90 days, about 3 lines each, one customer per 20 orders, every status, payments, refunds, after-sales, timelines and a stock ledger; after a fresh load every invariant is checked (server/src/seed/bulk-orders-check.ts and reconcileStock). Requests: the real server (benchApp) over HTTP on 127.0.0.1, signed in as admin, one at a time, 30 warm-up then ${run.requests} timed, each to the last byte of the body. (1) uses a 30-day window ending up to a week before the newest order; (2) a random customer per request. (3) exports the COMPLETED orders of the window before the last 30 days that holds exactly ${run.exportRows.toLocaleString('en')} of them, three times, reading the stream as it comes; memory is the bench process's (the server runs in it) sampled every 10 ms; then once more collecting garbage every 50 ms, for the live heap.

${latencyTable(rows)}

CSV export:

${exportTable(rows)}

Loading (orders phase: customers, orders, lines, payments, after-sales, refunds, timelines and customer totals, with the indexes and foreign keys rebuilt at its end; stock phase: the ledger and its indexes):

${loadTable(rows)}`;
}
