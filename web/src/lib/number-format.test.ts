import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formatCompact, formatNumber, numberFormatter, toThousandFilter } from './number-format';

describe('numberFormatter (B-L5)', () => {
  it.each([
    [10000, 0, '10k'],
    [1500, 1, '1.5k'],
    [1234567, 2, '1.23M'],
    [1999, 0, '2k'],
    [999, 2, '999'],
    [-5000, 1, '-5000'],
    [1000, 2, '1k'],
    [1050, 2, '1.05k'],
    [2.5e9, 1, '2.5G'],
    [3e12, 0, '3T'],
    [4.25e15, 2, '4.25P'],
    [1.1e18, 1, '1.1E'],
    [5e20, 0, '500E'],
    [12.5, 1, '12.5'],
  ])('%d to %d digits → %s', (num, digits, expected) => {
    expect(numberFormatter(num, digits)).toBe(expected);
  });
});

describe('toThousandFilter (B-L6)', () => {
  it.each([
    [10000, '10,000'],
    [1234567.891, '1,234,567.891'],
    [-1234, '-1,234'],
    ['abc', '0'],
    [999, '999'],
    [0.5, '0.5'],
    [-1234567.5, '-1,234,567.5'],
    ['1234', '1,234'],
    [null, '0'],
    [Number.NaN, '0'],
  ])('%s → %s', (num, expected) => {
    expect(toThousandFilter(num)).toBe(expected);
  });
});

const NBSP = '\u00a0';

describe('formatCompact', () => {
  it.each([
    ['en', ['999', '1.5K', '12.3K', '1.2M', '-5K']],
    ['zh', ['999', '1500', '1.2万', '123.5万', '-5000']],
    ['es', ['999', `1,5${NBSP}mil`, `12,3${NBSP}mil`, `1,2${NBSP}M`, `-5${NBSP}mil`]],
    ['ja', ['999', '1500', '1.2万', '123.5万', '-5000']],
  ] as const)('%s', (language, expected) => {
    expect([999, 1500, 12345, 1234567, -5000].map((n) => formatCompact(n, language))).toEqual(expected);
  });

  it('follows the current language by default', async () => {
    await i18n.changeLanguage('ja');
    expect(formatCompact(123456789)).toBe('1.2億');
    await i18n.changeLanguage('en');
    expect(formatCompact(123456789)).toBe('123.5M');
  });
});

describe('formatNumber', () => {
  it.each([
    ['en', ['1,234.5', '1,234,567.891', '-5,000']],
    ['zh', ['1,234.5', '1,234,567.891', '-5,000']],
    ['es', ['1234,5', '1.234.567,891', '-5000']],
    ['ja', ['1,234.5', '1,234,567.891', '-5,000']],
  ] as const)('%s', (language, expected) => {
    expect([1234.5, 1234567.891, -5000].map((n) => formatNumber(n, language))).toEqual(expected);
  });
});
