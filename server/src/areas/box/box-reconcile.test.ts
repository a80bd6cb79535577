import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boxDraw } from '../../db/schema.js';
import { boxKey, insertBox } from '../../test-support/box-draw-fixtures.js';
import { pointsCustomer } from '../../test-support/exchange-fixtures.js';
import { useTestApp } from '../../test-support/harness.js';
import { drawBox } from './box-draw.service.js';
import { reconcileBoxes } from './box-reconcile.js';

/**
 * The reconciler finds each kind of disagreement a hand-written SQL change could leave: it is
 * clean after real draws, and names the pool, odds version, status, points, cash and stock that
 * no longer agree once rows are changed behind the services' back.
 */
const t = useTestApp();

describe('the box reconciler', () => {
  it('is clean after draws, and names every book that stops agreeing', async () => {
    const box = await insertBox(t.db, {
      prizes: [
        { tier: 'COMMON', quantity: 8 },
        { tier: 'RARE', quantity: 2 },
      ],
    });
    const buyer = await pointsCustomer(t.db, 'Reconciled buyer', 1000);
    const draw = (payMethod: 'POINTS' | 'CASH') =>
      drawBox(t.db, null, {
        seriesId: box.seriesId,
        customerId: buyer.id,
        payMethod,
        ...(payMethod === 'CASH' ? { payment: { channel: 'WALLET' as const, reference: boxKey('w') } } : {}),
        addressId: buyer.addressId,
        ageConfirmed: true,
        note: '',
        channel: 'STOREFRONT',
        idempotencyKey: boxKey('rec'),
      });
    const drawn = [];
    for (const method of ['POINTS', 'CASH', 'POINTS', 'CASH', 'POINTS'] as const)
      drawn.push(await draw(method));
    expect(await reconcileBoxes(t.db)).toEqual([]);

    const [a, b, c, d, e] = drawn.map((x) => x.id) as [number, number, number, number, number];
    const [first] = await t.db.select().from(boxDraw).where(eq(boxDraw.id, a));
    await t.db.execute(
      sql`UPDATE box_prize SET quantity_remaining = quantity_remaining + 1 WHERE id = ${first?.prizeId}`,
    );
    await t.db.execute(sql`UPDATE box_draw SET odds_version = 2 WHERE id = ${b}`);
    await t.db.execute(sql`UPDATE box_draw SET points_amount = points_amount + 1 WHERE id = ${c}`);
    await t.db.execute(sql`UPDATE box_draw SET cash_amount = cash_amount - 1 WHERE id = ${d}`);
    await t.db.execute(sql`UPDATE box_draw SET fulfil_status = 'SHIPPED' WHERE id = ${e}`);
    await t.db.execute(sql`UPDATE box_series SET status = 'SOLD_OUT' WHERE id = ${box.seriesId}`);

    const found = await reconcileBoxes(t.db);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'pool', prizeId: first?.prizeId }),
        { kind: 'odds', drawId: b, oddsVersion: 2, onSale: 1 },
        expect.objectContaining({
          kind: 'points',
          drawId: c,
          payMethod: 'POINTS',
          pointsAmount: 101,
          spent: 100,
        }),
        expect.objectContaining({ kind: 'cash', drawId: d, cashAmount: 1499, paid: 1500, payments: 1 }),
        { kind: 'stock', drawId: e, fulfilStatus: 'SHIPPED', reserved: 1, onHand: 0 },
        { kind: 'status', seriesId: box.seriesId, status: 'SOLD_OUT', remaining: 6 },
      ]),
    );
    expect(found).toHaveLength(6);
  });
});
