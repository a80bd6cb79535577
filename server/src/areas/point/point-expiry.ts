import { setImmediate } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/pg-errors.js';
import { rowsOf } from '../../db/raw-rows.js';
import { customer, pointLedger } from '../../db/schema.js';
import { clockNow } from '../../lib/clock.js';
import { type JobClockLog, startJobClock } from '../../lib/job-clock.js';
import { readConfig } from '../../lib/read-config.js';
import { applyPointChanges, POINT_EVENT_CONSTRAINT, type PointChange } from './point-ledger.js';

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

/**
 * The FIFO rule as an aggregate over one customer's ledger rows: grants created by the cutoff less
 * everything taken of all time. Not floored at 0 (callers take the greater of it and 0).
 */
export function dueByCutoff(cutoff: Date): SQL<number> {
  return sql<number>`(coalesce(sum(${pointLedger.delta}) FILTER (WHERE ${pointLedger.delta} > 0 AND ${pointLedger.createdAt} <= ${cutoff.toISOString()}::timestamptz), 0)
       + coalesce(sum(${pointLedger.delta}) FILTER (WHERE ${pointLedger.delta} < 0), 0))::int`;
}

/** `(customer_id, due)` of the customers `which` selects (a condition on point_ledger.customer_id). */
function pointsDueSql(which: SQL, cutoff: Date): SQL {
  return sql`SELECT ${pointLedger.customerId} AS customer_id, ${dueByCutoff(cutoff)} AS due
    FROM ${pointLedger} WHERE ${which} GROUP BY ${pointLedger.customerId}`;
}

export interface ExpireOptions {
  /** The moment of the run (the clock's now unless given: tests and the bench look ahead). */
  now?: Date;
  /** Stops between batches once aborted. */
  stop?: AbortSignal;
  /** Customers looked at per step, at most 200. */
  batchSize?: number;
}

/**
 * Customers written per transaction (locked, their due read again, one UPDATE and one INSERT for
 * all): on the embedded database, which serves nothing else while a transaction runs, about 50 ms
 * on a loaded two-core machine, so list requests wait at most that long behind it.
 */
const WRITE_CHUNK = 40;

/**
 * Writes the EXPIRE rows due at the run's cutoff. Each step reads the next customers holding
 * points (by id) and their due without locking anything; then the due ones are written a chunk per
 * transaction, each locked with SKIP LOCKED (several servers share the work, and none waits on a
 * customer a request is changing) and their due computed again under the lock. A turn for
 * requests comes between transactions.
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
    const step = await scanDue(db, after, size, cutoff);
    if (step.last === null) return total;
    for (let at = 0; at < step.due.length; at += WRITE_CHUNK) {
      const chunk = step.due.slice(at, at + WRITE_CHUNK);
      const written = await writeChunk(db, chunk, cutoff, bizId);
      total.customers += written.customers;
      total.points += written.points;
      await setImmediate();
    }
    after = step.last;
    await setImmediate();
    if (stop?.aborted) return total;
  }
}

/** The next `size` customers holding points after `after`, and which of them have points due. */
async function scanDue(db: Db, after: number, size: number, cutoff: Date) {
  const scanned = db
    .select({ id: customer.id })
    .from(customer)
    .where(and(gt(customer.id, after), gt(customer.pointsBalance, 0)))
    .orderBy(asc(customer.id))
    .limit(size);
  const ids = (await scanned).map((c) => c.id);
  if (ids.length === 0) return { last: null, due: [] };
  const due = await dueOf(db, ids, cutoff);
  return { last: ids.at(-1) as number, due: ids.filter((id) => (due.get(id) ?? 0) > 0) };
}

async function dueOf(db: Db, ids: number[], cutoff: Date): Promise<Map<number, number>> {
  const result = await db.execute(
    pointsDueSql(sql`${pointLedger.customerId} = ANY(${`{${ids.join(',')}}`}::int[])`, cutoff),
  );
  const rows = rowsOf<{ customer_id: number | string; due: number | string }>(result);
  return new Map(rows.map((r) => [Number(r.customer_id), Number(r.due)]));
}

/** One transaction: locks what it can of `ids`, and writes each one's EXPIRE row if still due. */
async function writeChunk(db: Db, ids: number[], cutoff: Date, bizId: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const written = { customers: 0, points: 0 };
        const held = await tx
          .select({ id: customer.id, balance: customer.pointsBalance })
          .from(customer)
          .where(inArray(customer.id, ids))
          .orderBy(asc(customer.id))
          .for('update', { skipLocked: true });
        if (held.length === 0) return written;
        const heldIds = held.map((c) => c.id);
        const [due, done] = await Promise.all([
          dueOf(tx, heldIds, cutoff),
          tx
            .select({ customerId: pointLedger.customerId })
            .from(pointLedger)
            .where(
              and(
                eq(pointLedger.bizType, 'EXPIRE'),
                eq(pointLedger.bizId, bizId),
                inArray(pointLedger.customerId, heldIds),
              ),
            ),
        ]);
        const expiredAlready = new Set(done.map((r) => r.customerId));
        const changes: PointChange[] = [];
        for (const person of held) {
          const points = Math.min(due.get(person.id) ?? 0, person.balance);
          if (points <= 0 || expiredAlready.has(person.id)) continue;
          changes.push({
            customerId: person.id,
            delta: -points,
            bizType: 'EXPIRE',
            bizId,
            title: '',
            actorId: null,
          });
          written.points += points;
        }
        written.customers = (await applyPointChanges(tx, changes)).length;
        return written;
      });
    } catch (error) {
      // Another runner wrote one of these rows between our look and our write: the next look sees it.
      if (attempt >= 3 || uniqueViolationOf(error) !== POINT_EVENT_CONSTRAINT) throw error;
      await setImmediate();
    }
  }
}

export type PointClockLog = JobClockLog;

/**
 * Runs the expiry now and then every `intervalMs`, but sweeps the customers only once per cutoff
 * day (a run in the same day finds nothing new: grants are dated when written). The returned
 * function stops it after the current batch.
 */
export function startPointClock(db: Db, log: PointClockLog, intervalMs = 10 * 60_000): () => Promise<void> {
  let doneFor: string | null = null;
  return startJobClock('points expiry', log, intervalMs, async (stop) => {
    const day = new Date().toISOString().slice(0, 10);
    if (doneFor === day) return;
    const expired = await expirePoints(db, { stop });
    if (!stop.aborted) doneFor = day;
    if (expired.customers) log.info(expired, 'points expiry');
  });
}
