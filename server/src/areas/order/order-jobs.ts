import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopOrder } from '../../db/schema.js';
import { readConfig } from '../../lib/read-config.js';
import { cancelInTx } from './order-cancel.service.js';
import { completeInTx } from './order-fulfil.service.js';

/**
 * The order clock: unpaid orders close after `order_unpaid_close_minutes` (their stock goes back),
 * shipped ones complete after `order_auto_complete_days`. Safe with several server instances on
 * one database: each batch takes its orders with FOR UPDATE SKIP LOCKED, so two instances never
 * pick the same order, and the action re-checks the status under the lock (an order a person paid
 * a moment ago is left alone).
 */
const BATCH = 50;
export const CLOSE_REASON = 'Not paid in time';

/** Closes every overdue unpaid order; returns how many. */
export async function closeUnpaidOrders(db: Db): Promise<number> {
  let closed = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: shopOrder.id })
        .from(shopOrder)
        .where(and(eq(shopOrder.status, 'PENDING_PAYMENT'), lte(shopOrder.autoCloseAt, sql`now()`)))
        .orderBy(asc(shopOrder.autoCloseAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const { id } of due) await cancelInTx(tx, null, id, { reason: CLOSE_REASON, mayRefund: false });
      return due.length;
    });
    closed += n;
    if (n < BATCH) return closed;
  }
}

/** Completes every shipped order older than the configured days; returns how many. */
export async function completeShippedOrders(db: Db): Promise<number> {
  const days = await readConfig(db, 'order_auto_complete_days');
  let completed = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: shopOrder.id })
        .from(shopOrder)
        .where(
          and(
            eq(shopOrder.status, 'SHIPPED'),
            lte(shopOrder.shippedAt, sql`now() - make_interval(days => ${days}::int)`),
          ),
        )
        .orderBy(asc(shopOrder.shippedAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const { id } of due) await completeInTx(tx, null, id);
      return due.length;
    });
    completed += n;
    if (n < BATCH) return completed;
  }
}

export interface OrderClockLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Runs both jobs now and then every `intervalMs`; the returned function stops it. */
export function startOrderClock(db: Db, log: OrderClockLog, intervalMs = 60_000): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return; // the last round is still at work (a long backlog): let it finish
    running = (async () => {
      try {
        const closed = await closeUnpaidOrders(db);
        const completed = await completeShippedOrders(db);
        if (closed || completed) log.info({ closed, completed }, 'order clock');
      } catch (error) {
        log.error({ err: error }, 'order clock failed');
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
    await running;
  };
}
