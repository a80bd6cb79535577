import {
  type DashboardRange,
  dashboardRanges,
  dashboardSeriesSpans,
  type PeriodFigure,
} from '@shop/contract/areas/dashboard';

/**
 * The dashboard's arithmetic and wording that need no React: the change of a figure against the
 * period before, the period's days as a date range in the shop's time zone, and the view's state
 * as the URL keeps it (`?range=30d&days=90`), so a reload or a shared link shows the same view.
 */

export type SeriesSpan = (typeof dashboardSeriesSpans)[number];

export const RANGE_PARAM = 'range';
export const SPAN_PARAM = 'days';

/** The summary's range in the URL, else the contract's default (the last 7 days). */
export function rangeOf(search: URLSearchParams): DashboardRange {
  const value = search.get(RANGE_PARAM);
  return (dashboardRanges as readonly string[]).includes(value ?? '') ? (value as DashboardRange) : '7d';
}

/** The chart's span in days in the URL, else 30. */
export function spanOf(search: URLSearchParams): SeriesSpan {
  const value = search.get(SPAN_PARAM);
  return (dashboardSeriesSpans as readonly string[]).includes(value ?? '') ? (value as SeriesSpan) : '30';
}

/** The change of a figure against the period before; null when there was nothing before (no ratio). */
export interface Change {
  direction: 'up' | 'down' | 'flat';
  /** (value − previous) / |previous|: 0.25 is 25 % more. */
  ratio: number;
}

export function changeOf({ value, previous }: PeriodFigure): Change | null {
  if (previous === 0) return null;
  const ratio = (value - previous) / Math.abs(previous);
  return { direction: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat', ratio };
}

const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

/** `▲ 25%`, `▼ 3.5%`, `0%`; `—` when the period before had nothing to compare with. */
export function changeText(figure: PeriodFigure, language: string): string {
  const change = changeOf(figure);
  if (!change) return '—';
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
    Math.abs(change.ratio),
  );
  return change.direction === 'flat' ? percent : `${ARROWS[change.direction]} ${percent}`;
}

/** The name of each range in the `dashboard` catalogue, and of the period it is compared with. */
export const rangeLabelKeys = {
  today: 'rangeToday',
  '7d': 'range7d',
  '30d': 'range30d',
} as const satisfies Record<DashboardRange, string>;
export const previousLabelKeys = {
  today: 'previousToday',
  '7d': 'previous7d',
  '30d': 'previous30d',
} as const satisfies Record<DashboardRange, string>;

/**
 * The shop days a period [from, to) covers, in the shop's time zone and the UI language:
 * `Nov 21 – 27, 2026`, or one day for today. `to` is exclusive (a midnight, or now for today).
 */
export function periodDays(from: string, to: string, timeZone: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  const start = new Date(from);
  const last = new Date(Math.max(start.getTime(), new Date(to).getTime() - 1));
  return format.formatRange(start, last);
}

/** A shop day of the chart (`2026-11-27`) as its axis shows it in the UI language: `Nov 27`. */
export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Money short enough for an axis tick: `€1.2K`, `1,2 mil €`; cents in, the shop currency. */
export function compactMoney(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, notation: 'compact' }).format(
      cents / 100,
    );
  } catch {
    return new Intl.NumberFormat(language, { notation: 'compact' }).format(cents / 100);
  }
}
