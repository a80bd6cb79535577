import { setImmediate } from 'node:timers/promises';
import { and, asc, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { customer, pointLedger } from '../../db/schema.js';
import { clockNow } from '../../lib/clock.js';
import { readConfig } from '../../lib/read-config.js';
import { applyPointChange, findPointEvent, POINT_EVENT_CONSTRAINT } from './point-ledger.js';

/**
 * Points expiry, oldest grants first (shared rules, issue 18). At cutoff C, a customer's due is
 * max(0, Σ positive deltas created ≤ C − Σ |negative deltas| of all time): spends, take-backs and
 * earlier expiries use up the oldest grants first, and points given back count as grants dated
 * when given back. C is the start of the UTC day `points_expiry_days` ago, so every run in one day
 * agrees on it, and the day names the run's event (`expire:<YYYY-MM-DD>`): one EXPIRE row per
 * customer per cutoff, the ledger's unique event key being the last guard.
 */

const DAY_MS = 86_400_000;

/** The cutoff for a run at `now`; null when points never expire (0 days). */
export function expiryCutoff(now: Date, days: number): Date | null {
  if (!(days > 0)) return null;
  const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(startOfDay - days * DAY_MS);
}

/** `(customer_id, due)` of the customers `which` selects (a condition on point_ledger.customer_id). */
export function pointsDueSql(which: SQL, cutoff: Date): SQL {
  return sql`SELECT ${pointLedger.customerId} AS customer_id,
      (coalesce(sum(${pointLedger.delta}) FILTER (WHERE ${pointLedger.delta} > 0 AND ${pointLedger.createdAt} <= ${cutoff.toISOString()}::timestamptz), 0)
       + coalesce(sum(${pointLedger.delta}) FILTER (WHERE ${pointLedger.delta} < 0), 0))::int AS due
    FROM ${pointLedger} WHERE ${which} GROUP BY ${pointLedger.customerId}`;
}

export interface ExpireOptions {
  /** The moment of the run (the clock's now unless given: tests and the bench look ahead). */
  now?: Date;
  /** Stops between batches once aborted. */
  stop?: AbortSignal;
  /** Customers per transaction, at most 200. */
  batchSize?: number;
}

/**
 * A transaction stops taking customers once it has held the database this long (the rest of its
 * batch goes back at commit), so on the embedded database, which serves nothing else meanwhile,
 * list requests wait at most about this long behind it.
 */
const BUDGET_MS = 15;

/**
 * Writes the EXPIRE rows due at the run's cutoff, a batch of customers per transaction (those
 * holding points, by id, locked with SKIP LOCKED so several servers share the work and none waits
 * on a customer another is changing), with a turn for requests between batches.
 */
export async function expirePoints(
  db: Db,
  { now, stop, batchSize = 100 }: ExpireOptions = {},
): Promise<{ customers: number; points: number }> {
  const total = { customers: 0, points: 0 };
  const cutoff = expiryCutoff(now ?? clockNow(), await readConfig(db, 'points_expiry_days'));
  if (!cutoff) return total;
  const bizId = `expire:${cutoff.toISOString().slice(0, 10)}`;
  const size = Math.max(1, Math.min(200, batchSize));
  let after = 0;
  for (;;) {
    let batch: { picked: number; last: number; customers: number; points: number };
    try {
      batch = await db.transaction((tx) => expireBatch(tx, after, size, cutoff, bizId));
    } catch (error) {
      // Another runner wrote one of these customers' rows between our look and our write: look again.
      if (uniqueViolationOf(error) !== POINT_EVENT_CONSTRAINT) throw error;
      await setImmediate();
      continue;
    }
    total.customers += batch.customers;
    total.points += batch.points;
    if (batch.picked === 0) return total;
    after = batch.last;
    await setImmediate();
    if (stop?.aborted) return total;
  }
}

async function expireBatch(tx: Db, after: number, size: number, cutoff: Date, bizId: string) {
  const started = performance.now();
  const held = await tx
    .select({ id: customer.id, balance: customer.pointsBalance })
    .from(customer)
    .where(and(gt(customer.id, after), gt(customer.pointsBalance, 0)))
    .orderBy(asc(customer.id))
    .limit(size)
    .for('update', { skipLocked: true });
  const result = { picked: held.length, last: after, customers: 0, points: 0 };
  if (held.length === 0) return result;
  const ids = held.map((c) => c.id);
  const dueRows = (
    (await tx.execute(
      pointsDueSql(sql`${pointLedger.customerId} = ANY(${`{${ids.join(',')}}`}::int[])`, cutoff),
    )) as unknown as { rows: { customer_id: number | string; due: number | string }[] }
  ).rows;
  const dueOf = new Map(dueRows.map((r) => [Number(r.customer_id), Number(r.due)]));
  for (const person of held) {
    result.last = person.id;
    const due = Math.min(dueOf.get(person.id) ?? 0, person.balance);
    if (due > 0 && !(await findPointEvent(tx, 'EXPIRE', bizId, person.id))) {
      await applyPointChange(tx, {
        customerId: person.id,
        delta: -due,
        bizType: 'EXPIRE',
        bizId,
        title: '',
        actorId: null,
      });
      result.customers++;
      result.points += due;
    }
    if (performance.now() - started >= BUDGET_MS) break;
  }
  return result;
}

export interface PointClockLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Runs the expiry now and then every `intervalMs`, but sweeps the customers only once per cutoff
 * day (a run in the same day finds nothing new: grants are dated when written). The returned
 * function stops it after the current batch.
 */
export function startPointClock(db: Db, log: PointClockLog, intervalMs = 10 * 60_000): () => Promise<void> {
  const stop = new AbortController();
  let running: Promise<void> | null = null;
  let doneFor: string | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        const day = new Date().toISOString().slice(0, 10);
        if (doneFor === day) return;
        const expired = await expirePoints(db, { stop: stop.signal });
        if (!stop.signal.aborted) doneFor = day;
        if (expired.customers) log.info(expired, 'points expiry');
      } catch (error) {
        log.error({ err: error }, 'points expiry failed');
      } finally {
        running = null;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stop.abort();
    await running;
  };
}
