import { exchangeOrderStatuses } from '@shop/contract/areas/exchange';
import { sql } from 'drizzle-orm';
import { reconcileBoxes } from '../areas/box/box-reconcile.js';
import { reconcileExchange } from '../areas/exchange/exchange-reconcile.js';
import { reconcileFeeds } from '../areas/feed/feed-reconcile.js';
import { reconcileStock } from '../areas/inventory/stock-reconcile.js';
import { reconcilePoints } from '../areas/point/point-reconcile.js';
import type { Db } from '../db/client.js';
import { checkOrderInvariants } from './bulk-orders-check.js';
import { rowsOf } from './bulk-orders-sql.js';

/**
 * Everything a demo load must leave right, as a list of what is not (empty when all is): the
 * order books and the points rules of every order (bulk-orders-check.ts), the stock, points,
 * exchange, box and feed reconcilers (reconcilePoints holds each balance to its ledger and each row to the one
 * before it), each customer's ledger rows in time order, and an exchange order in every state.
 * The demo tests run it in-process and on a server's folder after a load.
 */
export async function checkDemoBooks(db: Db, asOf: Date): Promise<string[]> {
  const broken: string[] = [];
  for (const c of await checkOrderInvariants(db, { asOf, points: true }))
    if (c.violations > 0) broken.push(`${c.invariant}: ${c.violations}`);
  for (const [name, mismatches] of [
    ['stock', await reconcileStock(db)],
    ['points', await reconcilePoints(db)],
    ['exchange', await reconcileExchange(db)],
    ['boxes', await reconcileBoxes(db)],
    ['feeds', await reconcileFeeds(db)],
  ] as const)
    if (mismatches.length > 0) broken.push(`${name} reconcile: ${JSON.stringify(mismatches.slice(0, 3))}`);
  // The demo writes each customer's rows in time order (the points pass sorts them, the exchange
  // picks customers without later rows): ids and times agree, as live writes would leave them.
  const [ledger] = rowsOf<{ times: string | number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE created_at < previous_at) AS times
      FROM (SELECT created_at, lag(created_at) OVER (PARTITION BY customer_id ORDER BY id) AS previous_at
            FROM point_ledger) AS l`),
  );
  if (Number(ledger?.times)) broken.push(`ledger rows out of time order: ${ledger?.times}`);
  const states = new Set(
    rowsOf<{ status: string }>(await db.execute(sql`SELECT DISTINCT status FROM exchange_order`)).map(
      (r) => r.status,
    ),
  );
  for (const status of exchangeOrderStatuses)
    if (!states.has(status)) broken.push(`no exchange order is ${status}`);
  return broken;
}
