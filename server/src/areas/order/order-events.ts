import type { OrderEventType, OrderStatus } from '@shop/contract/areas/order';
import type { Db } from '../../db/client.js';
import { orderEvent } from '../../db/schema.js';
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
