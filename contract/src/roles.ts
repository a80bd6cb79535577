import { z } from 'zod';

/** The staff roles the product knows (spec §6). */
export const roles = ['developer', 'admin', 'editor'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
