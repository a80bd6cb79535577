import { setImmediate } from 'node:timers/promises';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopOrder } from '../../db/schema.js';
import { type JobClockLog, startJobClock } from '../../lib/job-clock.js';
import { readConfig } from '../../lib/read-config.js';
import { cancelInTx } from './order-cancel.service.js';
import { completeInTx } from './order-fulfil.service.js';

/**
 * The order clock: unpaid orders close at their `auto_close_at`, set when placed (storefront
 * orders after `order_unpaid_close_minutes`, staff ones after `order_staff_unpaid_close_hours` or
 * never), their stock going back; shipped ones complete after `order_auto_complete_days`. Safe with several server instances on
 * one database: each batch takes its orders with FOR UPDATE SKIP LOCKED, so two instances never
 * pick the same order, and the action re-checks the status under the lock (an order a person paid
 * a moment ago is left alone).
 */
export const CLOSE_REASON = 'Not paid in time';

/**
 * A transaction takes at most BATCH orders and stops taking more once it has held the database
 * for BUDGET_MS (the rest go back to the queue at commit), then the loop yields a turn: on the
 * embedded database, which serves nothing else while a transaction runs and answers through
 * promises alone, a backlog of thousands would otherwise freeze every request until it is done.
 * An order takes a few milliseconds (a lock, an update, an event, an audit row, and for a close
 * the stock going back).
 */
const BATCH = 10;
const BUDGET_MS = 10;

/**
 * Works through every order `due` picks (locked, at most `limit`), `act` on each, in short
 * transactions with a turn for requests and signals between them; stops between two of them once
 * `stop` is aborted. Returns how many orders were acted on.
 */
async function workOff(
  db: Db,
  due: (tx: Db, limit: number) => Promise<{ id: number }[]>,
  act: (tx: Db, id: number) => Promise<void>,
  stop: AbortSignal | undefined,
): Promise<number> {
  let done = 0;
  for (;;) {
    const { picked, acted } = await db.transaction(async (tx) => {
      const started = performance.now();
      const ids = await due(tx, BATCH);
      let acted = 0;
      for (const { id } of ids) {
        await act(tx, id);
        acted++;
        if (performance.now() - started >= BUDGET_MS) break;
      }
      return { picked: ids.length, acted };
    });
    done += acted;
    if (picked < BATCH && acted === picked) return done;
    await setImmediate();
    if (stop?.aborted) return done;
  }
}

export interface CloseUnpaidOptions {
  /** Stops between batches once aborted. */
  stop?: AbortSignal;
  /** The moment to judge "overdue" at: the database's now() unless given (tests look ahead with it). */
  now?: Date;
}

/** Closes every unpaid order whose close time has come; returns how many. */
export function closeUnpaidOrders(db: Db, { stop, now }: CloseUnpaidOptions = {}): Promise<number> {
  return workOff(
    db,
    (tx, limit) =>
      tx
        .select({ id: shopOrder.id })
        .from(shopOrder)
        .where(and(eq(shopOrder.status, 'PENDING_PAYMENT'), lte(shopOrder.autoCloseAt, now ?? sql`now()`)))
        .orderBy(asc(shopOrder.autoCloseAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    (tx, id) => cancelInTx(tx, null, id, { reason: CLOSE_REASON, mayRefund: false }),
    stop,
  );
}

/** Completes every shipped order older than the configured days (or stops as above); returns how many. */
export async function completeShippedOrders(db: Db, stop?: AbortSignal): Promise<number> {
  const days = await readConfig(db, 'order_auto_complete_days');
  return workOff(
    db,
    (tx, limit) =>
      tx
        .select({ id: shopOrder.id })
        .from(shopOrder)
        .where(
          and(
            eq(shopOrder.status, 'SHIPPED'),
            lte(shopOrder.shippedAt, sql`now() - make_interval(days => ${days}::int)`),
          ),
        )
        .orderBy(asc(shopOrder.shippedAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    (tx, id) => completeInTx(tx, null, id),
    stop,
  );
}

export type OrderClockLog = JobClockLog;

/** Runs both jobs now and then every `intervalMs` (lib/job-clock.ts); the returned function stops it. */
export function startOrderClock(db: Db, log: OrderClockLog, intervalMs = 60_000): () => Promise<void> {
  return startJobClock('order clock', log, intervalMs, async (stop) => {
    const closed = await closeUnpaidOrders(db, { stop });
    const completed = stop.aborted ? 0 : await completeShippedOrders(db, stop);
    if (closed || completed) log.info({ closed, completed }, 'order clock');
  });
}
