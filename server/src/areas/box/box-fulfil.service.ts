import type { AuditAction } from '@shop/contract/areas/audit-codes';
import {
  type BoxDrawAction,
  type BoxFulfilStatus,
  boxDrawActionsFrom,
  canDoBoxDrawAction,
} from '@shop/contract/areas/box';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { boxDraw } from '../../db/schema.js';
import { notFound, refuseWith } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { clockNow } from '../../lib/clock.js';
import { sellStock } from '../inventory/stock.service.js';

/**
 * A prize's way to the customer (domain.md 1.11): TO_SHIP → SHIPPED (the unit reserved at the
 * draw leaves stock as a SALE, like an exchange order's) → COMPLETED. Each step is one
 * transaction under the draw's row lock, so two clicks cannot ship a prize twice.
 */

type DrawRow = typeof boxDraw.$inferSelect & { fulfilStatus: BoxFulfilStatus };

async function lockDraw(tx: Db, id: number): Promise<DrawRow> {
  const [row] = await tx.select().from(boxDraw).where(eq(boxDraw.id, id)).for('update');
  if (!row) throw notFound('box.drawNotFound');
  return row as DrawRow;
}

const illegalKeys = { ship: 'box.cannotShip', complete: 'box.cannotComplete' } as const;

function assertDrawAction(draw: DrawRow, action: BoxDrawAction): void {
  if (canDoBoxDrawAction(action, draw.fulfilStatus)) return;
  throw refuseWith(
    Codes.ILLEGAL_TRANSITION,
    { drawNo: draw.drawNo, status: draw.fulfilStatus },
    illegalKeys[action],
    { status: draw.fulfilStatus, allowed: boxDrawActionsFrom[action].join(', ') },
  );
}

function touchDraw(actor: Actor) {
  return { version: sql`${boxDraw.version} + 1`, updatedAt: clockNow(), updatedBy: actor.staffUserId };
}

function auditDraw(
  tx: Db,
  actor: Actor,
  action: Extract<AuditAction, 'ship' | 'complete'>,
  id: number,
  change: { before: unknown; after: unknown },
) {
  return recordAudit(tx, { actor, action, entity: 'box_draw', entityId: id, ...change });
}

export async function shipBoxDraw(
  db: Db,
  actor: Actor,
  id: number,
  input: { carrier: string; trackingNo: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const draw = await lockDraw(tx, id);
    assertDrawAction(draw, 'ship');
    await sellStock(tx, {
      skuId: draw.skuId,
      quantity: 1,
      refType: 'box',
      refId: draw.drawNo,
      actorId: actor.staffUserId,
    });
    const shippedAt = clockNow();
    await tx
      .update(boxDraw)
      .set({
        fulfilStatus: 'SHIPPED',
        carrier: input.carrier,
        trackingNo: input.trackingNo,
        shippedAt,
        ...touchDraw(actor),
      })
      .where(eq(boxDraw.id, id));
    await auditDraw(tx, actor, 'ship', id, {
      before: { status: draw.fulfilStatus },
      after: { status: 'SHIPPED', data: { carrier: input.carrier, trackingNo: input.trackingNo } },
    });
  });
}

export async function completeBoxDraw(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const draw = await lockDraw(tx, id);
    assertDrawAction(draw, 'complete');
    await tx
      .update(boxDraw)
      .set({ fulfilStatus: 'COMPLETED', completedAt: clockNow(), ...touchDraw(actor) })
      .where(eq(boxDraw.id, id));
    await auditDraw(tx, actor, 'complete', id, {
      before: { status: draw.fulfilStatus },
      after: { status: 'COMPLETED', data: null },
    });
  });
}
