import type { Dayjs } from 'dayjs';

/** The quick picks every list date filter offers, by their `list` catalogue key. */
export const dateRangePresetKeys = [
  'presetToday',
  'presetLast7Days',
  'presetLast30Days',
  'presetThisMonth',
] as const;
export type DateRangePresetKey = (typeof dateRangePresetKeys)[number];

/**
 * Each preset's whole days around `now`, in the zone `now` carries (the filters send local days,
 * see `rangeParamsOf`): "last 7 days" is today and the six before it, "this month" runs from the
 * 1st to today.
 */
export function dateRangePreset(key: DateRangePresetKey, now: Dayjs): [Dayjs, Dayjs] {
  const today = now.startOf('day');
  const end = now.endOf('day');
  switch (key) {
    case 'presetToday':
      return [today, end];
    case 'presetLast7Days':
      return [today.subtract(6, 'day'), end];
    case 'presetLast30Days':
      return [today.subtract(29, 'day'), end];
    case 'presetThisMonth':
      return [now.startOf('month'), end];
  }
}
