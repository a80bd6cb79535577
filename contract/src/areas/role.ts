import { z } from 'zod';
import { isPermission } from '../permissions.js';
import { roleSchema } from '../roles.js';
import { versionField, versionParam } from '../stale-version.js';

/** A role as the list and the editor read it. */
export const roleItem = z.object({
  name: z.string(),
  /** What staff typed; the console translates a built-in role's instead. */
  label: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  /** Developer and admin: every permission, now and as the catalogue grows; not edited. */
  allPermissions: z.boolean(),
  /** In catalogue order; for an allPermissions role the whole catalogue. */
  permissions: z.array(z.string()),
  /** How many staff accounts hold it. */
  holders: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type RoleItem = z.infer<typeof roleItem>;

export const roleListData = z.object({ items: z.array(roleItem) });
export type RoleListData = z.infer<typeof roleListData>;

export const roleParams = z.object({ name: roleSchema });

const permissionList = z.array(z.string().refine(isPermission, 'role.unknownPermission')).max(200);
const roleLabel = z.string().trim().min(1).max(64);
const roleDescription = z.string().trim().max(500);

/** A new role; the server keeps its permissions in catalogue order, each action only with its page. */
export const roleCreateBody = z.object({
  name: roleSchema,
  label: roleLabel,
  description: roleDescription.default(''),
  permissions: permissionList,
});
export type RoleCreateBody = z.input<typeof roleCreateBody>;

/** An edit at the version read: the fields to change. */
export const roleUpdateBody = z
  .object({
    version: versionField,
    label: roleLabel.optional(),
    description: roleDescription.optional(),
    permissions: permissionList.optional(),
  })
  .refine((b) => b.label !== undefined || b.description !== undefined || b.permissions !== undefined, {
    message: 'role.nothingToChange',
  });
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

export const roleDeleteQuery = z.object({ version: versionParam });
