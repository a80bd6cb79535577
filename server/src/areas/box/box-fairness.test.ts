import { describe, expect, it } from 'vitest';
import { type GuaranteeState, meetsTier, type PoolPrize, pickPrize, type RandomSource } from './box-pick.js';

/**
 * The draws follow the disclosed odds (issue 21): 10,000 draws with the real CSPRNG from a known
 * pool, decremented as drawn, against the counts the odds promise, by a chi-square test at
 * p > 0.001; and the guarantee fires exactly when due. The critical value is computed here from
 * the chi-square distribution (the regularized incomplete gamma function), not looked up.
 */

/** ln Γ(x), Lanczos (g = 7, n = 9), accurate to ~1e-15 for x > 0. */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i++) sum += (c[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Γ(a, x) / Γ(a): the upper tail; series below a + 1, Lentz's continued fraction above. */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < tiny ? tiny : d;
    c = b + an / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return front * h;
}

/** P(χ²_df ≥ x). */
const chiSquareTail = (x: number, df: number) => upperGamma(df / 2, x / 2);

/** The x with P(χ²_df ≥ x) = alpha, by bisection (the tail falls as x grows). */
function chiSquareCritical(df: number, alpha: number): number {
  let low = 0;
  let high = df + 100 * Math.sqrt(2 * df) + 100;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (chiSquareTail(mid, df) > alpha) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Σ (observed − expected)² / expected. */
function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce(
    (sum, o, i) => sum + (o - (expected[i] as number)) ** 2 / (expected[i] as number),
    0,
  );
}

/** Draws `n` times from `pool`, taking each prize drawn out of it; answers the count per prize. */
function drawMany(pool: readonly PoolPrize[], n: number, random?: RandomSource): number[] {
  const left = pool.map((p) => ({ ...p }));
  const counts = pool.map(() => 0);
  for (let i = 0; i < n; i++) {
    const pick = pickPrize(left, null, random);
    if (!pick) throw new Error('the pool ran dry');
    const index = left.findIndex((p) => p.id === pick.prize.id);
    (left[index] as PoolPrize).remaining--;
    counts[index] = (counts[index] as number) + 1;
  }
  return counts;
}

// Six prizes in three tiers, 100,000 units: the disclosed odds are remaining / Σ remaining.
const pool: PoolPrize[] = [
  { id: 1, tier: 'COMMON', remaining: 30_000 },
  { id: 2, tier: 'COMMON', remaining: 25_000 },
  { id: 3, tier: 'COMMON', remaining: 20_000 },
  { id: 4, tier: 'RARE', remaining: 15_000 },
  { id: 5, tier: 'RARE', remaining: 8_000 },
  { id: 6, tier: 'HIDDEN', remaining: 2_000 },
];
const DRAWS = 10_000;
const ALPHA = 0.001;

describe('the chi-square yardstick', () => {
  it('matches the published critical values at p = 0.001', () => {
    const table: [number, number][] = [
      [1, 10.828],
      [2, 13.816],
      [5, 20.515],
      [10, 29.588],
    ];
    for (const [df, value] of table) expect(chiSquareCritical(df, ALPHA)).toBeCloseTo(value, 2);
    expect(chiSquareTail(3.841, 1)).toBeCloseTo(0.05, 3);
  });
});

describe('draws follow the disclosed odds', () => {
  it('10,000 draws with the CSPRNG from a pool taken as drawn: chi-square below the p = 0.001 value', () => {
    const total = pool.reduce((s, p) => s + p.remaining, 0);
    // Drawing without replacement, each prize's expected count is still n × its disclosed share
    // (its variance is smaller by (N − n) / (N − 1), so the multinomial yardstick is conservative).
    const expected = pool.map((p) => (DRAWS * p.remaining) / total);
    const started = performance.now();
    const observed = drawMany(pool, DRAWS);
    const elapsed = performance.now() - started;
    const statistic = chiSquare(observed, expected);
    const critical = chiSquareCritical(pool.length - 1, ALPHA);
    expect(observed.reduce((s, n) => s + n, 0)).toBe(DRAWS);
    expect(statistic, `χ² = ${statistic.toFixed(2)}, observed ${observed}`).toBeLessThan(critical);
    expect(chiSquareTail(statistic, pool.length - 1)).toBeGreaterThan(ALPHA);
    // Per tier too (2 degrees of freedom).
    const tiers = ['COMMON', 'RARE', 'HIDDEN'] as const;
    const byTier = (counts: number[]) =>
      tiers.map((t) => counts.reduce((s, n, i) => s + (pool[i]?.tier === t ? n : 0), 0));
    expect(chiSquare(byTier(observed), byTier(expected))).toBeLessThan(chiSquareCritical(2, ALPHA));
    expect(elapsed).toBeLessThan(5_000);
  });

  it('the test would catch an unfair pick: every prize alike, or a roll that favours the first', () => {
    const total = pool.reduce((s, p) => s + p.remaining, 0);
    const expected = pool.map((p) => (DRAWS * p.remaining) / total);
    const critical = chiSquareCritical(pool.length - 1, ALPHA);
    // A shop that "draws" the first prize a little more often: the low rolls of one in ten draws.
    let turn = 0;
    const skewed: RandomSource = (max) => (++turn % 10 === 0 ? 0 : Math.floor(Math.random() * max));
    expect(chiSquare(drawMany(pool, DRAWS, skewed), expected)).toBeGreaterThan(critical);
    const alike = pool.map(() => DRAWS / pool.length);
    expect(chiSquare(alike, expected)).toBeGreaterThan(critical);
  });
});

describe('the guarantee', () => {
  it('fires exactly when the last N − 1 draws were all below the tier, and no N draws pass without it', () => {
    // Rare and hidden prizes are 3% of a large pool: streaks of commons are common.
    const left: PoolPrize[] = [
      { id: 1, tier: 'COMMON', remaining: 97_000 },
      { id: 2, tier: 'RARE', remaining: 2_500 },
      { id: 3, tier: 'HIDDEN', remaining: 500 },
    ];
    const N = 5;
    const tiers: string[] = [];
    const applied: boolean[] = [];
    let drawsSinceHit = 0;
    for (let i = 0; i < 5_000; i++) {
      const state: GuaranteeState = { every: N, minTier: 'RARE', drawsSinceHit };
      const pick = pickPrize(left, state);
      if (!pick) throw new Error('the pool ran dry');
      (left.find((p) => p.id === pick.prize.id) as PoolPrize).remaining--;
      tiers.push(pick.prize.tier);
      applied.push(pick.guaranteeApplied);
      drawsSinceHit = meetsTier(pick.prize.tier, 'RARE') ? 0 : drawsSinceHit + 1;
    }
    for (let i = 0; i < tiers.length; i++) {
      const previous = tiers.slice(Math.max(0, i - (N - 1)), i);
      const due = previous.length === N - 1 && previous.every((t) => t === 'COMMON');
      expect(applied[i], `draw ${i}`).toBe(due);
      if (i >= N - 1) expect(tiers.slice(i - (N - 1), i + 1).some((t) => t !== 'COMMON')).toBe(true);
    }
    // With 3% rare, most customers reach their fifth draw without one: the guarantee does the work.
    expect(applied.filter(Boolean).length).toBeGreaterThan(700);
  });
});
