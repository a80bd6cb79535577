import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSku, stockMovement } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { useTestApp } from '../../test-support/harness.js';
import { reserveStock } from './stock.service.js';
import { reconcileStock } from './stock-reconcile.js';

/**
 * No overselling (domain.md §2.3): many buyers and staff at once on one SKU. On PostgreSQL these
 * run on a pool of real connections; on PGlite they queue on its single connection.
 */
const t = useTestApp();

async function balances(skuId: number) {
  const [row] = await t.db
    .select({ onHand: productSku.onHand, reserved: productSku.reserved })
    .from(productSku)
    .where(eq(productSku.id, skuId));
  return row;
}

const reserveOne = (skuId: number, order: number) =>
  t.db.transaction((tx) =>
    reserveStock(tx, { skuId, quantity: 1, refType: 'order', refId: `SO-${order}`, actorId: null }),
  );

describe('reservations racing for the last units', () => {
  it('50 reservations of a SKU with 10 available: exactly 10 succeed, the rest get 42201', async () => {
    const { skuIds } = await insertProduct(t.db, {
      title: 'Race mug',
      skus: [{ code: 'RACE-1', onHand: 10 }],
    });
    const skuId = skuIds[0] as number;
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => reserveOne(skuId, i)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(40);
    for (const failure of lost) {
      expect(failure.reason).toBeInstanceOf(AppError);
      expect(failure.reason).toMatchObject({
        code: Codes.INSUFFICIENT_STOCK,
        key: 'inventory.insufficientStock',
        params: { sku: 'RACE-1', available: 0, requested: 1 },
        message: 'Not enough stock of RACE-1: 0 available, 1 requested',
      });
    }
    expect(await balances(skuId)).toEqual({ onHand: 10, reserved: 10 });
    const reserves = await t.db.select().from(stockMovement).where(eq(stockMovement.skuId, skuId));
    expect(reserves.filter((m) => m.type === 'RESERVE')).toHaveLength(10);
    expect(await reconcileStock(t.db)).toEqual([]);
  });

  it('a 20-way race of staff removals and reservations never takes more than there is', async () => {
    const { skuIds } = await insertProduct(t.db, {
      title: 'Race bowl',
      skus: [{ code: 'RACE-2', onHand: 10 }],
    });
    const skuId = skuIds[0] as number;
    const staff = await t.as('editor');
    const adjust = (i: number) =>
      staff.call('adjustStock', {
        body: { skuId, delta: -1, reason: 'damaged', idempotencyKey: `race-adjust-${i}` },
      });
    const attempts = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? adjust(i).then((r) => r.json().code as number)
        : reserveOne(skuId, 1000 + i).then(
            () => Codes.OK,
            (e: AppError) => e.code,
          ),
    );
    const codes = await Promise.all(attempts);
    expect(codes.filter((c) => c === Codes.OK)).toHaveLength(10);
    expect(codes.filter((c) => c === Codes.INSUFFICIENT_STOCK)).toHaveLength(10);
    const after = await balances(skuId);
    // Each success took one unit of available stock: removed from on hand, or reserved.
    expect((after?.onHand ?? 0) - (after?.reserved ?? 0)).toBe(0);
    expect(await reconcileStock(t.db)).toEqual([]);
  });

  it('50 concurrent staff removals through the API: exactly as many as were on hand', async () => {
    const { skuIds } = await insertProduct(t.db, {
      title: 'Race vase',
      skus: [{ code: 'RACE-3', onHand: 10 }],
    });
    const skuId = skuIds[0] as number;
    const staff = await t.as('admin');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        staff.call('adjustStock', {
          body: { skuId, delta: -1, reason: 'shrinkage', idempotencyKey: `race-api-${i}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === Codes.OK)).toHaveLength(10);
    expect(codes.filter((c) => c === Codes.INSUFFICIENT_STOCK)).toHaveLength(40);
    expect(answers.find((a) => a.json().code === Codes.INSUFFICIENT_STOCK)?.statusCode).toBe(422);
    expect(await balances(skuId)).toEqual({ onHand: 0, reserved: 0 });
    expect(await reconcileStock(t.db)).toEqual([]);
  });
});
