import type { RoleItem } from '@shop/contract/areas/role';
import { Codes } from '@shop/contract/codes';
import { type Grants, holds, normalisePermissions, type Permission } from '@shop/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkViolationOf, foreignKeyViolationOf, uniqueViolationOf } from '../../db/pg-errors.js';
import { rowsOf } from '../../db/raw-rows.js';
import { role, rolePermission } from '../../db/schema.js';
import { invalidField, notFound, refuse } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { atVersion, nextVersion, staleOrMissing } from '../../http/stale-version.js';
import { findRole, versionedRole } from './role.table.js';

export async function getRole(db: Db, name: string): Promise<RoleItem> {
  const found = await findRole(db, name);
  if (!found) throw notFound('role.notFound');
  return found;
}

/** What the audit trail keeps of a role: what it is called and what it grants. */
function audited(item: RoleItem) {
  const { name, label, description, permissions } = item;
  return { name, label, description, permissions };
}

/** No escalation: a caller without every permission may grant only those they hold. */
function assertGrantable(grants: Grants, wanted: readonly Permission[]): void {
  const missing = wanted.filter((p) => !holds(grants, p));
  if (missing.length > 0)
    throw refuse(Codes.FORBIDDEN, 'role.grantBeyondOwn', { missing: missing.join(', ') });
}

async function replacePermissions(tx: Db, name: string, list: readonly Permission[]): Promise<void> {
  await tx.delete(rolePermission).where(eq(rolePermission.role, name));
  if (list.length > 0)
    await tx.insert(rolePermission).values(list.map((permission) => ({ role: name, permission })));
}

export interface NewRole {
  name: string;
  label: string;
  description: string;
  permissions: string[];
}

export async function createRole(db: Db, grants: Grants, actor: Actor, input: NewRole): Promise<RoleItem> {
  const permissions = normalisePermissions(input.permissions);
  assertGrantable(grants, permissions);
  return db
    .transaction(async (tx) => {
      const { name, label, description } = input;
      await tx.insert(role).values({ name, label, description, updatedBy: actor.staffUserId });
      await replacePermissions(tx, name, permissions);
      const created = await getRole(tx, name);
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'role',
        entityId: name,
        before: null,
        after: audited(created),
      });
      return created;
    })
    .catch((error: unknown) => {
      if (uniqueViolationOf(error) === 'role_pkey') throw invalidField(['name'], 'role.nameTaken');
      throw error;
    });
}

export interface RoleChanges {
  version: number;
  label?: string | undefined;
  description?: string | undefined;
  permissions?: string[] | undefined;
}

/** Developer and admin are fixed; the editor keeps its label and description but not its permissions. */
function assertEditable(before: RoleItem, changes: RoleChanges): void {
  if (before.allPermissions)
    throw refuse(Codes.ILLEGAL_TRANSITION, 'role.builtInFixed', { name: before.name });
  const retitles =
    (changes.label !== undefined && changes.label !== before.label) ||
    (changes.description !== undefined && changes.description !== before.description);
  if (before.builtIn && retitles) throw refuse(Codes.ILLEGAL_TRANSITION, 'role.builtInTextFixed');
}

/** Whether `permission` is still held, through their roles, by an active member (or by `member`). */
async function stillHeld(tx: Db, permission: Permission, member?: number): Promise<boolean> {
  const whose = member === undefined ? sql`NOT u.disabled` : sql`u.id = ${member}`;
  const [row] = rowsOf<{ still: boolean }>(
    await tx.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM staff_user u JOIN role r ON r.name = ANY(u.roles)
      WHERE ${whose}
        AND (r.all_permissions
             OR EXISTS (SELECT 1 FROM role_permission p WHERE p.role = r.name AND p.permission = ${permission}))
    ) AS still`),
  );
  return row?.still === true;
}

/**
 * After a role's permissions change, in its transaction: nobody edits away their own right to
 * edit roles (as nobody disables themselves), and someone active can still manage staff (as the
 * staff page keeps its last manager).
 */
async function assertNoLockout(tx: Db, grants: Grants, staffUserId: number): Promise<void> {
  if (!grants.all && !(await stillHeld(tx, 'role', staffUserId)))
    throw refuse(Codes.SELF_LOCKOUT, 'role.selfLockout');
  if (!(await stillHeld(tx, 'staff'))) throw refuse(Codes.SELF_LOCKOUT, 'role.lastStaffManager');
}

/**
 * Edits a role at the version read. Its members' requests read their permissions with the session,
 * so the change counts from each one's next request.
 */
export async function updateRole(
  db: Db,
  grants: Grants,
  actor: Actor,
  name: string,
  changes: RoleChanges,
): Promise<RoleItem> {
  const { version, label, description } = changes;
  const permissions = changes.permissions && normalisePermissions(changes.permissions);
  const updated = await db.transaction(async (tx) => {
    const before = await findRole(tx, name);
    if (!before) return undefined;
    assertEditable(before, changes);
    if (before.version !== version) return undefined;
    if (permissions)
      assertGrantable(
        grants,
        permissions.filter((p) => !before.permissions.includes(p)),
      );
    const [row] = await tx
      .update(role)
      .set({ label, description, ...nextVersion(versionedRole, actor.staffUserId) })
      .where(atVersion(versionedRole, name, version))
      .returning({ name: role.name });
    if (!row) return undefined;
    if (permissions) {
      await replacePermissions(tx, name, permissions);
      await assertNoLockout(tx, grants, actor.staffUserId);
    }
    const after = await getRole(tx, name);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'role',
      entityId: name,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  if (!updated) throw await staleOrMissing(db, versionedRole, name);
  return updated;
}

/** Deletes a custom role nobody holds; the database's triggers refuse the same if a member gains it meanwhile. */
export async function deleteRole(db: Db, actor: Actor, name: string, version: number): Promise<void> {
  const done = await db
    .transaction(async (tx) => {
      const before = await findRole(tx, name);
      if (!before) return false;
      if (before.builtIn) throw refuse(Codes.ILLEGAL_TRANSITION, 'role.builtInKept');
      if (before.holders > 0) throw refuse(Codes.ILLEGAL_TRANSITION, 'role.inUse', { count: before.holders });
      if (before.version !== version) return false;
      const [row] = await tx
        .delete(role)
        .where(atVersion(versionedRole, name, version))
        .returning({ name: role.name });
      if (!row) return false;
      await recordAudit(tx, {
        actor,
        action: 'delete',
        entity: 'role',
        entityId: name,
        before: audited(before),
        after: null,
      });
      return true;
    })
    .catch(async (error: unknown) => {
      if (foreignKeyViolationOf(error) === 'role_in_use') {
        const count = (await findRole(db, name))?.holders ?? 1;
        throw refuse(Codes.ILLEGAL_TRANSITION, 'role.inUse', { count });
      }
      if (checkViolationOf(error) === 'role_built_in_kept')
        throw refuse(Codes.ILLEGAL_TRANSITION, 'role.builtInKept');
      throw error;
    });
  if (!done) throw await staleOrMissing(db, versionedRole, name);
}
