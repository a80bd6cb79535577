import { runApiBench } from './api-bench.js';
import { runAuditBench } from './audit-bench.js';
import { runBoxBench } from './box-bench.js';
import { runDashboardBench } from './dashboard-bench.js';
import { runDocumentsBench } from './documents-bench.js';
import { runFeedBench } from './feed-bench.js';
import { runInteractionsBench } from './interactions-bench.js';
import { runInventoryBench } from './inventory-bench.js';
import { runOrdersBench } from './orders-bench.js';
import { runPointsBench } from './points-bench.js';
import { runResponsiveBench } from './responsive-bench.js';
import { runStartBench } from './start-bench.js';
import { runTabsBench } from './tabs-bench.js';
import { runWebBench } from './web-bench.js';

/** `npm run bench -- <name>`: runs one benchmark and records it in bench/RESULTS.md. */
const benches: Record<string, () => Promise<void>> = {
  api: runApiBench,
  audit: runAuditBench,
  boxes: runBoxBench,
  dashboard: runDashboardBench,
  documents: runDocumentsBench,
  feeds: runFeedBench,
  web: runWebBench,
  tabs: runTabsBench,
  inventory: runInventoryBench,
  interactions: runInteractionsBench,
  orders: runOrdersBench,
  points: runPointsBench,
  responsive: runResponsiveBench,
  start: runStartBench,
};

const name = process.argv[2] ?? '';
const bench = benches[name];
if (!bench) {
  console.error(`Usage: npm run bench -- <${Object.keys(benches).join('|')}>`);
  process.exit(2);
}
await bench();
