import { Codes } from '@shop/contract/codes';
import type { Role } from '@shop/contract/roles';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { digest } from '../../lib/tokens.js';
import { findSessionWithUser, touchSession } from './session.table.js';

/** The signed-in staff member behind a request. */
export interface StaffPrincipal {
  staffUserId: number;
  sessionId: number;
  /** The roles this session acts with (a developer's role switch narrows them). */
  roles: Role[];
  /** The account's own roles, whatever the session acts as. */
  accountRoles: Role[];
  name: string;
  avatar: string;
  introduction: string;
  tokenHash: string;
}

export interface SessionPolicy {
  idleMinutes: number;
}

/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Turns a token into the staff member it belongs to, or throws the spec's code: 50008 for no,
 * unknown or logged-out tokens, 50012 for a session ended from elsewhere, 50014 for an expired one.
 */
export async function authenticate(
  db: Db,
  token: string | undefined,
  policy: SessionPolicy,
): Promise<StaffPrincipal> {
  if (!token) throw new AppError(Codes.ILLEGAL_TOKEN, 'Not signed in: no token');
  const tokenHash = digest(token);
  const row = await findSessionWithUser(db, tokenHash);
  if (!row) throw new AppError(Codes.ILLEGAL_TOKEN, 'Illegal token: please sign in');
  if (row.revokedAt) {
    throw row.revokedReason === 'elsewhere'
      ? new AppError(Codes.SIGNED_IN_ELSEWHERE, 'This session was ended from elsewhere: please sign in again')
      : new AppError(Codes.ILLEGAL_TOKEN, 'This session has been signed out: please sign in');
  }
  if (row.disabled) throw new AppError(Codes.ILLEGAL_TOKEN, 'This account is disabled');
  const now = Date.now();
  const idleDeadline = row.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  if (now >= row.expiresAt.getTime() || now >= idleDeadline) {
    throw new AppError(Codes.TOKEN_EXPIRED, 'Your session has expired: please sign in again');
  }
  if (now - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(db, tokenHash);
  return {
    staffUserId: row.staffUserId,
    sessionId: row.sessionId,
    roles: (row.actingRoles ?? row.roles) as Role[],
    accountRoles: row.roles as Role[],
    name: row.name,
    avatar: row.avatar,
    introduction: row.introduction,
    tokenHash,
  };
}
