import { z } from 'zod';
import { labelLanguages } from './label-table.js';

/**
 * What every export takes beside its list's filters: the language its headers and labels are
 * written in (the console sends its own; without it, the request's Accept-Language, else
 * English), and `codes=true` for a file tools read back: each labelled column gets its code
 * beside it (`status_code`), and the product export keeps the import's own columns.
 */
export const exportOptions = {
  lang: z.enum(labelLanguages).optional(),
  codes: z.enum(['true', 'false']).optional(),
};
export type ExportOptions = { lang?: (typeof labelLanguages)[number]; codes?: 'true' | 'false' };
