import { seeded } from './crash.js';

export { seedFromEnv } from './crash.js';

/**
 * The seeded generator of crash.ts (mulberry32: a run replays exactly from its printed seed) with
 * what the fuzz needs besides: weighted choices and shuffles.
 */
export type Random = ReturnType<typeof seeded> & {
  /** Items of `weighted` chosen by their weights. */
  weighted<T>(weighted: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
};

export function mulberry32(seed: number): Random {
  const base = seeded(seed);
  return {
    ...base,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return base.pick(items);
    },
    weighted<T>(weighted: readonly (readonly [T, number])[]): T {
      const total = weighted.reduce((sum, [, w]) => sum + w, 0);
      let at = base.next() * total;
      for (const [item, w] of weighted) {
        at -= w;
        if (at < 0) return item;
      }
      return (weighted[weighted.length - 1] as readonly [T, number])[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = base.int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
