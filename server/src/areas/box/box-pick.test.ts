import { describe, expect, it } from 'vitest';
import { guaranteeDue, type PoolPrize, pickPrize, prizeAt, type RandomSource } from './box-pick.js';

/** A source that answers the given rolls in turn and remembers the bounds it was asked for. */
function fixed(...rolls: number[]): RandomSource & { asked: number[] } {
  const asked: number[] = [];
  const source = (max: number) => {
    asked.push(max);
    const roll = rolls.shift();
    if (roll === undefined) throw new Error('no roll left');
    return roll;
  };
  return Object.assign(source, { asked });
}

const pool: PoolPrize[] = [
  { id: 30, tier: 'HIDDEN', remaining: 1 },
  { id: 10, tier: 'COMMON', remaining: 6 },
  { id: 20, tier: 'RARE', remaining: 3 },
  { id: 40, tier: 'COMMON', remaining: 0 },
];

describe('pickPrize', () => {
  it('lays the roll over the remaining counts in prize id order', () => {
    // id 10 covers 0-5, id 20 covers 6-8, id 30 covers 9.
    const outcomes = [0, 5, 6, 8, 9].map((roll) => pickPrize(pool, null, fixed(roll))?.prize.id);
    expect(outcomes).toEqual([10, 10, 20, 20, 30]);
    const source = fixed(7);
    expect(pickPrize(pool, null, source)).toEqual({
      prize: pool[2],
      roll: 7,
      poolSize: 10,
      guaranteeApplied: false,
    });
    expect(source.asked).toEqual([10]);
  });

  it('answers null for an empty pool and refuses a roll outside it', () => {
    expect(pickPrize([{ id: 1, tier: 'COMMON', remaining: 0 }], null, fixed(0))).toBeNull();
    expect(() => pickPrize(pool, null, fixed(10))).toThrow(/outside/);
    expect(() => pickPrize(pool, null, fixed(-1))).toThrow(/outside/);
    expect(() => prizeAt(pool.slice(1, 3), 9)).toThrow(/beyond/);
  });

  it('restricts a due guarantee to the tier and rarer, still weighted by what remains', () => {
    const due = { every: 5, minTier: 'RARE' as const, drawsSinceHit: 4 };
    const source = fixed(0, 2, 3);
    expect(pickPrize(pool, due, source)).toMatchObject({
      prize: { id: 20 },
      poolSize: 4,
      guaranteeApplied: true,
    });
    expect(pickPrize(pool, due, source)?.prize.id).toBe(20);
    expect(pickPrize(pool, due, source)?.prize.id).toBe(30);
    expect(source.asked).toEqual([4, 4, 4]);
    const hidden = pickPrize(pool, { ...due, minTier: 'HIDDEN' }, fixed(0));
    expect(hidden).toMatchObject({ prize: { id: 30 }, poolSize: 1, guaranteeApplied: true });
  });

  it('draws from the whole pool when the guarantee is not due, or nothing of its tier remains', () => {
    const notDue = { every: 5, minTier: 'RARE' as const, drawsSinceHit: 3 };
    expect(pickPrize(pool, notDue, fixed(0))).toMatchObject({ prize: { id: 10 }, guaranteeApplied: false });
    const commonsOnly = pool.filter((p) => p.tier === 'COMMON');
    const due = { ...notDue, drawsSinceHit: 9 };
    expect(pickPrize(commonsOnly, due, fixed(1))).toMatchObject({ poolSize: 6, guaranteeApplied: false });
  });

  it('uses the CSPRNG by default, always inside the pool', () => {
    for (let i = 0; i < 200; i++) {
      const pick = pickPrize(pool, null);
      expect(pick?.roll).toBeGreaterThanOrEqual(0);
      expect(pick?.roll).toBeLessThan(10);
    }
  });
});

describe('guaranteeDue', () => {
  it('is due on the N-th draw without the tier: after N − 1 misses', () => {
    const state = (drawsSinceHit: number) => ({ every: 5, minTier: 'RARE' as const, drawsSinceHit });
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => guaranteeDue(state(n)))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(guaranteeDue(null)).toBe(false);
  });
});
