import { z } from 'zod';

/**
 * Optimistic concurrency, the rule every editable row follows: an edit carries the `version` it
 * was read at; when the row has moved on, the server answers 40900 with who changed it and when,
 * and overwrites nothing.
 */

/** The `version` an edit was read at: an `integer` column, so never beyond 2^31 - 1 (else a 500). */
export const versionField = z.number().int().min(1).max(2_147_483_647);

/** The same, read from the query string (a delete names the version it was read at there). */
export const versionParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** `data` of a 40900 answer. */
export const staleVersionData = z.object({
  /** Name of whoever last changed the row; null when no one is recorded (e.g. seeded rows). */
  updatedBy: z.string().nullable(),
  /** When, ISO-8601 UTC. */
  updatedAt: z.string(),
  /** The row's current version: reloading gets it. */
  version: z.number().int(),
});
export type StaleVersionData = z.infer<typeof staleVersionData>;
