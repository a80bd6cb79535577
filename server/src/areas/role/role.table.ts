import type { RoleItem } from '@shop/contract/areas/role';
import { builtInRoles, normalisePermissions, permissions } from '@shop/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { role } from '../../db/schema.js';
import type { Versioned } from '../../http/stale-version.js';

export const versionedRole: Versioned = {
  table: role,
  id: role.name,
  version: role.version,
  updatedAt: role.updatedAt,
  updatedBy: role.updatedBy,
};

// The subqueries name the outer row in full: drizzle writes a bare "name", which staff_user has too.
const roleColumns = {
  name: role.name,
  label: role.label,
  description: role.description,
  builtIn: role.builtIn,
  allPermissions: role.allPermissions,
  version: role.version,
  updatedAt: role.updatedAt,
  permissions: sql<
    string[]
  >`coalesce((SELECT array_agg(p.permission) FROM role_permission p WHERE p.role = "role"."name"), '{}')`,
  holders: sql<number>`(SELECT count(*) FROM staff_user s WHERE "role"."name" = ANY(s.roles))::int`,
};

type RoleRow = {
  name: string;
  label: string;
  description: string;
  builtIn: boolean;
  allPermissions: boolean;
  version: number;
  updatedAt: Date | string;
  permissions: string[];
  holders: number;
};

/** A row as the API sends it: permissions in catalogue order, the whole catalogue for developer and admin. */
export function toRoleItem(row: RoleRow): RoleItem {
  return {
    ...row,
    permissions: row.allPermissions ? [...permissions] : normalisePermissions(row.permissions),
    holders: Number(row.holders),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Built-in roles first in the spec's order, then the others by name. */
function rank(name: string): number {
  const i = (builtInRoles as readonly string[]).indexOf(name);
  return i === -1 ? builtInRoles.length : i;
}

export async function listRoles(db: Db): Promise<RoleItem[]> {
  const rows = await db.select(roleColumns).from(role);
  return rows.map(toRoleItem).sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

export async function findRole(db: Db, name: string): Promise<RoleItem | undefined> {
  const [row] = await db.select(roleColumns).from(role).where(eq(role.name, name));
  return row ? toRoleItem(row) : undefined;
}
