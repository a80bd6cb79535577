import type { Db } from '@shop/server/db/client';
import { customerName, customerPhone } from '@shop/server/seed/bulk-orders-customers';
import { affectedRows, lit, pick, rowsOf } from '@shop/server/seed/bulk-orders-sql';
import { type SQL, sql } from 'drizzle-orm';
import { withDeferredIndexes } from './deferred-indexes.js';

/**
 * Bulk data for the points benchmark (issue 18): customers and their points ledgers, written with
 * set-based SQL (generate_series and INSERT … SELECT in chunks of customers) rather than one
 * applyPointChange per row (5 million rows would take hours). It keeps the ledger's invariants all
 * the same, so the points reconciler finds nothing:
 *
 * - A customer's history is a run of "blocks", each a business event with what followed it: an
 *   order's points earned at completion (ORDER_EARN), sometimes then spent on a later order
 *   (ORDER_USE, given back by its cancel: ORDER_USE_RETURN), taken back in part by a refund
 *   (ORDER_EARN_REVERSAL), redeemed for an exchange item (EXCHANGE, given back by its cancel:
 *   EXCHANGE_RETURN), corrected by staff (ADMIN −), an old expiry (EXPIRE); or a grant by staff
 *   (ADMIN +). Every spend in a block is at most the grant that opens it, so each block's running
 *   sum is ≥ 0 whatever came before: the balance never goes below zero, as the table's CHECK
 *   insists. A reversal follows its original directly and names it (reverses_id).
 * - balance_after is the running sum of the customer's deltas (a window function over the
 *   history, in time order), and customer.points_balance is their sum, set at the end.
 * - biz_id / title follow the shared conventions: an order's id and number (SO + date + 8 digits),
 *   `cancel:<orderId>`, `refund:<refundId>`, an exchange's id and number (EX…), `adjust:<key>`
 *   with the key as idempotency_key, `expire:<cutoff date>`; UNIQUE(biz_type, biz_id, customer_id)
 *   holds because every id is built from the customer's id and the block's number.
 * - Time: a customer joined 120 to 730 days ago; their events run from then to now, denser
 *   towards now (the shop grew), each customer's at its own seconds. Spends are about a fifth of
 *   the points granted, so a customer's grants older than a year (the default points_expiry_days)
 *   are mostly not covered by what they spent: the expiry job has work for most customers.
 *   About a million grants are older than a year at full size.
 */

export interface PointsSize {
  customers: number;
  /** Customers whose histories one INSERT writes. */
  chunk: number;
}

export const fullPointsSize: PointsSize = { customers: 200_000, chunk: 20_000 };

/** Bump when the generator changes what it writes: kept data of another version is loaded again. */
export const GENERATOR_VERSION = 2;

/** Blocks per customer: 4 + [0, BLOCK_SPREAD), 15 on average, ~25.5 rows. */
const BLOCK_SPREAD = 23;
/** Block numbers stay below this, so (customer, block) makes a unique business id. */
const BLOCKS_MAX = 26;
/** A customer's first event is START_DAYS + [0, START_SPREAD) days old. */
const START_DAYS = 330;
const START_SPREAD = 431;

const blockKey = sql`(cid * ${lit(BLOCKS_MAX)} + j)`;

/** The block's kind from a draw in [0, 20), and one old expiry for one customer in ten. */
const kindOf = sql`CASE WHEN j = 2 AND ${pick(sql`cid`, 70, 10)} = 0 THEN 'EE'
  ELSE (ARRAY['E','E','E','E','E','E','EU','EU','EU','EU','EUR','ER','ER','EX','EX','EX','EXR','A','EA','E'])[1 + ${pick(blockKey, 71, 20)}] END`;

const rowsInBlock = sql`CASE kind WHEN 'E' THEN 1 WHEN 'A' THEN 1 WHEN 'EUR' THEN 3 WHEN 'EXR' THEN 3 ELSE 2 END`;

/** One chunk of customers' ledgers: ids in [from, to], row ids from base + 1 in time order. */
function ledgerChunk(from: number, to: number, base: number, actorId: number): SQL {
  return sql`
    WITH blocks AS (
      SELECT c.id AS cid, j, ${lit(START_DAYS)} + ${pick(sql`c.id`, 72, START_SPREAD)} AS start_days
      FROM customer c
      CROSS JOIN LATERAL generate_series(1, 4 + ${pick(sql`c.id`, 73, BLOCK_SPREAD)}::int) AS j
      WHERE c.id BETWEEN ${lit(from)} AND ${lit(to)}
    ), kinds AS (
      SELECT *, ${kindOf} AS kind,
             -- The grant that opens the block (10–500 points), the share of it a spend takes (20–60 %).
             10 + ${pick(blockKey, 74, 491)} AS grant_points,
             (20 + ${pick(blockKey, 75, 41)})::float8 / 100 AS share,
             ${blockKey} AS bkey
      FROM blocks
    ), steps AS (
      SELECT k.*, r,
             row_number() OVER (PARTITION BY cid ORDER BY j, r) AS step,
             count(*) OVER (PARTITION BY cid) AS steps
      FROM kinds k CROSS JOIN LATERAL generate_series(1, ${rowsInBlock}) AS r
    ), typed AS (
      SELECT *,
        CASE WHEN r = 1 AND kind = 'A' THEN 'ADMIN'
             WHEN r = 1 THEN 'ORDER_EARN'
             WHEN kind IN ('EU', 'EUR') AND r = 2 THEN 'ORDER_USE'
             WHEN kind = 'EUR' THEN 'ORDER_USE_RETURN'
             WHEN kind = 'ER' THEN 'ORDER_EARN_REVERSAL'
             WHEN kind IN ('EX', 'EXR') AND r = 2 THEN 'EXCHANGE'
             WHEN kind = 'EXR' THEN 'EXCHANGE_RETURN'
             WHEN kind = 'EA' THEN 'ADMIN'
             ELSE 'EXPIRE' END AS biz_type,
        CASE WHEN r = 1 AND kind = 'A' THEN (ARRAY[50, 100, 200, 500])[1 + ${pick(blockKey, 76, 4)}]
             WHEN r = 1 THEN grant_points
             WHEN r = 3 THEN greatest(1, floor(grant_points * share)::int)
             WHEN kind = 'EE' THEN -greatest(1, floor(grant_points * share / 2)::int)
             ELSE -greatest(1, floor(grant_points * share)::int) END AS delta,
        -- Age in days: the customer's start, shrinking towards now; the seconds keep customers apart.
        start_days * (1 - (step - 0.5)::float8 / steps) * 86400 + cid % 3600 AS age_secs
      FROM steps
    ), timed AS (
      SELECT *, now() - make_interval(secs => age_secs) AS created_at
      FROM typed
    ), named AS (
      SELECT *,
        -- The block's first moment names its order or exchange (placed then).
        to_char(first_value(created_at) OVER (PARTITION BY cid, j ORDER BY r) AT TIME ZONE 'UTC', 'YYMMDD') AS day,
        md5('bench-adjust-' || bkey)::uuid::text AS adjust_key,
        ${lit(base)} + row_number() OVER (ORDER BY created_at, cid, step) AS id
      FROM timed
    )
    INSERT INTO point_ledger (id, customer_id, delta, balance_after, biz_type, biz_id, title, reverses_id,
                              shortfall, reason, note, actor_id, idempotency_key, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT id, cid, delta,
           sum(delta) OVER (PARTITION BY cid ORDER BY step),
           biz_type,
           CASE biz_type
             WHEN 'ORDER_EARN' THEN (bkey * 2)::text
             WHEN 'ORDER_USE' THEN (bkey * 2 + 1)::text
             WHEN 'ORDER_USE_RETURN' THEN 'cancel:' || (bkey * 2 + 1)
             WHEN 'ORDER_EARN_REVERSAL' THEN 'refund:' || bkey
             WHEN 'EXCHANGE' THEN bkey::text
             WHEN 'EXCHANGE_RETURN' THEN 'cancel:' || bkey
             WHEN 'ADMIN' THEN 'adjust:' || adjust_key
             ELSE 'expire:' || to_char((created_at - interval '365 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD') END,
           CASE WHEN biz_type IN ('ORDER_EARN', 'ORDER_EARN_REVERSAL') THEN 'SO' || day || lpad((bkey * 2)::text, 8, '0')
                WHEN biz_type IN ('ORDER_USE', 'ORDER_USE_RETURN') THEN 'SO' || day || lpad((bkey * 2 + 1)::text, 8, '0')
                WHEN biz_type IN ('EXCHANGE', 'EXCHANGE_RETURN') THEN 'EX' || day || lpad(bkey::text, 8, '0')
                ELSE '' END,
           CASE WHEN r = 3 OR biz_type = 'ORDER_EARN_REVERSAL' THEN lag(id) OVER (PARTITION BY cid ORDER BY step) END,
           0,
           CASE WHEN biz_type <> 'ADMIN' THEN NULL
                WHEN delta < 0 THEN 'correction'
                ELSE (ARRAY['promotion', 'goodwill', 'compensation', 'promotion'])[1 + ${pick(blockKey, 77, 4)}] END,
           CASE WHEN biz_type <> 'ADMIN' THEN ''
                WHEN delta < 0 THEN 'Points of a returned order granted twice'
                ELSE (ARRAY['Spring promotion', 'Sorry for the late parcel', 'Damaged in transit', 'Newsletter signup'])[1 + ${pick(blockKey, 77, 4)}] END,
           CASE WHEN biz_type = 'ADMIN' THEN ${lit(actorId)} END,
           CASE WHEN biz_type = 'ADMIN' THEN adjust_key END,
           created_at
    FROM named
    -- Ids follow time within the chunk, as live writes would.
    ORDER BY id`;
}

/** Customers 1…count, joined 120–731 days ago (their ledger starts then). */
function customersSql(count: number): SQL {
  const id = sql`id`;
  return sql`
    INSERT INTO customer (id, name, phone, email, source, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT id, ${customerName(id)}, ${customerPhone(id)},
           CASE WHEN ${pick(id, 46, 10)} < 7 THEN 'customer' || id || '@example.com' END,
           CASE WHEN ${pick(id, 48, 100)} < 80 THEN 'STOREFRONT' ELSE 'STAFF' END,
           now() - make_interval(days => ${lit(START_DAYS + 1)} + ${pick(id, 72, START_SPREAD)}::int), now()
    FROM generate_series(1, ${lit(count)}) AS id
    ORDER BY id`;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export interface PointsLoad {
  generator: number;
  customers: number;
  rows: number;
  customersMs: number;
  ledgerMs: number;
  balancesMs: number;
}

/** Loads customers and their ledgers into an empty database; `log` reports progress. */
export async function loadPoints(
  db: Db,
  options: { size: PointsSize; actorId: number; log: (line: string) => void },
): Promise<PointsLoad> {
  const { size, log } = options;
  let started = performance.now();
  await db.execute(customersSql(size.customers));
  await db.execute(sql`SELECT setval('customer_id_seq', ${lit(size.customers)})`);
  const customersMs = performance.now() - started;
  log(`  ${size.customers} customers in ${seconds(started)}`);

  started = performance.now();
  // Indexes, unique and foreign keys of the ledger are rebuilt once at the end (counted here).
  const rows = await withDeferredIndexes(db, 'point_ledger', async () => {
    let written = 0;
    for (let from = 1; from <= size.customers; from += size.chunk) {
      const to = Math.min(size.customers, from + size.chunk - 1);
      written += await db.transaction(async (tx) => {
        // The chunk's sorts (windows, time order) fit in memory instead of spilling to disk.
        await tx.execute(sql`SET LOCAL work_mem = '128MB'`);
        return affectedRows(await tx.execute(ledgerChunk(from, to, written, options.actorId)));
      });
      log(`  ledgers of customers ${from}–${to}: ${written} rows so far, ${seconds(started)}`);
    }
    return written;
  });
  await db.execute(sql`SELECT setval('point_ledger_id_seq', ${lit(Math.max(rows, 1))})`);
  const ledgerMs = performance.now() - started;
  log(`  ledger indexes and keys rebuilt, ${seconds(started)}`);

  started = performance.now();
  await db.execute(sql`
    UPDATE customer c SET points_balance = l.balance
    FROM (SELECT customer_id, sum(delta) AS balance FROM point_ledger GROUP BY customer_id) AS l
    WHERE l.customer_id = c.id`);
  // What autovacuum would do on a live server: fresh statistics and visibility maps for the planner.
  await db.execute(sql`VACUUM ANALYZE`);
  const balancesMs = performance.now() - started;
  log(`  balances from the ledgers, then VACUUM ANALYZE, in ${seconds(started)}`);
  return { generator: GENERATOR_VERSION, customers: size.customers, rows, customersMs, ledgerMs, balancesMs };
}

/**
 * What the expiry job has before it at `cutoff`: grants older than it, customers with points due
 * (the shared rule: due = Σ grants ≤ cutoff − Σ |spends| of all time, if > 0; never more than the
 * balance) and the points due. One query of its own, to check the job's rows against.
 */
export async function expiryBacklog(
  db: Db,
  cutoff: Date,
): Promise<{ oldGrants: number; customersDue: number; pointsDue: number }> {
  const [row] = rowsOf<{ old_grants: string; customers_due: string; points_due: string }>(
    await db.execute(sql`
      WITH per AS (
        SELECT customer_id,
               coalesce(sum(delta) FILTER (WHERE delta > 0 AND created_at <= ${cutoff.toISOString()}::timestamptz), 0)
                 - coalesce(sum(-delta) FILTER (WHERE delta < 0), 0) AS due,
               count(*) FILTER (WHERE delta > 0 AND created_at <= ${cutoff.toISOString()}::timestamptz) AS old_n
        FROM point_ledger GROUP BY customer_id),
      capped AS (
        SELECT old_n, least(due, c.points_balance) AS due FROM per JOIN customer c ON c.id = per.customer_id)
      SELECT coalesce(sum(old_n), 0) AS old_grants,
             count(*) FILTER (WHERE due > 0) AS customers_due,
             coalesce(sum(due) FILTER (WHERE due > 0), 0) AS points_due
      FROM capped`),
  );
  return {
    oldGrants: Number(row?.old_grants),
    customersDue: Number(row?.customers_due),
    pointsDue: Number(row?.points_due),
  };
}
