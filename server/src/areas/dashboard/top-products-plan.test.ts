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

  it('a short morning inside one UTC day: only the lines', () => {
    const plan = topProductsPlan(at('2026-11-27T05:00:00Z'), at('2026-11-27T09:00:00Z'));
    expect(plan.days).toBeUndefined();
    expect(windows(plan.plus)).toEqual([['2026-11-27T05:00:00.000Z', '2026-11-27T09:00:00.000Z']]);
    expect(plan.minus).toEqual([]);
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

  it('never reads more than half a day of orders at either edge', () => {
    for (let h = 0; h < 48; h++) {
      const from = at('2026-11-01T00:00:00Z') + h * 1_800_000;
      const plan = topProductsPlan(from, from + 3 * 86_400_000 + h * 1_700_000);
      for (const [a, b] of [...plan.plus, ...plan.minus]) expect(b - a).toBeLessThanOrEqual(43_200_000);
    }
  });
});
