import { currentLanguage, i18n } from './i18n';

/** What the time helpers read: a Date, milliseconds, 10-digit seconds or a date string. */
export type TimeInput = Date | number | string | null | undefined;

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** A number with 10 digits counts as seconds, any other as milliseconds. */
function toMilliseconds(value: number): number {
  return value.toString().length === 10 ? value * 1000 : value;
}

function toDate(time: Date | number | string): Date {
  if (time instanceof Date) return time;
  if (typeof time === 'number') return new Date(toMilliseconds(time));
  if (/^[0-9]+$/.test(time)) return new Date(toMilliseconds(Number.parseInt(time, 10)));
  // `2018-07-13 17:54:01` is not an ISO string; browsers read the slash form as local time.
  return new Date(time.replace(/-/g, '/'));
}

/**
 * B-L1: formats a time with the tokens `{y} {m} {d} {h} {i} {s}` (zero-padded) and `{a}` (the
 * weekday as one of 日一二三四五六). `null` for a missing or falsy time, and for one no date reads.
 */
export function parseTime(time: TimeInput, format = '{y}-{m}-{d} {h}:{i}:{s}'): string | null {
  if (!time) return null;
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return format.replace(/{([ymdhisa])+}/g, (_token, key: string) => {
    const value = parts[key] ?? 0;
    return key === 'a' ? (WEEKDAYS[value] ?? '') : value.toString().padStart(2, '0');
  });
}

/**
 * B-L2/B-L3: how long ago a time was, in the current language (`just now`, `3 minutes ago`,
 * `2 hours ago`, `1 day ago`); two days or more back, `parseTime(time, format)` when a format is
 * given, else the language's month-day-hour-minute date. Takes milliseconds or 10-digit seconds;
 * `''` for a time no date reads.
 */
export function formatTime(time: number | string, format?: string): string {
  const ms = String(time).length === 10 ? Number.parseInt(String(time), 10) * 1000 : Number(time);
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  const diff = (Date.now() - ms) / 1000;
  if (diff < 30) return i18n.t('time:justNow');
  if (diff < 3600) return i18n.t('time:minutesAgo', { count: Math.ceil(diff / 60) });
  if (diff < 86400) return i18n.t('time:hoursAgo', { count: Math.ceil(diff / 3600) });
  if (diff < 172800) return i18n.t('time:oneDayAgo');
  if (format) return parseTime(date, format) ?? '';
  // Each catalogue picks its form: zh the unpadded parts, en the numeric one, es/ja Intl's.
  return i18n.t('time:date', {
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    numeric: parseTime(date, '{m}-{d} {h}:{i}'),
    local: new Intl.DateTimeFormat(currentLanguage(), {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date),
  });
}

/**
 * B-L4: the time since a moment given in seconds, rounded down to minutes (under an hour), hours
 * (under a day) or days, without "ago": `0 minutes`, `1 hour`, `2 days` in English.
 */
export function timeAgo(seconds: number | string): string {
  const between = Date.now() / 1000 - Number(seconds);
  if (between < 3600) return i18n.t('time:minutes', { count: Math.floor(between / 60) });
  if (between < 86400) return i18n.t('time:hours', { count: Math.floor(between / 3600) });
  return i18n.t('time:days', { count: Math.floor(between / 86400) });
}

/** How much of the time of day a date-time shows: minutes, or seconds too. */
export type DateTimeStyle = 'short' | 'medium';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the console shows it in `language` (`23 Nov 2026, 14:05` in en): the one form for
 * "updated at", "last login" and "changed at" everywhere. Formatters are made once per language.
 */
export function formatDateTime(
  time: string | number | Date,
  language: string,
  style: DateTimeStyle = 'short',
): string {
  const id = `${language}|${style}`;
  let format = dateTimeFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: style });
    dateTimeFormats.set(id, format);
  }
  return format.format(time instanceof Date ? time : new Date(time));
}
