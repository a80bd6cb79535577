// `npm run reconcile`: the admin's check that the books balance (domain.md §2.3): every SKU's
// stock and every customer's points equal their ledger's sums, and every ledger row follows from
// the one before; points reversals never exceed what they reverse; the exchange's quotas and the
// boxes' pools, odds versions, points, cash and stock match their orders and draws; the feed posts'
// comment counts match their comments. Reads the same
// DATABASE_URL / DATA_DIR as the server; exit code 1 when anything is off. On the embedded
// database, stop the server first: its data folder is locked while it runs. `--repair` rebuilds
// the dashboard's rollups from the raw tables when they disagree (the other books are never
// rewritten).

import { reconcileBoxes } from '../areas/box/box-reconcile.js';
import { rebuildRollups, reconcileRollups } from '../areas/dashboard/rollup-reconcile.js';
import { reconcileExchange } from '../areas/exchange/exchange-reconcile.js';
import { reconcileFeeds } from '../areas/feed/feed-reconcile.js';
import { reconcileStock } from '../areas/inventory/stock-reconcile.js';
import { reconcilePoints } from '../areas/point/point-reconcile.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.dataDir },
);

/** Each book: its name, what it says when it balances, and its check. */
const books: [string, string, () => Promise<unknown[]>][] = [
  ['stock', 'Stock reconciles: every balance equals its ledger.', () => reconcileStock(database.db)],
  ['points', 'Points reconcile: every balance equals its ledger.', () => reconcilePoints(database.db)],
  [
    'exchange',
    'Exchange reconciles: quotas, points and cash match their orders.',
    () => reconcileExchange(database.db),
  ],
  [
    'boxes',
    'Boxes reconcile: pools, odds versions, points, cash and stock match their draws.',
    () => reconcileBoxes(database.db),
  ],
  [
    'feeds',
    'Feeds reconcile: comment counts match the comments; only published posts are pinned.',
    () => reconcileFeeds(database.db),
  ],
  [
    'rollups',
    "Rollups reconcile: the dashboard's figures equal the raw tables.",
    () => reconcileRollups(database.db),
  ],
];
const repair = process.argv.includes('--repair');

try {
  for (const [name, fine, check] of books) {
    const mismatches = await check();
    if (mismatches.length === 0) {
      process.stdout.write(`${fine}\n`);
      continue;
    }
    process.stdout.write(`${mismatches.length} ${name} mismatch(es):\n`);
    for (const m of mismatches) process.stdout.write(`${JSON.stringify(m)}\n`);
    if (repair && name === 'rollups') {
      await rebuildRollups(database.db);
      const left = await reconcileRollups(database.db);
      process.stdout.write(`Rebuilt the rollups from the raw tables; ${left.length} mismatch(es) left.\n`);
      if (left.length === 0) continue;
    }
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
