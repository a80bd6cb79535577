import { describe, expect, it } from 'vitest';
import { centsToUnits, formatMoney, formatPriceRange, unitsToCents } from './money';

describe('money', () => {
  it('turns typed units into whole cents without float drift', () => {
    expect(unitsToCents(19.99)).toBe(1999);
    expect(unitsToCents(0.1 + 0.2)).toBe(30);
    expect(unitsToCents(12.5)).toBe(1250);
    expect(unitsToCents(0)).toBe(0);
    expect(centsToUnits(1999)).toBe(19.99);
  });

  it('formats cents in the currency and language', () => {
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMoney(1250, 'EUR', 'es')).toMatch(/^12,50\s€$/);
    expect(formatMoney(100000, 'USD', 'en')).toBe('$1,000.00');
  });

  it('falls back to plain decimals for a currency Intl refuses', () => {
    expect(formatMoney(1250, 'E1', 'en')).toBe('12.50');
  });

  it('shows one price or a range, and nothing when no SKU is active', () => {
    expect(formatPriceRange(500, 500, 'EUR', 'en')).toBe('€5.00');
    expect(formatPriceRange(500, 1250, 'EUR', 'en')).toBe('€5.00 – €12.50');
    expect(formatPriceRange(null, null, 'EUR', 'en')).toBeNull();
  });
});
