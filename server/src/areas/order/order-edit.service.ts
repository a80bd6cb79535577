import type { addressChangeBody } from '@shop/contract/areas/order';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { shopOrder } from '../../db/schema.js';
import { staleOrMissing, type Versioned } from '../../http/stale-version.js';
import { auditOrder, writeEvent } from './order-events.js';
import { lockOrderFor, type OrderActor, touchOrder } from './order-lock.js';

const versionedOrder: Versioned = {
  table: shopOrder,
  id: shopOrder.id,
  version: shopOrder.version,
  updatedAt: shopOrder.updatedAt,
  updatedBy: shopOrder.updatedBy,
};

const receiverOf = (o: typeof shopOrder.$inferSelect) => ({
  receiverName: o.receiverName,
  phone: o.receiverPhone,
  region: o.receiverRegion,
  city: o.receiverCity,
  line: o.receiverLine,
  postalCode: o.receiverPostalCode,
});

/** The receiver changes before shipping, at the version it was read at (else 40900). */
export function changeAddress(
  db: Db,
  actor: OrderActor,
  orderId: number,
  body: z.output<typeof addressChangeBody>,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderFor(tx, orderId, 'editAddress');
    const [updated] = await tx
      .update(shopOrder)
      .set({
        receiverName: body.receiverName,
        receiverPhone: body.phone,
        receiverRegion: body.region,
        receiverCity: body.city,
        receiverLine: body.line,
        receiverPostalCode: body.postalCode,
        ...touchOrder(actor),
      })
      .where(and(eq(shopOrder.id, orderId), eq(shopOrder.version, body.version)))
      .returning();
    if (!updated) throw await staleOrMissing(tx, versionedOrder, orderId);
    const before = receiverOf(order);
    const after = receiverOf(updated);
    await writeEvent(tx, orderId, actor, {
      type: 'ADDRESS_CHANGED',
      data: {
        from: Object.values(before).filter(Boolean).join(', '),
        to: Object.values(after).filter(Boolean).join(', '),
      },
    });
    await auditOrder(tx, actor, 'change_address', orderId, { before, after });
  });
}

/** A staff note on the timeline (any status); the order's own fields stay as they are. */
export function addNote(db: Db, actor: OrderActor, orderId: number, message: string) {
  return db.transaction(async (tx) => {
    await lockOrderFor(tx, orderId, 'note');
    await writeEvent(tx, orderId, actor, { type: 'NOTE', message });
    await auditOrder(tx, actor, 'note', orderId, { before: null, after: { message } });
  });
}
