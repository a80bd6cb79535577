import type { DashboardRange } from '@shop/contract/areas/dashboard';
import { wallClockOf } from '@shop/contract/shop-clock';

/**
 * The shop's calendar days (config `shop_time_zone`) as UTC instants, with `Intl`'s zone data so
 * DST is right: a shop day is 23, 24 or 25 hours long, and its start is the first instant the
 * shop's clock shows that date (where midnight does not exist, as in a spring-forward at 00:00,
 * the day starts at the jump).
 */

const HOUR_MS = 3_600_000;
function wallClock(instant: number, zone: string) {
  const parts = wallClockOf(instant, zone);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    asUtc: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** How far the shop's clock is ahead of UTC at `instant`, in ms (whole seconds). */
function offsetAt(instant: number, zone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClock(whole, zone).asUtc - whole;
}

/** The shop's date (YYYY-MM-DD) at `instant`. */
export function shopDayOf(instant: Date | number, zone: string): string {
  return wallClock(typeof instant === 'number' ? instant : instant.getTime(), zone).day;
}

/** `day` plus `n` calendar days (YYYY-MM-DD, negative n goes back). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The first instant of the shop's day `day`. */
export function shopDayStart(day: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(y, m - 1, d);
  // Every offset in force around that midnight (a zone changes it at most once within a day);
  // the start is the earliest candidate whose clock already shows the day.
  const offsets = new Set([
    offsetAt(wallMidnight - 14 * HOUR_MS, zone),
    offsetAt(wallMidnight + 14 * HOUR_MS, zone),
  ]);
  const candidates = [...offsets]
    .map((offset) => wallMidnight - offset)
    .filter((instant) => shopDayOf(instant, zone) === day);
  return new Date(Math.min(...candidates));
}

export interface Period {
  /** [from, to): the period; [previousFrom, from): the one before, as many shop days long. */
  from: Date;
  to: Date;
  previousFrom: Date;
}

const daysOf: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

/**
 * "today" is [the shop's midnight, now); "7d" and "30d" the last 7 and 30 shop days, today
 * included, until now. The period before is the same number of whole shop days just before
 * `from` (yesterday for "today"), so a change reads "against the days before".
 */
export function periodOf(range: DashboardRange, zone: string, now: Date): Period {
  const today = shopDayOf(now, zone);
  const days = daysOf[range];
  const first = addDays(today, 1 - days);
  return {
    from: shopDayStart(first, zone),
    to: now,
    previousFrom: shopDayStart(addDays(first, -days), zone),
  };
}

/** The last `days` shop days, today included, oldest first, and the instant the oldest starts. */
export function lastShopDays(days: number, zone: string, now: Date): { days: string[]; from: Date } {
  const today = shopDayOf(now, zone);
  const list = Array.from({ length: days }, (_, i) => addDays(today, i + 1 - days));
  return { days: list, from: shopDayStart(list[0] ?? today, zone) };
}
