import { describe, expect, it } from 'vitest';
import {
  changeOf,
  changeText,
  compactMoney,
  dayLabel,
  periodDays,
  rangeOf,
  spanOf,
} from './dashboard-figures';
import { todoLinks } from './todo-links';

describe('the change against the period before', () => {
  it('is the ratio to what came before, with its direction', () => {
    expect(changeOf({ value: 125, previous: 100 })).toEqual({ direction: 'up', ratio: 0.25 });
    expect(changeOf({ value: 50, previous: 200 })).toEqual({ direction: 'down', ratio: -0.75 });
    expect(changeOf({ value: 7, previous: 7 })).toEqual({ direction: 'flat', ratio: 0 });
  });

  it('has none when nothing came before (no ratio to a zero)', () => {
    expect(changeOf({ value: 10, previous: 0 })).toBeNull();
    expect(changeText({ value: 10, previous: 0 }, 'en')).toBe('—');
    expect(changeText({ value: 0, previous: 0 }, 'en')).toBe('—');
  });

  it('reads as an arrow and a percentage in the UI language', () => {
    expect(changeText({ value: 125, previous: 100 }, 'en')).toBe('▲ 25%');
    expect(changeText({ value: 1, previous: 3 }, 'en')).toBe('▼ 66.7%');
    expect(changeText({ value: 4, previous: 4 }, 'en')).toBe('0%');
    // Spanish puts a space before the sign and a comma in the decimals.
    expect(changeText({ value: 1, previous: 3 }, 'es')).toBe('▼ 66,7\u00a0%');
  });

  it('compares with a negative period before by its size (refunds outweighing payments)', () => {
    expect(changeOf({ value: 100, previous: -100 })).toEqual({ direction: 'up', ratio: 2 });
  });
});

/** Intl's narrow and thin spaces as plain ones, so the expected texts can be typed. */
const spaced = (text: string) => text.replace(/\s/gu, ' ');

describe('the period', () => {
  it('names the shop days it covers, the exclusive end left out', () => {
    // 7 days in Lisbon's winter time (UTC+0): Nov 21 up to, not including, Nov 28.
    expect(
      spaced(periodDays('2026-11-21T00:00:00.000Z', '2026-11-28T00:00:00.000Z', 'Europe/Lisbon', 'en')),
    ).toBe('Nov 21 – 27, 2026');
    // The same instants in Shanghai (UTC+8) are other shop days.
    expect(
      spaced(periodDays('2026-11-20T16:00:00.000Z', '2026-11-27T16:00:00.000Z', 'Asia/Shanghai', 'en')),
    ).toBe('Nov 21 – 27, 2026');
  });

  it('is one day for today', () => {
    expect(spaced(periodDays('2026-11-27T00:00:00.000Z', '2026-11-27T22:30:00.000Z', 'UTC', 'en'))).toBe(
      'Nov 27, 2026',
    );
  });

  it('labels a chart day by its calendar date whatever the browser time zone', () => {
    expect(dayLabel('2026-11-27', 'en')).toBe('Nov 27');
    expect(dayLabel('2026-01-01', 'ja')).toBe('1月1日');
  });

  it('writes money short for an axis', () => {
    expect(compactMoney(123_456_00, 'EUR', 'en')).toBe('€123K');
  });
});

describe('the view in the URL', () => {
  it('reads the range and the span, else the defaults', () => {
    expect(rangeOf(new URLSearchParams('range=30d'))).toBe('30d');
    expect(rangeOf(new URLSearchParams('range=today'))).toBe('today');
    expect(rangeOf(new URLSearchParams('range=1y'))).toBe('7d');
    expect(rangeOf(new URLSearchParams(''))).toBe('7d');
    expect(spanOf(new URLSearchParams('days=90'))).toBe('90');
    expect(spanOf(new URLSearchParams('days=7'))).toBe('30');
  });
});

describe('the to-do links', () => {
  it('open each list filtered as the count is taken', () => {
    expect(Object.fromEntries(Object.entries(todoLinks).map(([key, link]) => [key, link()]))).toEqual({
      ordersToShip: '/order/index?tab=PAID',
      afterSalesOpen: '/order/index?tab=REFUNDING',
      lowStock: '/inventory/product?stock=low',
      outOfStock: '/inventory/product?stock=out',
      exchangeToShip: '/exchange/index?view=orders&tab=TO_SHIP',
      boxPrizesToShip: '/record/index?tab=TO_SHIP',
      feedPostsToReview: '/feed/list?tab=PENDING_REVIEW',
      feedCommentsToReview: '/feed/list?view=comments&status=PENDING',
    });
  });
});
