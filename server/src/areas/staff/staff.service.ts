import type { StaffListItem } from '@shop/contract/areas/staff';
import type { Role } from '@shop/contract/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { foreignKeyViolationOf } from '../../db/pg-errors.js';
import { staffSession, staffUser } from '../../db/schema.js';
import { invalidField, notFound } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { atVersion, nextVersion, staleOrMissing } from '../../http/stale-version.js';
import type { StaffPrincipal } from '../session/session-guard.js';
import { findStaff, type StaffRow, staffColumns, versionedStaff } from './staff.table.js';
import {
  assertMemberWithinReach,
  assertNoSelfLockout,
  assertNotLastManager,
  assertRolesWithinReach,
} from './staff-guards.js';

/** A row as the API sends it. */
export function toItem(row: StaffRow): StaffListItem {
  return {
    ...row,
    roles: row.roles as Role[],
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getStaff(db: Db, id: number): Promise<StaffListItem> {
  const row = await findStaff(db, id);
  if (!row) throw notFound('staff.notFound');
  return toItem(row);
}

export interface StaffChanges {
  version: number;
  name?: string | undefined;
  roles?: Role[] | undefined;
  disabled?: boolean | undefined;
}

/**
 * Edits name, roles and disabled at the version they were read at, in one conditional UPDATE;
 * a stale version gets 409 naming who changed the row and when. Disabling ends every session of
 * the account, in the same transaction, so no device stays signed in; so is the audit row.
 */
export async function patchStaff(
  db: Db,
  principal: StaffPrincipal,
  actor: Actor,
  id: number,
  changes: StaffChanges,
): Promise<StaffListItem> {
  await assertNoSelfLockout(db, principal, id, changes);
  const { version, ...fields } = changes;
  const row = await db
    .transaction(async (tx) => {
      // Read in the same transaction: when the versioned UPDATE below succeeds, this is the row it changed.
      const before = await findStaff(tx, id);
      if (!before || before.version !== version) return undefined;
      await assertMemberWithinReach(tx, principal, before.roles);
      if (fields.roles) {
        await assertRolesWithinReach(
          tx,
          principal,
          fields.roles.filter((r) => !before.roles.includes(r)),
        );
      }
      if (fields.roles !== undefined || fields.disabled === true) {
        await assertNotLastManager(tx, id, {
          roles: fields.roles ?? before.roles,
          disabled: fields.disabled ?? before.disabled,
        });
      }
      const [updated] = await tx
        .update(staffUser)
        .set({ ...fields, ...nextVersion(versionedStaff, actor.staffUserId) })
        .where(atVersion(versionedStaff, id, version))
        .returning(staffColumns);
      if (!updated) return undefined;
      if (fields.disabled === true) {
        await tx
          .update(staffSession)
          .set({ revokedAt: sql`now()`, revokedReason: 'elsewhere' })
          .where(and(eq(staffSession.staffUserId, id), isNull(staffSession.revokedAt)));
      }
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'staff_user',
        entityId: id,
        before: toItem(before),
        after: toItem(updated),
      });
      return updated;
    })
    .catch((error: unknown) => {
      // A role deleted meanwhile, or never there (the database holds roles to role rows).
      if (foreignKeyViolationOf(error) === 'staff_user_roles_exist')
        throw invalidField(['roles'], 'staff.unknownRole');
      throw error;
    });
  if (!row) throw await staleOrMissing(db, versionedStaff, id);
  return toItem(row);
}
