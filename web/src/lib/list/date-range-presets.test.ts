import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type DateRangePresetKey, dateRangePreset } from './date-range-presets';

const FORMAT = 'YYYY-MM-DD HH:mm:ss.SSS';
// A Wednesday afternoon late in a month: every preset reaches back a different distance.
const now = dayjs('2026-11-25T15:42:10');

function picked(key: DateRangePresetKey) {
  return dateRangePreset(key, now).map((d) => d.format(FORMAT));
}

describe('date range presets', () => {
  it.each([
    ['presetToday', '2026-11-25 00:00:00.000', '2026-11-25 23:59:59.999'],
    ['presetLast7Days', '2026-11-19 00:00:00.000', '2026-11-25 23:59:59.999'],
    ['presetLast30Days', '2026-10-27 00:00:00.000', '2026-11-25 23:59:59.999'],
    ['presetThisMonth', '2026-11-01 00:00:00.000', '2026-11-25 23:59:59.999'],
  ] as const)('%s covers whole days from %s to %s', (key, from, to) => {
    expect(picked(key)).toEqual([from, to]);
  });

  it('starts this month on the 1st even on the 1st, and last 7 days crosses the month', () => {
    const first = dayjs('2026-12-01T08:00:00');
    expect(dateRangePreset('presetThisMonth', first).map((d) => d.format('YYYY-MM-DD'))).toEqual([
      '2026-12-01',
      '2026-12-01',
    ]);
    expect(dateRangePreset('presetLast7Days', first)[0].format('YYYY-MM-DD')).toBe('2026-11-25');
  });
});
