import { z } from 'zod';
import { builtInRoles } from './permissions.js';

/**
 * The spec's roles (§6), built in; staff add their own (issue 19), so a role is a name: lower-case
 * letters, digits, `-` and `_`, 2-32 long, starting with a letter (the database's role_name_format).
 */
export const roles = builtInRoles;
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_-]{1,31}$/;
export const roleSchema = z.string().trim().regex(ROLE_NAME_PATTERN, 'role.nameFormat');
export type Role = string;
