import { randomInt } from 'node:crypto';
import { type BoxTier, tierRank } from '@shop/contract/areas/box';

/**
 * Choosing a prize (ADR 0013), with no database: the draw service hands it the pool under the
 * series' lock and stores what it answers. The random source is the only input a caller does not
 * read from the pool, so a test can replay any outcome from its roll.
 */

/** A prize of the pool as the pick sees it. */
export interface PoolPrize {
  id: number;
  tier: BoxTier;
  remaining: number;
}

/** An integer in [0, max): `node:crypto.randomInt` in production, a fixed sequence in tests. */
export type RandomSource = (max: number) => number;

export const cryptoRandom: RandomSource = (max) => randomInt(0, max);

/** The box's guarantee and where the customer stands against it. */
export interface GuaranteeState {
  every: number;
  minTier: BoxTier;
  /** The customer's draws of this box since their last one of `minTier` or rarer (all, if none). */
  drawsSinceHit: number;
}

export interface Pick {
  prize: PoolPrize;
  /** The value drawn in [0, poolSize): the prize is the one whose cumulative remaining covers it. */
  roll: number;
  /** Σ remaining of the prizes the roll was drawn over. */
  poolSize: number;
  guaranteeApplied: boolean;
}

/**
 * Due when the customer's last N − 1 draws were all below the tier: this draw is their N-th
 * without one. A customer with fewer draws than that is not due.
 */
export function guaranteeDue(state: GuaranteeState | null): boolean {
  return state !== null && state.drawsSinceHit >= state.every - 1;
}

/** Whether a prize of this tier ends a guarantee streak (ties the `drawsSinceHit` count). */
export function meetsTier(tier: BoxTier, minTier: BoxTier): boolean {
  return tierRank(tier) >= tierRank(minTier);
}

/**
 * The prize for one draw, or null when nothing remains. Prizes are taken in id order (the order
 * the roll is stored against); a due guarantee restricts the pool to prizes of its tier or rarer,
 * still weighted by what remains, and falls back to the whole pool when none of them remains.
 */
export function pickPrize(
  prizes: readonly PoolPrize[],
  guarantee: GuaranteeState | null,
  random: RandomSource = cryptoRandom,
): Pick | null {
  const pool = [...prizes].filter((p) => p.remaining > 0).sort((a, b) => a.id - b.id);
  if (pool.length === 0) return null;
  let eligible = pool;
  let guaranteeApplied = false;
  if (guarantee && guaranteeDue(guarantee)) {
    const rare = pool.filter((p) => meetsTier(p.tier, guarantee.minTier));
    if (rare.length > 0) {
      eligible = rare;
      guaranteeApplied = true;
    }
  }
  const poolSize = eligible.reduce((sum, p) => sum + p.remaining, 0);
  const roll = random(poolSize);
  if (!Number.isInteger(roll) || roll < 0 || roll >= poolSize)
    throw new Error(`random source answered ${roll} outside [0, ${poolSize})`);
  return { prize: prizeAt(eligible, roll), roll, poolSize, guaranteeApplied };
}

/** The prize whose cumulative remaining first exceeds `roll` (prizes in id order, all remaining > 0). */
export function prizeAt<P extends PoolPrize>(eligible: readonly P[], roll: number): P {
  let covered = 0;
  for (const prize of eligible) {
    covered += prize.remaining;
    if (roll < covered) return prize;
  }
  throw new Error(`roll ${roll} beyond the pool of ${covered}`);
}
