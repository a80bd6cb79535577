import { z } from 'zod';

/**
 * Row ids as they travel: PostgreSQL `integer` identities, 1 to 2³¹−1. A larger number in a URL
 * or body is refused as bad input (400) instead of failing in the database (500).
 */
export const MAX_ROW_ID = 2_147_483_647;

/** An id in a JSON body. */
export const idField = z.number().int().min(1).max(MAX_ROW_ID);

/** An id in a path or query string (text, turned into a number). */
export const idParam = z.coerce.number().int().min(1).max(MAX_ROW_ID);

/** `/…/:id` route params. */
export const idParams = z.object({ id: idParam });
