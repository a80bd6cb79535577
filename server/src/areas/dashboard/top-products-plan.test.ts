import { describe, expect, it } from 'vitest';
import { topProductsPlan } from './dashboard-orders.js';

const at = (iso: string) => new Date(iso).getTime();
const windows = (list: (readonly [number, number])[]) =>
  list.map(([a, b]) => [new Date(a).toISOString(), new Date(b).toISOString()]);

describe('top products: which UTC days from product_day, which hours from the order lines', () => {
  it("Madrid's today late in the UTC day: the hour before UTC midnight from the lines, today's product_day less the future", () => {
    const plan = topProductsPlan(at('2026-11-26T23:00:00Z'), at('2026-11-27T22:50:00Z'));
    expect(plan.days?.map((d) => new Date(d).toISOString())).toEqual([
      '2026-11-27T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ]);
    expect(windows(plan.plus)).toEqual([['2026-11-26T23:00:00.000Z', '2026-11-27T00:00:00.000Z']]);
    expect(windows(plan.minus)).toEqual([['2026-11-27T22:50:00.000Z', '2026-11-28T00:00:00.000Z']]);
  });

  it('a period inside one UTC day: the fewer hours of orders, the future counting for nothing', () => {
    // New York's today at 09:00 UTC (from 05:00): 4 hours of lines against 5 before them.
    const early = topProductsPlan(at('2026-11-27T05:00:00Z'), at('2026-11-27T09:00:00Z'));
    expect(early.days).toBeUndefined();
    expect(windows(early.plus)).toEqual([['2026-11-27T05:00:00.000Z', '2026-11-27T09:00:00.000Z']]);
    expect(early.minus).toEqual([]);
    // At 11:00 UTC: 6 hours of lines against the 5 before them (and the future): the day less those.
    const later = topProductsPlan(at('2026-11-27T05:00:00Z'), at('2026-11-27T11:00:00Z'));
    expect(later.plus).toEqual([]);
    expect(windows(later.minus)).toEqual([
      ['2026-11-27T00:00:00.000Z', '2026-11-27T05:00:00.000Z'],
      ['2026-11-27T11:00:00.000Z', '2026-11-28T00:00:00.000Z'],
    ]);
  });

  it('seven days from 10:00 UTC: the first day less its morning, the whole days, the last day less what is to come', () => {
    const plan = topProductsPlan(at('2026-11-21T10:00:00Z'), at('2026-11-27T18:00:00Z'));
    expect(plan.days?.map((d) => new Date(d).toISOString())).toEqual([
      '2026-11-21T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ]);
    expect(plan.plus).toEqual([]);
    expect(windows(plan.minus)).toEqual([
      ['2026-11-21T00:00:00.000Z', '2026-11-21T10:00:00.000Z'],
      ['2026-11-27T18:00:00.000Z', '2026-11-28T00:00:00.000Z'],
    ]);
  });

  it('never reads more than half a day of past orders, whatever the zone and the hour', () => {
    const past = (plan: ReturnType<typeof topProductsPlan>, now: number) =>
      [...plan.plus, ...plan.minus].reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, now) - a), 0);
    for (let midnight = 0; midnight < 48; midnight++)
      for (let hour = 0; hour < 48; hour++) {
        const from = at('2026-11-01T00:00:00Z') + midnight * 1_800_000;
        const now = from + 6 * 86_400_000 + hour * 1_800_000;
        expect(past(topProductsPlan(from, now), now)).toBeLessThanOrEqual(43_200_000);
      }
  });
});
