import type { PasswordBody, ProfileBody } from '@shop/contract/areas/session';
import type { Role } from '@shop/contract/roles';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { role, staffSession, staffUser } from '../../db/schema.js';
import { forbidden, invalidField, notFound } from '../../http/app-error.js';
import { assertNewPassword } from '../../lib/password-rule.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { attemptFailed, attemptSucceeded, beginAttempt } from './login-limiter.js';
import { type ClientInfo, openSession, type SessionLifetime } from './session.service.js';
import { revokeSession } from './session.table.js';
import type { StaffPrincipal } from './session-guard.js';

/** Roles a developer may view the console as (every role, built-in first); nobody else may switch. */
export async function switchableRoles(db: Db, accountRoles: readonly Role[]): Promise<Role[]> {
  if (!accountRoles.includes('developer')) return [];
  const rows = await db
    .select({ name: role.name })
    .from(role)
    .orderBy(desc(role.builtIn), sql`${role.name} = 'developer' DESC`, role.createdAt, role.name);
  return rows.map((r) => r.name);
}

/**
 * The spec's developer helper, done on the server: a new session for the same person acting as
 * `role` (the current one ends), never a guessable token. Switching to developer goes back.
 */
export async function switchRole(
  db: Db,
  staff: StaffPrincipal,
  roleName: Role,
  client: ClientInfo,
  lifetime: SessionLifetime,
): Promise<{ token: string }> {
  if (!(await switchableRoles(db, staff.accountRoles)).includes(roleName)) throw forbidden();
  const acting = roleName === 'developer' ? null : [roleName];
  const opened = await openSession(db, staff.staffUserId, client, lifetime, acting);
  await revokeSession(db, staff.tokenHash, 'logout');
  return opened;
}

export async function getProfile(db: Db, staffUserId: number) {
  const [row] = await db
    .select({
      username: staffUser.username,
      name: staffUser.name,
      avatar: staffUser.avatar,
      introduction: staffUser.introduction,
      roles: staffUser.roles,
      lastLoginAt: staffUser.lastLoginAt,
    })
    .from(staffUser)
    .where(eq(staffUser.id, staffUserId));
  if (!row) throw notFound('session.accountNotFound');
  return { ...row, roles: row.roles as Role[], lastLoginAt: row.lastLoginAt?.toISOString() ?? null };
}

export async function updateProfile(db: Db, staffUserId: number, input: ProfileBody) {
  await db
    .update(staffUser)
    .set({ ...input, updatedAt: sql`now()`, updatedBy: staffUserId, version: sql`${staffUser.version} + 1` })
    .where(eq(staffUser.id, staffUserId));
  return getProfile(db, staffUserId);
}

/**
 * Changes the password when the current one is given (the new one under the password rule), which
 * also ends a temporary password's gate. Wrong guesses count toward this account
 * from this address (a stolen session must not become a password oracle, nor slow the account
 * for its owner elsewhere); other sessions end on success.
 */
export async function changePassword(db: Db, staff: StaffPrincipal, input: PasswordBody, client: ClientInfo) {
  const [user] = await db
    .select({ username: staffUser.username, passwordHash: staffUser.passwordHash })
    .from(staffUser)
    .where(eq(staffUser.id, staff.staffUserId));
  if (!user) throw notFound('session.accountNotFound');
  const username = user.username.toLowerCase();
  // Counted toward this staff member's own account + address only: it cannot slow the account for others.
  const attempt = await beginAttempt(db, { username, ip: client.ip, kind: 'password_change' });
  if (!user.passwordHash || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
    await attemptFailed(db, attempt);
    throw invalidField(['oldPassword'], 'session.wrongPassword');
  }
  await attemptSucceeded(db, username, client.ip);
  await assertNewPassword(input.newPassword, 'newPassword');
  // Their own password now: a temporary one's gate opens, and a pending set-password link dies.
  await db
    .update(staffUser)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      mustChangePassword: false,
      passwordLinkHash: null,
      passwordLinkExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(staffUser.id, staff.staffUserId));
  await db
    .update(staffSession)
    .set({ revokedAt: sql`now()`, revokedReason: 'elsewhere' })
    .where(
      and(
        eq(staffSession.staffUserId, staff.staffUserId),
        ne(staffSession.tokenHash, staff.tokenHash),
        isNull(staffSession.revokedAt),
      ),
    );
}

/** The staff member's sessions that can still be used, newest first. */
export async function listSessions(db: Db, staff: StaffPrincipal, idleMinutes: number) {
  const rows = await db
    .select()
    .from(staffSession)
    .where(
      and(
        eq(staffSession.staffUserId, staff.staffUserId),
        isNull(staffSession.revokedAt),
        gt(staffSession.expiresAt, sql`now()`),
        gt(staffSession.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
      ),
    )
    .orderBy(desc(staffSession.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    actingRoles: row.actingRoles as Role[] | null,
    current: row.tokenHash === staff.tokenHash,
  }));
}

/** Signs out one of the staff member's own sessions; that device is told it was ended elsewhere. */
export async function endOwnSession(db: Db, staff: StaffPrincipal, sessionId: number): Promise<void> {
  const [row] = await db
    .select({ tokenHash: staffSession.tokenHash })
    .from(staffSession)
    .where(and(eq(staffSession.id, sessionId), eq(staffSession.staffUserId, staff.staffUserId)));
  if (!row) throw notFound('session.noSuchSession');
  await revokeSession(db, row.tokenHash, row.tokenHash === staff.tokenHash ? 'logout' : 'elsewhere');
}
