import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';

type ExportParams = Record<string, string | number | undefined>;

/**
 * The filters and sort of a list's state, without its paging: what an export takes, so the file
 * holds every row the list would show across all pages. Only the keys of `filters` are kept.
 */
export function exportParamsOf(filters: z.ZodObject, params: object): ExportParams {
  const values = params as Record<string, unknown>;
  const out: ExportParams = {};
  for (const key of Object.keys(filters.shape)) {
    const value = values[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/** The date range a picker shows as the `from`/`to` of a query: whole local days, sent as UTC ISO. */
export function rangeParamsOf(range: readonly [Dayjs | null, Dayjs | null] | null): {
  from: string | undefined;
  to: string | undefined;
} {
  return {
    from: range?.[0]?.startOf('day').toISOString(),
    to: range?.[1]?.endOf('day').toISOString(),
  };
}

/** The picker's value for a query's `from`/`to` (null when neither is set). */
export function rangeOfParams(
  from: string | undefined,
  to: string | undefined,
): [Dayjs | null, Dayjs | null] | null {
  if (!from && !to) return null;
  return [from ? dayjs(from) : null, to ? dayjs(to) : null];
}
