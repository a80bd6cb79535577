import { z } from 'zod';

/**
 * The years a moment may fall in, counted in UTC. The ISO pattern takes any four-digit year, but
 * year 0 (`0000-01-01T00:00:00Z`) and years past 9999 (`9999-12-31T23:59:59-23:59` is 10000 in
 * UTC) reach PostgreSQL from JavaScript as text it refuses, which was a 500 (issue 15 fuzz).
 */
export const MOMENT_YEARS = { min: 1, max: 9999 } as const;

function withinMomentYears(text: string): boolean {
  const year = new Date(text).getUTCFullYear();
  // Not a date at all is the format check's to say (zod may run this check after it failed).
  return Number.isNaN(year) || (year >= MOMENT_YEARS.min && year <= MOMENT_YEARS.max);
}

/**
 * An ISO-8601 date-time with its offset, within MOMENT_YEARS. `message` names a malformed one
 * (a catalogue key, or zod's own words when left out); the years are `field.yearOutOfRange`.
 */
export function isoDateTime(message?: string) {
  return z.iso
    .datetime({ offset: true, ...(message === undefined ? {} : { message }) })
    .refine(withinMomentYears, { message: 'field.yearOutOfRange', params: { ...MOMENT_YEARS } });
}
