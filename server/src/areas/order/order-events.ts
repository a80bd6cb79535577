import type { OrderEventType, OrderStatus } from '@shop/contract/areas/order';
import type { Db } from '../../db/client.js';
import { orderEvent } from '../../db/schema.js';
import { recordAudit } from '../../http/audit.js';
import { clockNow } from '../../lib/clock.js';
import type { OrderActor } from './order-lock.js';

export type EventData = Record<string, string | number | boolean | null>;

interface NewEvent {
  type: OrderEventType;
  /** A status change, when the event is one. */
  from?: OrderStatus;
  to?: OrderStatus;
  /** What staff wrote (a note, a reason); facts go in `data`. */
  message?: string;
  data?: EventData;
}

/** One line of the order's timeline, in the caller's transaction (the table refuses edits). */
export async function writeEvent(tx: Db, orderId: number, actor: OrderActor, event: NewEvent): Promise<void> {
  await tx.insert(orderEvent).values({
    orderId,
    type: event.type,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    message: event.message ?? '',
    actorId: actor?.staffUserId ?? null,
    data: event.data ?? null,
    createdAt: clockNow(),
  });
}

/**
 * The audit row of a staff action on an order (domain.md: every mutating endpoint writes one);
 * the system's and the storefront's actions are on the timeline only.
 */
export async function auditOrder(
  tx: Db,
  actor: OrderActor,
  action: string,
  orderId: number,
  change: { before: unknown; after: unknown },
): Promise<void> {
  if (actor) await recordAudit(tx, { actor, action, entity: 'shop_order', entityId: orderId, ...change });
}
