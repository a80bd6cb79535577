import type { z } from 'zod';

/**
 * A list's state (filters, sort, page, pageSize) as it lives in the URL, read and written through
 * the list's zod schema: a value that fails its field's schema falls back to that field's default,
 * and defaults stay out of the URL, so `/staff/index` and a shared link mean the same list.
 */
export type ListSchema = z.ZodObject;
export type ListParams<S extends ListSchema> = z.output<S>;

function fieldsOf(schema: ListSchema): [string, z.ZodType][] {
  return Object.entries(schema.shape) as [string, z.ZodType][];
}

/** The field's value when the URL says nothing (its default, or undefined). */
function fallbackOf(field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** Reads every field from the search params, each on its own: one bad value spoils nothing else. */
export function parseListParams<S extends ListSchema>(schema: S, search: URLSearchParams): ListParams<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(schema)) {
    const parsed = field.safeParse(search.get(key) ?? undefined);
    values[key] = parsed.success ? parsed.data : fallbackOf(field);
  }
  return values as ListParams<S>;
}

/** The search params with the list's fields set from `values` (defaults left out), others kept. */
export function writeListParams<S extends ListSchema>(
  schema: S,
  values: Partial<ListParams<S>>,
  base: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(base);
  const record = values as Record<string, unknown>;
  for (const [key, field] of fieldsOf(schema)) {
    next.delete(key);
    const value = record[key];
    if (value === undefined || value === null || value === '' || value === fallbackOf(field)) continue;
    next.set(key, String(value));
  }
  return next;
}

/**
 * The state after a change: any change but a page turn starts again at page 1, since page 5 of
 * the old filters means nothing under the new ones.
 */
export function nextListParams<P extends object>(current: P, patch: Partial<P>): P {
  const next = { ...current, ...patch };
  if ('page' in current && !('page' in patch)) (next as { page?: number }).page = 1;
  return next;
}
