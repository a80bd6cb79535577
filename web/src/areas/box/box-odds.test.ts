import { describe, expect, it } from 'vitest';
import { formatChance, poolOdds } from './box-odds';

describe('poolOdds', () => {
  it('weighs each prize by what remains, tiers by the sum of theirs', () => {
    const odds = poolOdds([
      { tier: 'COMMON', remaining: 30 },
      { tier: 'COMMON', remaining: 15 },
      { tier: 'RARE', remaining: 4 },
      { tier: 'HIDDEN', remaining: 1 },
    ]);
    expect(odds.total).toBe(50);
    expect(odds.prizes).toEqual([0.6, 0.3, 0.08, 0.02]);
    expect(odds.tiers).toEqual({ COMMON: 0.9, RARE: 0.08, HIDDEN: 0.02 });
  });

  it('gives an empty pool, or blank counts, no chance rather than NaN', () => {
    expect(poolOdds([])).toEqual({ total: 0, prizes: [], tiers: { COMMON: 0, RARE: 0, HIDDEN: 0 } });
    const blank = poolOdds([
      { tier: 'RARE', remaining: Number.NaN },
      { tier: 'COMMON', remaining: -2 },
      { tier: 'COMMON', remaining: 5 },
    ]);
    expect(blank.prizes).toEqual([0, 0, 1]);
    expect(blank.tiers.RARE).toBe(0);
  });
});

describe('formatChance', () => {
  it('is a percentage to two decimals in the language', () => {
    expect(formatChance(0.125, 'en')).toBe('12.5%');
    expect(formatChance(1 / 3, 'en')).toBe('33.33%');
    expect(formatChance(0.125, 'es')).toMatch(/^12,5\s?%$/);
    expect(formatChance(0, 'en')).toBe('0%');
  });

  it('never shows a possible prize as 0%', () => {
    expect(formatChance(1 / 100_000, 'en')).toBe('<0.01%');
  });
});
