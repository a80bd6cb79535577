import type { BoxOddsPrize, BoxTier } from '@shop/contract/areas/box';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boxDraw, boxOddsSnapshot, boxPrize, boxSeries } from '../../db/schema.js';
import { boxKey, insertBox } from '../../test-support/box-draw-fixtures.js';
import { pointsCustomer } from '../../test-support/exchange-fixtures.js';
import { useTestApp } from '../../test-support/harness.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcilePoints } from '../point/point-reconcile.js';
import { drawBox } from './box-draw.service.js';
import { writeOddsSnapshot } from './box-odds.js';
import { meetsTier, prizeAt } from './box-pick.js';
import { reconcileBoxes } from './box-reconcile.js';

/**
 * 200 draws through the service by four customers, with a republish (odds version 2) half-way:
 * each draw records the version on sale, the guarantee where due and nowhere else, and a roll
 * and pool size from which its prize can be derived again from the pool as it stood.
 */
const t = useTestApp();
const N = 5;

describe('draws as recorded', () => {
  it('record the odds version, the guarantee exactly where due, and a roll that names the prize', async () => {
    const box = await insertBox(t.db, {
      prizes: [
        { tier: 'COMMON', quantity: 2_000, onHand: 300 },
        { tier: 'RARE', quantity: 100 },
        { tier: 'HIDDEN', quantity: 20 },
      ],
      pointsPrice: 1,
      guaranteeEvery: N,
      guaranteeMinTier: 'RARE',
    });
    const customers = await Promise.all([0, 1, 2, 3].map((i) => pointsCustomer(t.db, `Streak ${i}`, 1000)));
    const drawRound = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const c = customers[i % customers.length] as { id: number; addressId: number };
        await drawBox(t.db, null, {
          seriesId: box.seriesId,
          customerId: c.id,
          payMethod: 'POINTS',
          addressId: c.addressId,
          ageConfirmed: true,
          note: '',
          channel: 'STOREFRONT',
          idempotencyKey: boxKey('streak'),
        });
      }
    };
    await drawRound(0, 100);
    // Paused, more commons added, published again: version 2.
    const common = box.prizeIds[0] as number;
    await t.db.transaction(async (tx) => {
      await tx
        .update(boxSeries)
        .set({ status: 'PAUSED', oddsChanged: true })
        .where(eq(boxSeries.id, box.seriesId));
      await tx
        .update(boxPrize)
        .set({
          quantityTotal: sql`${boxPrize.quantityTotal} + 500`,
          quantityRemaining: sql`${boxPrize.quantityRemaining} + 500`,
        })
        .where(eq(boxPrize.id, common));
      await writeOddsSnapshot(tx, box.seriesId, null);
      await tx.update(boxSeries).set({ status: 'ON_SALE' }).where(eq(boxSeries.id, box.seriesId));
    });
    await drawRound(100, 200);

    const draws = await t.db
      .select()
      .from(boxDraw)
      .where(eq(boxDraw.seriesId, box.seriesId))
      .orderBy(asc(boxDraw.id));
    expect(draws).toHaveLength(200);
    expect(draws.map((d) => d.oddsVersion)).toEqual([...Array(100).fill(1), ...Array(100).fill(2)]);
    expect(draws.every((d) => d.channel === 'STOREFRONT' && d.drawnBy === null)).toBe(true);

    // Each customer's streak: applied exactly after N − 1 draws below RARE, never N such in a row.
    for (const c of customers) {
      const own = draws.filter((d) => d.customerId === c.id);
      let since = 0;
      for (const d of own) {
        expect(d.guaranteeApplied, `draw ${d.drawNo}`).toBe(since === N - 1);
        since = meetsTier(d.tier as BoxTier, 'RARE') ? 0 : since + 1;
        expect(since).toBeLessThan(N);
      }
    }
    expect(draws.filter((d) => d.guaranteeApplied).length).toBeGreaterThan(0);

    // Replay: the pool as it stood before each draw, restricted as recorded, names the prize drawn.
    const [v1, v2] = await t.db
      .select()
      .from(boxOddsSnapshot)
      .where(eq(boxOddsSnapshot.seriesId, box.seriesId))
      .orderBy(asc(boxOddsSnapshot.oddsVersion));
    if (!v1 || !v2) throw new Error('two odds versions were published');
    const pool = (v1.prizes as BoxOddsPrize[]).map((p) => ({
      id: p.prizeId,
      tier: p.tier,
      remaining: p.quantityRemaining,
    }));
    draws.forEach((d, i) => {
      if (i === 100) {
        // Version 2 disclosed the pool as it stood after the first 100 draws and the added 500.
        const disclosed = (v2.prizes as BoxOddsPrize[]).map((p) => p.quantityRemaining);
        expect(disclosed).toEqual(pool.map((p) => p.remaining + (p.id === common ? 500 : 0)));
        (pool[0] as { remaining: number }).remaining += 500;
      }
      const eligible = pool.filter(
        (p) => p.remaining > 0 && (!d.guaranteeApplied || meetsTier(p.tier, 'RARE')),
      );
      expect(d.poolSize).toBe(eligible.reduce((s, p) => s + p.remaining, 0));
      const prize = prizeAt(eligible, d.roll);
      expect(prize.id, `draw ${d.drawNo}`).toBe(d.prizeId);
      prize.remaining--;
    });
    const v2Odds = v2.prizes as BoxOddsPrize[];
    expect(v2Odds.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 10);
    expect(await reconcileBoxes(t.db)).toEqual([]);
    expect(await reconcileStock(t.db)).toEqual([]);
    expect(await reconcilePoints(t.db)).toEqual([]);
  });
});
