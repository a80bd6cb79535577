/**
 * A small seeded generator (mulberry32) so a fuzz run replays exactly from its printed seed.
 * Not for anything secret: 32 bits of state, fast and good enough to spread test inputs.
 */
export interface Random {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Items of `weighted` chosen by their weights. */
  weighted<T>(weighted: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    seed: seed >>> 0,
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(weighted: readonly (readonly [T, number])[]): T {
      const total = weighted.reduce((sum, [, w]) => sum + w, 0);
      let at = next() * total;
      for (const [item, w] of weighted) {
        at -= w;
        if (at < 0) return item;
      }
      return (weighted[weighted.length - 1] as readonly [T, number])[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/** The seed from `name` in the environment (decimal or 0x hex), else a fresh one to print. */
export function seedFromEnv(name: string): number {
  const raw = process.env[name];
  if (raw !== undefined && raw !== '') {
    const value = Number(raw);
    if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got ${raw}`);
    return value >>> 0;
  }
  return (Date.now() ^ (process.pid << 16)) >>> 0;
}
