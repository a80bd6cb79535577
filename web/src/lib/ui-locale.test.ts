import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadUiLocale, uiLocale } from './ui-locale';

afterAll(() => loadUiLocale('en'));

describe('antd and date texts (B-K5)', () => {
  it('is English before anything loads', () => {
    expect(uiLocale('en').locale).toBe('en');
    expect(uiLocale('ja').locale).toBe('en');
  });

  it.each([
    ['zh', 'zh-cn', '一月'],
    ['es', 'es', 'enero'],
    ['ja', 'ja', '1月'],
    ['en', 'en', 'January'],
  ] as const)('loads %s: antd locale %s, dates in it', async (language, antdLocale, january) => {
    await loadUiLocale(language);
    expect(uiLocale(language).locale).toBe(antdLocale);
    expect(dayjs('2024-01-15').format('MMMM')).toBe(january);
  });
});
