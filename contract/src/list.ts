import { z } from 'zod';
import { isoDateTime } from './date-time.js';

/**
 * The pieces every list endpoint shares (DESIGN.md "Lists"): `page`/`pageSize` (max 100), a
 * `sort` written `field:asc|desc`, and the `{ items, total, page, pageSize }` answer. Each area
 * composes its own query from these, so the console's URL state and the server read the same shape.
 */

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type SortDirection = 'asc' | 'desc';

/** `field:direction`, the one way a sort travels in a query string and in the console's URL. */
export type SortValue<Field extends string> = `${Field}:${SortDirection}`;

/** Every `field:asc` and `field:desc` of these fields, as a zod enum with a default. */
export function sortParam<const Field extends string>(
  fields: readonly [Field, ...Field[]],
  fallback: SortValue<NoInfer<Field>>,
) {
  const values = fields.flatMap((f) => [`${f}:asc`, `${f}:desc`] as const) as [
    SortValue<Field>,
    ...SortValue<Field>[],
  ];
  // zod cannot relate a generic template literal to its enum's mapped type; `fallback` is typed above.
  return z.enum(values).default(fallback as never);
}

/** Splits `createdAt:desc` into its field and direction. */
export function parseSort<Field extends string>(
  value: SortValue<Field>,
): { field: Field; direction: SortDirection } {
  const at = value.lastIndexOf(':');
  return { field: value.slice(0, at) as Field, direction: value.slice(at + 1) as SortDirection };
}

/** A free-text search box: trimmed, an empty box means no search. */
export const searchParam = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((q) => (q ? q : undefined));

/** A moment in a query string (a date-range end): ISO-8601 with its offset, years 1 to 9999. */
export const dateTimeParam = isoDateTime('Use an ISO date-time');

/** `{ items, total, page, pageSize }` around an item schema. */
export function listDataOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** The `X-Total-Count` header of a streamed export: how many rows it carries. */
export const EXPORT_TOTAL_HEADER = 'x-total-count';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
