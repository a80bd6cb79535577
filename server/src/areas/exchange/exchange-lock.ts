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

/** One audit row per transition (the demo data's with no actor): the order's timeline reads these. */
export function auditExchange(
  tx: Db,
  actor: ExchangeActor,
  action: 'place' | 'pay' | 'ship' | 'complete' | 'cancel',
  id: number,
  change: { before: unknown; after: Record<string, unknown> },
) {
  return recordAudit(tx, { actor, action, entity: 'exchange_order', entityId: id, ...change });
}
