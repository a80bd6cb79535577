// `npm run seed -- --orders 1000000 [--customers 50000] [--points]`: adds a large set of orders for
// benchmarks (server/src/seed/bulk-orders.ts): N orders over the past 90 days for N/20 new customers,
// with payments, refunds, timelines and stock records that keep the books balanced; with --points,
// orders also pay with and earn points, with each customer's points ledger (off by default).
// Reads the same DATABASE_URL / DATA_DIR as the server. Stop the server first: the run locks the order tables,
// and the embedded database's folder is locked while the server runs.

import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedBulkOrders } from '../seed/bulk-orders.js';

const DEFAULT_ORDERS = 10_000;

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} takes a whole number of at least 1, not "${value}"`);
  return n;
}

function readArguments(): { orders: number; customers: number | undefined; points: boolean } {
  try {
    const { values } = parseArgs({
      options: { orders: { type: 'string' }, customers: { type: 'string' }, points: { type: 'boolean' } },
    });
    return {
      orders: wholeNumber('orders', values.orders) ?? DEFAULT_ORDERS,
      customers: wholeNumber('customers', values.customers),
      points: values.points ?? false,
    };
  } catch (error) {
    process.stderr.write(
      `${(error as Error).message}\nUsage: npm run seed -- [--orders N] [--customers N] [--points]\n`,
    );
    process.exit(2);
  }
}

const { orders, customers, points } = readArguments();

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  process.stdout.write(
    `Adding ${orders} orders to ${config.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`} …\n`,
  );
  const result = await seedBulkOrders(database.db, {
    orders,
    ...(customers === undefined ? {} : { customers }),
    points,
    log: (line) => process.stdout.write(`  ${line}\n`),
  });
  process.stdout.write(
    `Done in ${(result.ms.total / 1000).toFixed(1)} s: ${result.orders} orders (ids ${result.firstOrderId}–${result.lastOrderId}), ` +
      `${result.lines} lines, ${result.customers} customers, ${result.events} timeline events, ` +
      `${result.movements} stock movements${points ? `, ${result.pointRows} points ledger rows` : ''}.\n`,
  );
} finally {
  await database.close();
}
