import { describe, expect, it } from 'vitest';
import { addDays, periodOf, shopDayOf, shopDayStart } from './shop-days.js';

const iso = (d: Date) => d.toISOString();

describe('shop days as UTC instants', () => {
  it('a Madrid day starts at 23:00 UTC in winter and 22:00 in summer; the spring-forward day is 23 hours', () => {
    expect(iso(shopDayStart('2026-01-15', 'Europe/Madrid'))).toBe('2026-01-14T23:00:00.000Z');
    expect(iso(shopDayStart('2026-03-29', 'Europe/Madrid'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(shopDayStart('2026-03-30', 'Europe/Madrid'))).toBe('2026-03-29T22:00:00.000Z');
    // Fall back: the 25-hour day.
    expect(iso(shopDayStart('2026-10-26', 'Europe/Madrid'))).toBe('2026-10-25T23:00:00.000Z');
    expect(iso(shopDayStart('2026-10-25', 'Europe/Madrid'))).toBe('2026-10-24T22:00:00.000Z');
  });

  it('half-hour and far zones', () => {
    expect(iso(shopDayStart('2026-06-01', 'Asia/Kolkata'))).toBe('2026-05-31T18:30:00.000Z');
    expect(iso(shopDayStart('2026-06-01', 'Pacific/Kiritimati'))).toBe('2026-05-31T10:00:00.000Z');
    expect(iso(shopDayStart('2026-06-01', 'Pacific/Pago_Pago'))).toBe('2026-06-01T11:00:00.000Z');
  });

  // Every day of two years in zones with DST at midnight (Santiago, Havana), at 02:00 (New York),
  // a half-hour DST (Lord Howe) and none: the start shows the day, a second before it the day before.
  it.each([
    'America/Santiago',
    'America/Havana',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Shanghai',
    'UTC',
  ])('in %s each day starts at the first instant the clock shows it', (zone) => {
    for (let day = '2025-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      const start = shopDayStart(day, zone).getTime();
      expect(shopDayOf(start, zone), day).toBe(day);
      expect(shopDayOf(start - 1000, zone), day).toBe(addDays(day, -1));
    }
  });

  it('periods: today from midnight, 7 days back to six midnights ago, the period before as many days', () => {
    const now = new Date('2026-03-30T10:00:00Z');
    expect(periodOf('today', 'Europe/Madrid', now)).toEqual({
      from: new Date('2026-03-29T22:00:00Z'),
      to: now,
      previousFrom: new Date('2026-03-28T23:00:00Z'),
    });
    // Across the spring-forward: 7 shop days are 167 hours.
    expect(periodOf('7d', 'Europe/Madrid', now)).toEqual({
      from: new Date('2026-03-23T23:00:00Z'),
      to: now,
      previousFrom: new Date('2026-03-16T23:00:00Z'),
    });
  });
});
