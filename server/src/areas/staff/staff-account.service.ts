import type { PasswordMode, PasswordResetData, StaffCreateData } from '@shop/contract/areas/staff-account';
import { PASSWORD_LINK_TTL_HOURS } from '@shop/contract/areas/staff-account';
import { Codes } from '@shop/contract/codes';
import { passwordLinkPath } from '@shop/contract/password-policy';
import type { Role } from '@shop/contract/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { foreignKeyViolationOf, uniqueViolationOf } from '../../db/pg-errors.js';
import { staffSession, staffUser } from '../../db/schema.js';
import { invalidField, notFound, refuse } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { assertNewPassword } from '../../lib/password-rule.js';
import { hashPassword } from '../../lib/passwords.js';
import { digest, newToken } from '../../lib/tokens.js';
import type { StaffPrincipal } from '../session/session-guard.js';
import { toItem } from './staff.service.js';
import { findStaff, staffColumns } from './staff.table.js';
import { assertMemberWithinReach, assertRolesWithinReach } from './staff-guards.js';

interface PasswordChoice {
  mode: PasswordMode;
  password?: string | undefined;
}

/**
 * The columns a password choice sets. A temporary password must be changed at first sign-in; a
 * link leaves no password at all until it is used (a reset's old password stops working too), and
 * only its SHA-256 is kept. Either way an older link stops working.
 */
async function passwordColumns(choice: PasswordChoice) {
  if (choice.mode === 'temporaryPassword') {
    await assertNewPassword(choice.password ?? '', 'password');
    const passwordHash = await hashPassword(choice.password ?? '');
    const columns = {
      passwordHash,
      mustChangePassword: true,
      passwordLinkHash: null,
      passwordLinkExpiresAt: null,
    };
    return { columns, link: null };
  }
  const token = newToken();
  const columns = {
    passwordHash: null,
    mustChangePassword: false,
    passwordLinkHash: digest(token),
    passwordLinkExpiresAt: sql`now() + make_interval(hours => ${PASSWORD_LINK_TTL_HOURS})`,
  };
  return { columns, link: passwordLinkPath(token) };
}

/** What the audit trail says of a password choice: how, never the password or the link. */
const passwordAudit = (mode: PasswordMode) => ({ passwordMode: mode });

export interface NewStaff extends PasswordChoice {
  username: string;
  name: string;
  roles: Role[];
}

/** A new member, with a temporary password or a one-time set-password link (answered once). */
export async function createStaff(
  db: Db,
  principal: StaffPrincipal,
  actor: Actor,
  input: NewStaff,
): Promise<StaffCreateData> {
  await assertRolesWithinReach(db, principal, input.roles);
  const { columns, link } = await passwordColumns(input);
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(staffUser)
        .values({
          username: input.username,
          name: input.name,
          roles: input.roles,
          ...columns,
          updatedBy: actor.staffUserId,
        })
        .returning(staffColumns);
      if (!created) throw new Error('INSERT … RETURNING answered no row');
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'staff_user',
        entityId: created.id,
        before: null,
        after: { ...toItem(created), ...passwordAudit(input.mode) },
      });
      return created;
    })
    .catch((error: unknown) => {
      if (uniqueViolationOf(error) === 'staff_user_username_lower_key')
        throw invalidField(['username'], 'staff.usernameTaken');
      if (foreignKeyViolationOf(error) === 'staff_user_roles_exist')
        throw invalidField(['roles'], 'staff.unknownRole');
      throw error;
    });
  return { staff: toItem(row), passwordLink: link };
}

/** Revokes every open session of a member, as ended from elsewhere; answers how many. */
async function endSessionsOf(tx: Db, id: number): Promise<number> {
  const ended = await tx
    .update(staffSession)
    .set({ revokedAt: sql`now()`, revokedReason: 'elsewhere' })
    .where(and(eq(staffSession.staffUserId, id), isNull(staffSession.revokedAt)))
    .returning({ id: staffSession.id });
  return ended.length;
}

/** The member, or 404; and refused when the caller holds less than they do. */
async function memberWithinReach(db: Db, principal: StaffPrincipal, id: number) {
  const member = await findStaff(db, id);
  if (!member) throw notFound('staff.notFound');
  await assertMemberWithinReach(db, principal, member.roles);
  return member;
}

/**
 * A new temporary password or set-password link for a member; every session of theirs ends, so
 * whoever had their old password is out. The row's version stays: nothing the edit form shows
 * changed.
 */
export async function resetStaffPassword(
  db: Db,
  principal: StaffPrincipal,
  actor: Actor,
  id: number,
  choice: PasswordChoice,
): Promise<PasswordResetData> {
  // It would end the session asking and, with a link, leave no password: the profile changes one's own.
  if (id === principal.staffUserId) throw refuse(Codes.SELF_LOCKOUT, 'staff.selfReset');
  await memberWithinReach(db, principal, id);
  const { columns, link } = await passwordColumns(choice);
  const endedSessions = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffUser)
      .set(columns)
      .where(eq(staffUser.id, id))
      .returning({ id: staffUser.id });
    if (!updated) throw notFound('staff.notFound');
    const ended = await endSessionsOf(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'reset_password',
      entity: 'staff_user',
      entityId: id,
      before: null,
      after: { ...passwordAudit(choice.mode), endedSessions: ended },
    });
    return ended;
  });
  return { passwordLink: link, endedSessions };
}

/** Signs a member out everywhere (not yourself: your profile's sessions do that); answers how many. */
export async function endStaffSessions(
  db: Db,
  principal: StaffPrincipal,
  actor: Actor,
  id: number,
): Promise<{ ended: number }> {
  if (id === principal.staffUserId) throw refuse(Codes.SELF_LOCKOUT, 'staff.selfSignOut');
  await memberWithinReach(db, principal, id);
  const ended = await db.transaction(async (tx) => {
    const count = await endSessionsOf(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'end_sessions',
      entity: 'staff_user',
      entityId: id,
      before: null,
      after: { endedSessions: count },
    });
    return count;
  });
  return { ended };
}
