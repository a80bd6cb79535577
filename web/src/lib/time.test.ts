import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, type Language, languages, loadLanguage } from './i18n';
import { formatDateTime, formatTime, parseTime, timeAgo } from './time';

// Local times, so the expectations hold in any time zone.
const SPEC_TIME = new Date(2018, 6, 13, 17, 54, 1);
const NOW = new Date(2018, 6, 20, 9, 5, 7);
const nowMs = NOW.getTime();

beforeAll(async () => {
  await Promise.all(languages.map(loadLanguage));
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('parseTime (B-L1)', () => {
  it('formats the spec example with the default and the weekday tokens', () => {
    expect(parseTime(SPEC_TIME)).toBe('2018-07-13 17:54:01');
    expect(parseTime(SPEC_TIME, '{a}')).toBe('五');
    expect(parseTime(SPEC_TIME, '{y}/{m}/{d} 星期{a}')).toBe('2018/07/13 星期五');
  });

  it('zero-pads every numeric token', () => {
    expect(parseTime(new Date(2021, 0, 2, 3, 4, 5), '{y}{m}{d}{h}{i}{s}')).toBe('20210102030405');
  });

  it('reads ten digits as seconds and other numbers as milliseconds', () => {
    const ms = SPEC_TIME.getTime();
    const seconds = ms / 1000;
    expect(String(seconds)).toHaveLength(10);
    expect(parseTime(seconds)).toBe('2018-07-13 17:54:01');
    expect(parseTime(ms)).toBe('2018-07-13 17:54:01');
    expect(parseTime(String(seconds))).toBe('2018-07-13 17:54:01');
    expect(parseTime(String(ms))).toBe('2018-07-13 17:54:01');
  });

  it('reads other strings with dashes as slashes (local time)', () => {
    expect(parseTime('2018-07-13 17:54:01', '{h}:{i}:{s} {a}')).toBe('17:54:01 五');
    expect(parseTime('2018-7-3', '{y}-{m}-{d} {h}')).toBe('2018-07-03 00');
  });

  it('returns null for a missing, falsy or unreadable time', () => {
    for (const time of [null, undefined, 0, '']) expect(parseTime(time)).toBeNull();
    expect(parseTime('not a date')).toBeNull();
  });
});

/** The time `seconds` before now, as milliseconds. */
const ago = (seconds: number) => nowMs - seconds * 1000;

const relative: Record<Language, string[]> = {
  en: ['just now', '1 minute ago', '60 minutes ago', '1 hour ago', '24 hours ago', '1 day ago', '1 day ago'],
  zh: ['刚刚', '1分钟前', '60分钟前', '1小时前', '24小时前', '1天前', '1天前'],
  es: [
    'justo ahora',
    'hace 1 minuto',
    'hace 60 minutos',
    'hace 1 hora',
    'hace 24 horas',
    'hace 1 día',
    'hace 1 día',
  ],
  ja: ['たった今', '1分前', '60分前', '1時間前', '24時間前', '1日前', '1日前'],
};

describe('formatTime (B-L2, B-L3)', () => {
  it.each(languages)('speaks the boundaries in %s', async (language) => {
    await i18n.changeLanguage(language);
    const texts = [29, 30, 3599, 3600, 86399, 86400, 172799].map((s) => formatTime(ago(s)));
    expect(texts).toEqual(relative[language]);
  });

  it('rounds minutes and hours up and reads ten-digit seconds', async () => {
    await i18n.changeLanguage('en');
    expect(formatTime(ago(61))).toBe('2 minutes ago');
    expect(formatTime(ago(3601))).toBe('2 hours ago');
    expect(formatTime(ago(0))).toBe('just now');
    const seconds = Math.floor(ago(125) / 1000);
    expect(formatTime(seconds)).toBe('3 minutes ago');
    expect(formatTime(String(seconds))).toBe('3 minutes ago');
  });

  it.each([
    ['zh', '7月13日17时54分'],
    ['en', '07-13 17:54'],
    ['es', '13 jul, 17:54'],
    ['ja', '7月13日 17:54'],
  ] as const)('shows a date from 172800 s back in %s', async (language, expected) => {
    await i18n.changeLanguage(language);
    expect(formatTime(ago(172799))).not.toBe(expected);
    expect(formatTime(SPEC_TIME.getTime())).toBe(expected);
    expect(formatTime(SPEC_TIME.getTime() / 1000)).toBe(expected);
  });

  it('zh date parts are unpadded', async () => {
    await i18n.changeLanguage('zh');
    vi.setSystemTime(new Date(2018, 6, 5, 9, 5));
    expect(formatTime(new Date(2018, 2, 3, 4, 5).getTime())).toBe('3月3日4时5分');
  });

  it('uses parseTime with a given format two days or more back', async () => {
    await i18n.changeLanguage('zh');
    expect(formatTime(ago(172800), '{y}-{m}-{d}')).toBe('2018-07-18');
    expect(formatTime(SPEC_TIME.getTime(), '{m}/{d} 周{a}')).toBe('07/13 周五');
    expect(formatTime(ago(100), '{y}')).toBe('2分钟前');
  });
});

describe('timeAgo (B-L4)', () => {
  const secondsAgo = (s: number) => nowMs / 1000 - s;

  it('floors to minutes, hours and days with English plurals and no "ago"', async () => {
    await i18n.changeLanguage('en');
    const cases: [number, string][] = [
      [0, '0 minutes'],
      [59, '0 minutes'],
      [60, '1 minute'],
      [119, '1 minute'],
      [3599, '59 minutes'],
      [3600, '1 hour'],
      [7199, '1 hour'],
      [7200, '2 hours'],
      [86399, '23 hours'],
      [86400, '1 day'],
      [172799, '1 day'],
      [172800, '2 days'],
    ];
    expect(cases.map(([s]) => timeAgo(secondsAgo(s)))).toEqual(cases.map(([, text]) => text));
    expect(timeAgo(String(secondsAgo(172800)))).toBe('2 days');
  });

  it('speaks the other languages', async () => {
    const samples = [30, 3600, 172800].map(secondsAgo);
    const expected: Record<Language, string[]> = {
      en: ['0 minutes', '1 hour', '2 days'],
      zh: ['0分钟', '1小时', '2天'],
      es: ['0 minutos', '1 hora', '2 días'],
      ja: ['0分', '1時間', '2日'],
    };
    for (const language of languages) {
      await i18n.changeLanguage(language);
      expect(samples.map(timeAgo)).toEqual(expected[language]);
    }
  });
});

describe('formatDateTime', () => {
  it('shows a moment in the language given, to the minute or the second', () => {
    const iso = '2026-11-23T14:05:09Z';
    const expected = (language: string, timeStyle: 'short' | 'medium') =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle }).format(new Date(iso));
    expect(formatDateTime(iso, 'en')).toBe(expected('en', 'short'));
    expect(formatDateTime(iso, 'ja', 'medium')).toBe(expected('ja', 'medium'));
    expect(formatDateTime(new Date(iso), 'zh')).toBe(expected('zh', 'short'));
    expect(formatDateTime(iso, 'en', 'medium')).not.toBe(formatDateTime(iso, 'en'));
  });
});
