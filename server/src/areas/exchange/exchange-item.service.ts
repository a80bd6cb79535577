import type {
  ExchangeItemCreateBody,
  ExchangeItemStatus,
  ExchangeItemUpdateBody,
  exchangeItemFields,
} from '@shop/contract/areas/exchange';
import { Codes } from '@shop/contract/codes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { exchangeItem, mediaAsset, productSku, productSpu } from '../../db/schema.js';
import { forbidden, invalidField, notFound, refuse } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { atVersion, nextVersion, staleOrMissing, type Versioned } from '../../http/stale-version.js';
import { clockNow } from '../../lib/clock.js';

/** Creating and editing exchange items; every edit at the version read (40900 when stale). */

type ItemFields = z.output<typeof exchangeItemFields>;

const versioned: Versioned = {
  table: exchangeItem,
  id: exchangeItem.id,
  version: exchangeItem.version,
  updatedAt: exchangeItem.updatedAt,
  updatedBy: exchangeItem.updatedBy,
};

/** A live catalogue SKU (neither it nor its product deleted) and an image that exists. */
async function assertReferences(db: Db, fields: Pick<ItemFields, 'skuId' | 'imageId'>): Promise<void> {
  if (fields.skuId !== null) {
    const [sku] = await db
      .select({ id: productSku.id })
      .from(productSku)
      .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
      .where(
        and(eq(productSku.id, fields.skuId), isNull(productSku.deletedAt), isNull(productSpu.deletedAt)),
      );
    if (!sku) throw invalidField(['skuId'], 'exchange.skuNotFound');
  }
  if (fields.imageId !== null) {
    const [image] = await db
      .select({ id: mediaAsset.id })
      .from(mediaAsset)
      .where(eq(mediaAsset.id, fields.imageId));
    if (!image) throw invalidField(['imageId'], 'exchange.imageNotFound');
  }
}

function columnsOf(fields: ItemFields) {
  return {
    skuId: fields.skuId,
    title: fields.title,
    description: fields.description,
    imageId: fields.imageId,
    pointsPrice: fields.pointsPrice,
    cashPrice: fields.cashPrice,
    perCustomerLimit: fields.perCustomerLimit,
    perOrderLimit: fields.perOrderLimit,
    status: fields.status,
    startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
    endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
    sort: fields.sort,
  };
}

/** Whether the caller may switch items on and off (`exchange.publish`); else a save keeps the status. */
export interface PublishRight {
  mayPublish: boolean;
}

export async function createExchangeItem(
  db: Db,
  actor: Actor,
  body: ExchangeItemCreateBody,
  { mayPublish }: PublishRight,
): Promise<number> {
  const fields = body as ItemFields;
  // Putting an item on sale is publishing it, whichever call does it.
  if (!mayPublish && fields.status !== 'OFF') throw forbidden();
  await assertReferences(db, fields);
  return db.transaction(async (tx) => {
    const now = clockNow();
    const [row] = await tx
      .insert(exchangeItem)
      .values({
        ...columnsOf(fields),
        quotaTotal: fields.quotaTotal,
        quotaRemaining: fields.quotaTotal,
        updatedBy: actor.staffUserId,
        updatedAt: now,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('exchange_item insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'create',
      entity: 'exchange_item',
      entityId: row.id,
      before: null,
      after: row,
    });
    return row.id;
  });
}

/**
 * Replaces an item at its version. The remaining quota moves by the change of the total in the
 * same UPDATE, whose WHERE keeps it ≥ 0 against redemptions racing the edit; a total below what
 * is redeemed is a field error naming how many are.
 */
export async function updateExchangeItem(
  db: Db,
  actor: Actor,
  id: number,
  body: ExchangeItemUpdateBody,
  { mayPublish }: PublishRight,
): Promise<void> {
  const { version, ...fields } = body as ItemFields & { version: number };
  await assertReferences(db, fields);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(exchangeItem)
      .where(and(eq(exchangeItem.id, id), isNull(exchangeItem.deletedAt)));
    if (!before) throw notFound('exchange.itemNotFound');
    if (!mayPublish && fields.status !== before.status) throw forbidden();
    const remaining = sql`${exchangeItem.quotaRemaining} + (${fields.quotaTotal}::int - ${exchangeItem.quotaTotal})`;
    const [row] = await tx
      .update(exchangeItem)
      .set({
        ...columnsOf(fields),
        quotaTotal: fields.quotaTotal,
        quotaRemaining: sql`${remaining}`,
        ...nextVersion(versioned, actor.staffUserId),
      })
      .where(and(atVersion(versioned, id, version), isNull(exchangeItem.deletedAt), sql`${remaining} >= 0`))
      .returning();
    if (row) {
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'exchange_item',
        entityId: id,
        before,
        after: row,
      });
      return;
    }
    const [now] = await tx.select().from(exchangeItem).where(eq(exchangeItem.id, id));
    if (!now || now.deletedAt) throw notFound('exchange.itemNotFound');
    if (now.version !== version) throw await staleOrMissing(tx, versioned, id);
    throw invalidField(['quotaTotal'], 'exchange.quotaBelowRedeemed', {
      redeemed: now.quotaTotal - now.quotaRemaining,
    });
  });
}

export async function setExchangeItemStatus(
  db: Db,
  actor: Actor,
  id: number,
  body: { status: ExchangeItemStatus; version: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(exchangeItem)
      .set({ status: body.status, ...nextVersion(versioned, actor.staffUserId) })
      .where(and(atVersion(versioned, id, body.version), isNull(exchangeItem.deletedAt)))
      .returning({ id: exchangeItem.id });
    if (!row) throw await missingOrStale(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'set_status',
      entity: 'exchange_item',
      entityId: id,
      before: null,
      after: { status: body.status },
    });
  });
}

/** Soft delete: the item leaves the lists and cannot be redeemed; its orders keep it. Not while ON. */
export async function deleteExchangeItem(db: Db, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: exchangeItem.status })
      .from(exchangeItem)
      .where(and(eq(exchangeItem.id, id), isNull(exchangeItem.deletedAt)))
      .for('update');
    if (!current) throw notFound('exchange.itemNotFound');
    const [row] = await tx
      .update(exchangeItem)
      .set({ deletedAt: clockNow(), ...nextVersion(versioned, actor.staffUserId) })
      .where(and(atVersion(versioned, id, version), isNull(exchangeItem.deletedAt)))
      .returning({ id: exchangeItem.id });
    if (!row) throw await missingOrStale(tx, id);
    if (current.status === 'ON') throw refuse(Codes.ILLEGAL_TRANSITION, 'exchange.deleteOnItem');
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entity: 'exchange_item',
      entityId: id,
      before: null,
      after: null,
    });
  });
}

async function missingOrStale(tx: Db, id: number) {
  const [row] = await tx
    .select({ deletedAt: exchangeItem.deletedAt })
    .from(exchangeItem)
    .where(eq(exchangeItem.id, id));
  if (!row || row.deletedAt) return notFound('exchange.itemNotFound');
  return staleOrMissing(tx, versioned, id);
}
