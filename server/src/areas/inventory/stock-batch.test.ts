import { Codes } from '@shop/contract/codes';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, productSku, stockMovement } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { useTestApp } from '../../test-support/harness.js';
import type { StockChange } from './stock.service.js';
import { applyStockChanges, lockSkus } from './stock-batch.service.js';
import { reconcileStock } from './stock-reconcile.js';

/** The set-based writer keeps the rules of applyStockChange, one SKU or many changes to one SKU. */
const t = useTestApp();

async function twoSkus(tag: string, onHand: [number, number]) {
  const { skuIds } = await insertProduct(t.db, {
    title: `Batch ${tag}`,
    skus: [
      { code: `${tag}-A`, onHand: onHand[0] },
      { code: `${tag}-B`, onHand: onHand[1] },
    ],
  });
  return skuIds as [number, number];
}

const change = (skuId: number, deltaOnHand: number, deltaReserved = 0): StockChange => ({
  skuId,
  type: deltaReserved ? 'RESERVE' : 'ADJUSTMENT',
  reason: deltaReserved ? null : 'received',
  deltaOnHand,
  deltaReserved,
  actorId: null,
});

const apply = (changes: StockChange[]) =>
  t.db.transaction(async (tx) =>
    applyStockChanges(
      tx,
      await lockSkus(
        tx,
        changes.map((c) => c.skuId),
      ),
      changes,
    ),
  );

async function balances(ids: number[]) {
  return t.db
    .select({ id: productSku.id, onHand: productSku.onHand, reserved: productSku.reserved })
    .from(productSku)
    .where(inArray(productSku.id, ids))
    .orderBy(productSku.id);
}

describe('applyStockChanges', () => {
  it('chains several changes to one SKU in the order given, and the books balance', async () => {
    const [a, b] = await twoSkus('CHAIN', [5, 1]);
    const written = await apply([change(a, 3), change(b, 0, 1), change(a, 0, 6), change(a, -2)]);
    expect(written.map((w) => [w.change.skuId, w.after.onHand, w.after.reserved])).toEqual([
      [a, 8, 0],
      [b, 1, 1],
      [a, 8, 6],
      [a, 6, 6],
    ]);
    const ledger = await t.db
      .select()
      .from(stockMovement)
      .where(
        inArray(
          stockMovement.id,
          written.map((w) => w.movementId),
        ),
      )
      .orderBy(stockMovement.id);
    expect(ledger.map((m) => [m.skuId, m.onHandAfter, m.reservedAfter])).toEqual([
      [a, 8, 0],
      [b, 1, 1],
      [a, 8, 6],
      [a, 6, 6],
    ]);
    expect(await balances([a, b])).toEqual([
      { id: a, onHand: 6, reserved: 6 },
      { id: b, onHand: 1, reserved: 1 },
    ]);
    expect(await reconcileStock(t.db)).toEqual([]);
  });

  it('refuses the first change the running balance cannot take, naming it, and writes nothing', async () => {
    const [a, b] = await twoSkus('SHORT', [4, 4]);
    const before = await t.db.select({ id: stockMovement.id }).from(stockMovement);
    // Each alone fits; the second reservation of A finds only 1 left after the first.
    await expect(apply([change(b, 1), change(a, 0, 3), change(a, 0, 2)])).rejects.toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      params: { sku: 'SHORT-A', available: 1, requested: 2 },
      data: { skuId: a, onHand: 4, reserved: 3, available: 1 },
    });
    expect(await balances([a, b])).toEqual([
      { id: a, onHand: 4, reserved: 0 },
      { id: b, onHand: 4, reserved: 0 },
    ]);
    expect(await t.db.select({ id: stockMovement.id }).from(stockMovement)).toHaveLength(before.length);
  });

  it('answers 404 for a deleted SKU', async () => {
    const [a, b] = await twoSkus('GONE', [1, 1]);
    await t.db.update(productSku).set({ deletedAt: new Date() }).where(eq(productSku.id, b));
    await expect(apply([change(a, 1), change(b, 1)])).rejects.toMatchObject({
      code: Codes.NOT_FOUND,
      key: 'inventory.skuNotFound',
    });
    expect(await balances([a])).toEqual([{ id: a, onHand: 1, reserved: 0 }]);
  });
});

describe('bulk adjust through the batch writer', () => {
  it('writes one audit row per SKU changed, none for a count that matched, and the books balance', async () => {
    const editor = await t.as('editor');
    const [a, b] = await twoSkus('AUDIT', [2, 7]);
    const answer = await editor.call('bulkAdjustStock', {
      body: {
        lines: [
          { skuId: a, delta: -2, reason: 'damaged' },
          { skuId: b, setTo: 7 },
        ],
        idempotencyKey: 'batch-audit-1',
      },
    });
    expect(answer.json().data.records.map((r: { skuId: number }) => r.skuId)).toEqual([a]);
    const audits = await t.db
      .select({ entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product_sku'), inArray(auditLog.entityId, [String(a), String(b)])));
    expect(audits).toEqual([
      {
        entityId: String(a),
        before: { onHand: 2, reserved: 0 },
        after: { onHand: 0, reserved: 0, reason: 'damaged' },
      },
    ]);
    expect(await reconcileStock(t.db)).toEqual([]);
  });
});
