import { type BoxTier, boxTiers } from '@shop/contract/areas/box';

/** A prize as the odds see it: its tier and how many remain in the pool. */
export interface PoolPrize {
  tier: BoxTier;
  remaining: number;
}

export interface PoolOdds {
  /** Σ remaining: the pool a draw picks from. */
  total: number;
  /** Each prize's chance, in the order given: remaining / total (0 for an empty pool). */
  prizes: number[];
  /** Each tier's chance: what remains of its prizes / total. */
  tiers: Record<BoxTier, number>;
}

/**
 * The odds of the next draw from a pool, as the server draws and the snapshot discloses them:
 * each prize weighs what remains of it (negative or missing counts weigh nothing).
 */
export function poolOdds(prizes: readonly PoolPrize[]): PoolOdds {
  const weights = prizes.map((p) => (Number.isFinite(p.remaining) && p.remaining > 0 ? p.remaining : 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const chances = weights.map((w) => (total === 0 ? 0 : w / total));
  // Counted per tier, then divided once: a sum of rounded shares would drift (0.8999…).
  const tiers = Object.fromEntries(boxTiers.map((tier) => [tier, 0])) as Record<BoxTier, number>;
  prizes.forEach((p, i) => {
    tiers[p.tier] += weights[i] ?? 0;
  });
  for (const tier of boxTiers) tiers[tier] = total === 0 ? 0 : tiers[tier] / total;
  return { total, prizes: chances, tiers };
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A chance as a percentage in the UI language, to two decimals at most (`12.5%`, `0.05%`); a
 * chance above 0 that rounds to 0 shows as `<0.01%`, never as an impossible 0.
 */
export function formatChance(chance: number, language: string): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(language, format);
  }
  if (chance > 0 && chance < 0.00005) return `<${format.format(0.0001)}`;
  return format.format(chance);
}
