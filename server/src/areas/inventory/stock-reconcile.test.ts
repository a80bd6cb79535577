import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSku, stockMovement } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { useTestApp } from '../../test-support/harness.js';
import { reconcileStock } from './stock-reconcile.js';

/** The check must catch books that do not balance, or its clean answers elsewhere mean nothing. */
const t = useTestApp({ seed: false });

describe('reconcileStock', () => {
  it('finds a balance written around the ledger, and a ledger row that does not follow its predecessor', async () => {
    const db = t.db;
    const { skuIds } = await insertProduct(db, { title: 'Ledger jug', skus: [{ code: 'JUG-1', onHand: 5 }] });
    const skuId = skuIds[0] as number;
    expect(await reconcileStock(db)).toEqual([]);

    await db.update(productSku).set({ onHand: 9 }).where(eq(productSku.id, skuId));
    await db.insert(stockMovement).values({
      skuId,
      type: 'ADJUSTMENT',
      reason: 'correction',
      deltaOnHand: 2,
      deltaReserved: 0,
      onHandAfter: 8,
      reservedAfter: 0,
    });
    const found = await reconcileStock(db);
    expect(found).toEqual([
      { kind: 'balance', skuId, code: 'JUG-1', onHand: 9, reserved: 0, ledgerOnHand: 7, ledgerReserved: 0 },
      expect.objectContaining({ kind: 'chain', skuId, onHandAfter: 8, expectedOnHandAfter: 7 }),
    ]);
  });
});
