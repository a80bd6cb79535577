import {
  canDoExchangeAction,
  type ExchangeAction,
  type ExchangeOrderStatus,
  exchangeActionsFrom,
} from '@shop/contract/areas/exchange';
import { Codes } from '@shop/contract/codes';
import type { MessageKey } from '@shop/contract/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exchangeOrder, payment } from '../../db/schema.js';
import { notFound, refuseWith } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { clockNow } from '../../lib/clock.js';

/** Staff, or null for the system (the demo data). */
export type ExchangeActor = Actor | null;

export type ExchangeOrderRow = typeof exchangeOrder.$inferSelect & { status: ExchangeOrderStatus };

/** Locks the exchange order for the rest of the transaction: two actions on it take turns. */
export async function lockExchangeOrder(tx: Db, id: number): Promise<ExchangeOrderRow> {
  const [row] = await tx.select().from(exchangeOrder).where(eq(exchangeOrder.id, id)).for('update');
  if (!row) throw notFound('exchange.orderNotFound');
  return row as ExchangeOrderRow;
}

const illegalActionKeys = {
  pay: 'exchange.cannotPay',
  ship: 'exchange.cannotShip',
  complete: 'exchange.cannotComplete',
  cancel: 'exchange.cannotCancel',
} as const satisfies Record<ExchangeAction, MessageKey>;

/** 42203 unless the contract allows `action` from the order's status. */
export function assertExchangeAction(order: ExchangeOrderRow, action: ExchangeAction): void {
  if (canDoExchangeAction(action, order.status)) return;
  throw refuseWith(
    Codes.ILLEGAL_TRANSITION,
    { exchangeNo: order.exchangeNo, status: order.status },
    illegalActionKeys[action],
    { status: order.status, allowed: exchangeActionsFrom[action].join(', ') },
  );
}

/** The SET columns every action adds. */
export function touchExchange(actor: ExchangeActor) {
  return {
    version: sql`${exchangeOrder.version} + 1`,
    updatedAt: clockNow(),
    updatedBy: actor?.staffUserId ?? null,
  };
}

/** The payment that holds the order's cash part (SUCCESS, or refunded since), if any. */
export async function paidPaymentOf(tx: Db, exchangeOrderId: number) {
  const [row] = await tx
    .select()
    .from(payment)
    .where(
      and(
        eq(payment.exchangeOrderId, exchangeOrderId),
        inArray(payment.status, ['SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED']),
      ),
    );
  return row;
}

/** One audit row per transition: the order's timeline reads these. */
export function auditExchange(
  tx: Db,
  actor: ExchangeActor,
  action: 'place' | 'pay' | 'ship' | 'complete' | 'cancel',
  id: number,
  change: { before: unknown; after: Record<string, unknown> },
) {
  if (!actor) return auditAsSystem(tx, action, id, change);
  return recordAudit(tx, { actor, action, entity: 'exchange_order', entityId: id, ...change });
}

/** The demo data acts without staff: its rows carry no actor. */
async function auditAsSystem(
  tx: Db,
  action: string,
  id: number,
  change: { before: unknown; after: Record<string, unknown> },
) {
  await tx.execute(sql`
    INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip)
    VALUES (NULL, ${action}, 'exchange_order', ${String(id)}, ${JSON.stringify(change.before ?? null)}::jsonb,
      ${JSON.stringify(change.after)}::jsonb, NULL)`);
}

/** PostgreSQL's deadlock_detected, through drizzle's wrapping of the driver's error. */
function isDeadlock(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '40P01') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a transaction again when PostgreSQL broke a deadlock by aborting it. A redemption locks
 * the customer first (the per-customer limit needs it), as an order does in effect: inserting the
 * order takes a KEY SHARE lock on its customer (the foreign key) before any SKU. Locking the SKU
 * first instead deadlocked against that (an order lost, CI of 95c8862). A cancel still releases
 * stock before it moves the customer's points, so a cancel and a redemption of one customer and
 * one SKU can meet in a circle: the loser, rolled back whole, goes again here.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
