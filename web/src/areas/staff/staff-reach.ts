import type { RoleItem } from '@shop/contract/areas/role';
import { isPermission } from '@shop/contract/permissions';
import { canDo } from '../../lib/permissions';

/**
 * The server's staff guards (server/src/areas/staff/staff-guards.ts), mirrored so the console
 * offers only what it would allow: no roles or members beyond the caller's own permissions, and
 * no giving up one's own access to staff accounts. The server decides; this only shapes the form.
 */

/** Every permission of the role is one the caller holds (an all-permissions role lists them all). */
export function roleWithinReach(role: RoleItem, mine: readonly string[]): boolean {
  return role.permissions.every((p) => !isPermission(p) || canDo(mine, p));
}

/** The member's roles together hold nothing the caller lacks. */
export function memberWithinReach(
  memberRoles: readonly string[],
  roles: readonly RoleItem[],
  mine: readonly string[],
) {
  return roles.filter((r) => memberRoles.includes(r.name)).every((r) => roleWithinReach(r, mine));
}

/** The role opens the staff page (and so staff accounts). */
export function givesStaff(role: RoleItem): boolean {
  return role.allPermissions || role.permissions.includes('staff');
}

/**
 * Why a role's box may not be changed in a member's form, if it may not: giving it is beyond the
 * caller (`beyondReach`), or it is the caller's own and gives them the staff page (`ownAccess`).
 * A role the member already holds and the caller could not give stays as it is.
 */
export function roleLock(
  role: RoleItem,
  options: { mine: readonly string[]; self: boolean; held: readonly string[] },
): 'beyondReach' | 'ownAccess' | null {
  if (options.self && options.held.includes(role.name) && givesStaff(role)) return 'ownAccess';
  if (!roleWithinReach(role, options.mine)) return 'beyondReach';
  return null;
}
