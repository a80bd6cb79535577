import { Codes } from '@shop/contract/codes';
import type { Grants } from '@shop/contract/permissions';
import type { Role } from '@shop/contract/roles';
import type { Db } from '../../db/client.js';
import { refuse } from '../../http/app-error.js';
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
  /** What the session's roles grant (contract permissions.ts), as of this request. */
  grants: Grants;
  /** A temporary password is still in use: only the own-account calls answer until it is changed. */
  mustChangePassword: boolean;
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
  if (!token) throw refuse(Codes.ILLEGAL_TOKEN, 'session.noToken');
  const tokenHash = digest(token);
  const row = await findSessionWithUser(db, tokenHash);
  if (!row) throw refuse(Codes.ILLEGAL_TOKEN, 'session.illegalToken');
  if (row.revokedAt) {
    throw row.revokedReason === 'elsewhere'
      ? refuse(Codes.SIGNED_IN_ELSEWHERE, 'session.endedElsewhere')
      : refuse(Codes.ILLEGAL_TOKEN, 'session.signedOut');
  }
  if (row.disabled) throw refuse(Codes.ILLEGAL_TOKEN, 'session.accountDisabled');
  const now = Date.now();
  const idleDeadline = row.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  if (now >= row.expiresAt.getTime() || now >= idleDeadline) {
    throw refuse(Codes.TOKEN_EXPIRED, 'session.expired');
  }
  if (now - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await touchSession(db, tokenHash);
  return {
    staffUserId: row.staffUserId,
    sessionId: row.sessionId,
    roles: (row.actingRoles ?? row.roles) as Role[],
    accountRoles: row.roles as Role[],
    grants: row.allPermissions ? { all: true } : { all: false, set: new Set(row.permissions) },
    mustChangePassword: row.mustChangePassword,
    name: row.name,
    avatar: row.avatar,
    introduction: row.introduction,
    tokenHash,
  };
}
