import { DOCUMENT_BATCH, documentBatch } from '@shop/server/areas/order/order-document.table';
import { openDatabase } from '@shop/server/db/client';
import { rowsOf } from '@shop/server/db/raw-rows';
import { seedBulkOrders } from '@shop/server/seed/bulk-orders';
import { seedStaff } from '@shop/server/seed/staff-seed';
import { sql } from 'drizzle-orm';
import { PASSWORD, signIn } from './api-bench.js';
import { benchApp, HOST } from './bench-server.js';
import { type Latency, summarise } from './latency.js';
import { machineLine } from './machine.js';
import { writeSection } from './results-file.js';

/**
 * `npm run bench -- documents`: packing slips and invoices as PDF, timed from the request to the
 * last byte over a real socket (issue 20: a 100-order packing slip in under 3 s), and how long
 * each batch read holds the embedded database (which serves nobody else meanwhile).
 */

const ORDERS = Number(process.env.BENCH_DOCUMENT_ORDERS ?? 2_000);
const RUNS = 5;

interface Case {
  label: string;
  kind: 'packing-slip' | 'invoice';
  orders: number;
  lang: 'en' | 'zh' | 'ja';
}

const cases: Case[] = [
  { label: 'packing slip, 1 order', kind: 'packing-slip', orders: 1, lang: 'en' },
  { label: 'packing slip, 100 orders', kind: 'packing-slip', orders: 100, lang: 'en' },
  { label: 'packing slip, 100 orders, Chinese', kind: 'packing-slip', orders: 100, lang: 'zh' },
  { label: 'invoice, 100 orders', kind: 'invoice', orders: 100, lang: 'en' },
  { label: 'invoice, 200 orders (the cap), Japanese', kind: 'invoice', orders: 200, lang: 'ja' },
];

interface Timed {
  label: string;
  ms: Latency;
  bytes: number;
}

async function timePdf(origin: string, token: string, ids: number[], c: Case): Promise<Timed> {
  const url = `${origin}/base/admin/orders/documents?kind=${c.kind}&ids=${ids.join(',')}&lang=${c.lang}`;
  const samples: number[] = [];
  let bytes = 0;
  // The first run reads the font file and warms the JIT: not counted.
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'x-token': token } });
    const body = new Uint8Array(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf')
      throw new Error(`${c.label}: ${response.status} ${new TextDecoder().decode(body.subarray(0, 300))}`);
    bytes = body.byteLength;
    if (run > 0) samples.push(ms);
  }
  return { label: c.label, ms: summarise(samples), bytes };
}

export async function runDocumentsBench(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
  console.log(`documents: seeding ${ORDERS} orders …`);
  await seedBulkOrders(database.db, { orders: ORDERS, points: true });
  const app = await benchApp(database);
  try {
    const origin = await app.listen({ port: 0, host: HOST });
    const token = await signIn(origin);
    const rows = await database.db.execute(sql`SELECT id FROM shop_order ORDER BY placed_at DESC LIMIT 200`);
    const ids = rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
    const lineCount = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM order_line WHERE order_id IN (${sql.join(
        ids.slice(0, 100).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const lines = rowsOf<{ n: number }>(lineCount)[0]?.n ?? 0;

    const timed: Timed[] = [];
    for (const c of cases) {
      console.log(`documents: ${c.label} …`);
      timed.push(await timePdf(origin, token, ids.slice(0, c.orders), c));
    }

    // One batch read as the PDF route makes it, alone: the longest the embedded database is held.
    const holds: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (let at = 0; at < ids.length; at += DOCUMENT_BATCH) {
        const started = performance.now();
        await documentBatch(database.db, ids.slice(at, at + DOCUMENT_BATCH));
        holds.push(performance.now() - started);
      }
    }
    const hold = summarise(holds.slice(ids.length / DOCUMENT_BATCH));

    const ms = (n: number) => n.toFixed(0);
    const table = timed
      .map((t) => `| ${t.label} | ${ms(t.ms.p50)} | ${ms(t.ms.max)} | ${(t.bytes / 1024).toFixed(0)} KiB |`)
      .join('\n');
    const markdown = `## Printable documents (\`npm run bench -- documents\`)

${machineLine()}; PGlite in memory, ${ORDERS} seeded orders (the 100 newest hold ${lines} lines); the
server in-process, each PDF fetched over 127.0.0.1 to its last byte, ${RUNS} runs after a warm-up.
Goal (issue 20): a 100-order packing slip in under 3 s.

| document | p50 ms | max ms | size |
| --- | ---: | ---: | ---: |
${table}

One batch read (${DOCUMENT_BATCH} orders and their lines, two indexed queries), the longest the
PDF holds the embedded database at a time: p50 ${hold.p50.toFixed(1)} ms, p95 ${hold.p95.toFixed(1)} ms,
max ${hold.max.toFixed(1)} ms over ${hold.count} reads. The PDF is drawn between reads, so other requests
are served meanwhile.
`;
    console.log(markdown);
    console.log(`documents: written to ${writeSection('documents', markdown)}`);
  } finally {
    await app.close();
    await database.close();
  }
}
