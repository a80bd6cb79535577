// `npm run reconcile`: the admin's check that the stock books balance (domain.md §2.3): every
// SKU's balances equal its ledger's sums and every ledger row follows from the one before.
// Reads the same DATABASE_URL / DATA_DIR as the server; exit code 1 when anything is off.
// On the embedded database, stop the server first: its data folder is locked while it runs.

import { reconcileStock } from '../areas/inventory/stock-reconcile.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const mismatches = await reconcileStock(database.db);
  if (mismatches.length === 0) {
    process.stdout.write('Stock reconciles: every balance equals its ledger.\n');
  } else {
    process.stdout.write(`${mismatches.length} stock mismatch(es):\n`);
    for (const m of mismatches) process.stdout.write(`${JSON.stringify(m)}\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
