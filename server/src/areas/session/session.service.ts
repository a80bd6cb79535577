import { LOGIN_STATE_TTL_SECONDS } from '@shop/contract/areas/session-limits';
import type { SignInFailureReason } from '@shop/contract/areas/staff';
import { Codes } from '@shop/contract/codes';
import type { Role } from '@shop/contract/roles';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authState, staffSession, staffUser } from '../../db/schema.js';
import { AppError, refuse } from '../../http/app-error.js';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { digest, newToken } from '../../lib/tokens.js';
import { knownSource, rememberDevice } from './known-device.js';
import { attemptFailed, attemptSucceeded, beginAttempt } from './login-limiter.js';
import { revokeSession } from './session.table.js';
import { recordSignIn } from './sign-in-log.js';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The browser's known-device cookie, when it sent one (sign-in calls only). */
  device?: string | undefined;
}

/**
 * Step one of password sign-in: checks the password and hands out a one-time `state` that only
 * the browser holding `binding` can redeem, within two minutes.
 */
export async function issuePasswordState(
  db: Db,
  input: { username: string; password: string; binding: string },
  client: ClientInfo,
): Promise<{ state: string; expiresAt: Date }> {
  const username = input.username.toLowerCase();
  const [user] = await db
    .select({ id: staffUser.id, passwordHash: staffUser.passwordHash, disabled: staffUser.disabled })
    .from(staffUser)
    .where(eq(sql`lower(${staffUser.username})`, username))
    .limit(1);
  // Every attempt goes to the sign-in log, as typed; the password never does.
  const log = (reason?: SignInFailureReason) =>
    recordSignIn(db, {
      ...client,
      method: 'password',
      staffUserId: user?.id,
      username: input.username,
      reason,
    });
  // Throttled before the password is looked at (docs/adr/0008-sign-in-throttling.md).
  const attempt = await beginAttempt(db, { username, ip: client.ip, kind: 'sign_in' }, () =>
    knownSource(db, user?.id, client),
  ).catch(async (error: unknown) => {
    if (error instanceof AppError) await log('throttled');
    throw error;
  });
  // Unknown users are checked against a decoy hash so the answer takes as long as a real one.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user?.passwordHash || !valid) {
    await attemptFailed(db, attempt);
    await log(!user ? 'unknownUser' : !user.passwordHash ? 'noPassword' : 'badPassword');
    throw refuse(Codes.BAD_CREDENTIALS, 'session.badCredentials');
  }
  await attemptSucceeded(db, username, client.ip);
  if (user.disabled) {
    await log('disabled');
    throw refuse(Codes.ACCOUNT_DISABLED, 'session.accountDisabled');
  }
  const state = newToken();
  const expiresAt = new Date(Date.now() + LOGIN_STATE_TTL_SECONDS * 1000);
  await db.insert(authState).values({
    stateHash: digest(state),
    kind: 'password',
    status: 'CONFIRMED',
    staffUserId: user.id,
    bindingHash: digest(input.binding),
    expiresAt,
  });
  await log();
  return { state, expiresAt };
}

export interface SessionLifetime {
  maxHours: number;
}

/**
 * Step two (the spec's `POST admin/user/login?state=`): redeems a confirmed state exactly once
 * and opens a session. A used, expired, unknown or foreign-browser state is refused alike.
 * Answers the session's token and the known-device cookie to give the browser.
 */
export async function redeemState(
  db: Db,
  input: { state: string | undefined; binding: string | undefined },
  client: ClientInfo,
  lifetime: SessionLifetime,
): Promise<{ token: string; device: string }> {
  if (!input.state) throw refuse(Codes.VALIDATION, 'session.noState');
  const bindingHash = input.binding ? digest(input.binding) : '';
  // One conditional update: two simultaneous redemptions cannot both succeed.
  const [redeemed] = await db
    .update(authState)
    .set({ status: 'CONSUMED', consumedAt: sql`now()` })
    .where(
      and(
        eq(authState.stateHash, digest(input.state)),
        eq(authState.status, 'CONFIRMED'),
        gt(authState.expiresAt, sql`now()`),
        sql`(${authState.bindingHash} IS NULL OR ${authState.bindingHash} = ${bindingHash})`,
      ),
    )
    .returning({ staffUserId: authState.staffUserId, kind: authState.kind });
  const staffUserId = redeemed?.staffUserId;
  if (!redeemed || !staffUserId) {
    await logRefusedState(db, input.state, client);
    throw refuse(Codes.LOGIN_STATE_INVALID, 'session.loginStateInvalid');
  }
  const [user] = await db
    .select({ disabled: staffUser.disabled })
    .from(staffUser)
    .where(eq(staffUser.id, staffUserId));
  if (!user || user.disabled) {
    await recordSignIn(db, { ...client, method: methodOf(redeemed.kind), staffUserId, reason: 'disabled' });
    throw refuse(Codes.ACCOUNT_DISABLED, 'session.accountDisabled');
  }
  const { token } = await openSession(db, staffUserId, client, lifetime);
  // This browser is now a known device of the account: not slowed if the account is attacked.
  const device = await rememberDevice(db, staffUserId, client.device);
  return { token, device };
}

const methodOf = (kind: string) => (kind === 'qr' ? 'qr' : 'password');

/**
 * A refused redemption goes to the sign-in log when the state names a member (a password state,
 * or a QR code once confirmed): too late, or a second use or another browser. One more read, on
 * the refusal path only.
 */
async function logRefusedState(db: Db, state: string, client: ClientInfo): Promise<void> {
  const [row] = await db
    .select({
      staffUserId: authState.staffUserId,
      kind: authState.kind,
      status: authState.status,
      expired: sql<boolean>`${authState.expiresAt} <= now()`,
    })
    .from(authState)
    .where(eq(authState.stateHash, digest(state)));
  if (!row?.staffUserId) return;
  const expired = row.status === 'CONFIRMED' && row.expired;
  await recordSignIn(db, {
    ...client,
    method: methodOf(row.kind),
    staffUserId: row.staffUserId,
    reason: expired ? 'expired' : 'stateRefused',
  });
}

/** Opens a session for a staff member; `actingRoles` narrows it (a developer viewing as another role). */
export async function openSession(
  db: Db,
  staffUserId: number,
  client: ClientInfo,
  lifetime: SessionLifetime,
  actingRoles: Role[] | null = null,
): Promise<{ token: string }> {
  const token = newToken();
  await db.insert(staffSession).values({
    tokenHash: digest(token),
    staffUserId,
    actingRoles,
    expiresAt: new Date(Date.now() + lifetime.maxHours * 3_600_000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 400) ?? null,
  });
  await db
    .update(staffUser)
    .set({ lastLoginAt: sql`now()`, lastLoginIp: client.ip })
    .where(eq(staffUser.id, staffUserId));
  return { token };
}

export function endSession(db: Db, tokenHash: string): Promise<void> {
  return revokeSession(db, tokenHash, 'logout');
}
