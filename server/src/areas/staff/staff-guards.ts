import { Codes } from '@shop/contract/codes';
import { type Grants, holds, isPermission } from '@shop/contract/permissions';
import type { Role } from '@shop/contract/roles';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { role, rolePermission, staffUser } from '../../db/schema.js';
import { refuse } from '../../http/app-error.js';
import type { StaffPrincipal } from '../session/session-guard.js';

/**
 * The rules that keep staff accounts manageable (issue 19 §1): nobody locks themselves out, the
 * last member who can manage staff stays, and nobody hands out more than they hold.
 */

/** What a set of roles grants together, read from the role tables now. */
export async function grantsOfRoles(db: Db, roles: readonly Role[]): Promise<Grants> {
  if (roles.length === 0) return { all: false, set: new Set() };
  const rows = await db
    .select({
      allPermissions: role.allPermissions,
      permissions: sql<
        string[]
      >`ARRAY(SELECT rp.permission FROM ${rolePermission} rp WHERE rp.role = ${role.name})`,
    })
    .from(role)
    .where(inArray(role.name, [...roles]));
  if (rows.some((r) => r.allPermissions)) return { all: true };
  return { all: false, set: new Set(rows.flatMap((r) => r.permissions)) };
}

/** Every permission `grants` holds that `caller` does not. */
function beyond(caller: Grants, grants: Grants): boolean {
  if (caller.all) return false;
  if (grants.all) return true;
  return [...grants.set].some((p) => isPermission(p) && !holds(caller, p));
}

/**
 * No escalation: a caller who lacks some permission may give only roles whose permissions they
 * hold themselves (each role judged alone, so the refusal names the ones at fault).
 */
export async function assertRolesWithinReach(
  db: Db,
  caller: StaffPrincipal,
  given: readonly Role[],
): Promise<void> {
  if (caller.grants.all || given.length === 0) return;
  const outOfReach: Role[] = [];
  for (const name of given) {
    if (beyond(caller.grants, await grantsOfRoles(db, [name]))) outOfReach.push(name);
  }
  if (outOfReach.length > 0)
    throw refuse(Codes.FORBIDDEN, 'staff.roleEscalation', { roles: outOfReach.join(', ') });
}

/**
 * Nor may they act on a member who holds more than they do: resetting that member's password
 * would hand them the member's access, and changing or disabling the account is not theirs to do.
 */
export async function assertMemberWithinReach(
  db: Db,
  caller: StaffPrincipal,
  memberRoles: readonly Role[],
): Promise<void> {
  if (caller.grants.all) return;
  if (beyond(caller.grants, await grantsOfRoles(db, memberRoles)))
    throw refuse(Codes.FORBIDDEN, 'staff.beyondYourPermissions');
}

/** The roles that give the staff page: every role holding everything, and those listing `staff`. */
const managerRoles = sql`ARRAY(SELECT r.name FROM ${role} r WHERE r.all_permissions
  OR EXISTS (SELECT 1 FROM ${rolePermission} rp WHERE rp.role = r.name AND rp.permission = 'staff'))`;

const isActiveManager = sql`(NOT ${staffUser.disabled} AND ${staffUser.roles} && ${managerRoles})`;

/** Whether these roles give the staff page (read now, custom roles included). */
export async function rolesManageStaff(db: Db, roles: readonly Role[]): Promise<boolean> {
  return holds(await grantsOfRoles(db, roles), 'staff');
}

/**
 * Nobody disables themselves or gives up a role that gives them the staff page: they could not
 * undo it. (Signing themselves out everywhere has its own guard.)
 */
export async function assertNoSelfLockout(
  db: Db,
  caller: StaffPrincipal,
  id: number,
  change: { roles?: Role[] | undefined; disabled?: boolean | undefined },
): Promise<void> {
  if (id !== caller.staffUserId) return;
  if (change.disabled === true) throw refuse(Codes.SELF_LOCKOUT, 'staff.selfLockout');
  const kept = change.roles;
  if (kept === undefined) return;
  const dropped = caller.accountRoles.filter((r) => !kept.includes(r));
  for (const name of dropped) {
    if (await rolesManageStaff(db, [name])) throw refuse(Codes.SELF_LOCKOUT, 'staff.selfDemotion');
  }
}

/**
 * Inside the transaction that changes member `id` to `after`: when that member is an active
 * manager now and would not be after, someone else active must still be one. The managers' rows
 * are locked first (in id order, so two such transactions queue rather than deadlock), and only
 * then counted, by a fresh statement: of two admins demoting each other at once, the second waits
 * for the first to commit and then sees it was the last.
 */
export async function assertNotLastManager(
  tx: Db,
  id: number,
  after: { roles: readonly Role[]; disabled: boolean },
): Promise<void> {
  const managers = await tx
    .select({ id: staffUser.id })
    .from(staffUser)
    .where(isActiveManager)
    .orderBy(staffUser.id)
    .for('update');
  if (!managers.some((m) => m.id === id)) return;
  if (!after.disabled && (await rolesManageStaff(tx, after.roles))) return;
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUser)
    .where(and(isActiveManager, ne(staffUser.id, id)));
  if ((others?.n ?? 0) === 0) throw refuse(Codes.SELF_LOCKOUT, 'staff.lastManager');
}
