import {
  OWN_SIGN_INS_SHOWN,
  type SignInFailureReason,
  type SignInItem,
  type SignInMethod,
} from '@shop/contract/areas/staff';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffLoginLog, staffUser } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';

/** The username column keeps what was typed, cut like the password step's own limit. */
const USERNAME_KEPT = 64;
/** As the sessions keep it. */
const USER_AGENT_KEPT = 400;

export interface SignInAttempt {
  method: SignInMethod;
  /** The account tried; undefined when the username named none. */
  staffUserId?: number | undefined;
  /** As typed; left out, the account's own username is written. */
  username?: string | undefined;
  /** Undefined for a success. */
  reason?: SignInFailureReason | undefined;
  ip: string | null;
  userAgent: string | null | undefined;
}

/**
 * Writes one attempt to the sign-in log (issue 19 §4): one INSERT, on `db` itself, never inside a
 * transaction that a refusal rolls back. The password is never passed here.
 */
export async function recordSignIn(db: Db, attempt: SignInAttempt): Promise<void> {
  const { staffUserId } = attempt;
  const username =
    attempt.username !== undefined
      ? attempt.username.slice(0, USERNAME_KEPT)
      : sql`coalesce((SELECT ${staffUser.username} FROM ${staffUser} WHERE ${staffUser.id} = ${staffUserId ?? null}), '')`;
  await db.insert(staffLoginLog).values({
    staffUserId: staffUserId ?? null,
    username,
    method: attempt.method,
    success: attempt.reason === undefined,
    reason: attempt.reason ?? null,
    ip: attempt.ip,
    userAgent: attempt.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
  });
}

const itemColumns = {
  id: staffLoginLog.id,
  at: staffLoginLog.at,
  method: staffLoginLog.method,
  username: staffLoginLog.username,
  success: staffLoginLog.success,
  reason: staffLoginLog.reason,
  ip: staffLoginLog.ip,
  userAgent: staffLoginLog.userAgent,
};

// Newest first by the (staff_user_id, at) index; id breaks ties so pages never overlap.
const memberRows = (db: Db, staffUserId: number, limit: number, offset = 0) =>
  db
    .select(itemColumns)
    .from(staffLoginLog)
    .where(eq(staffLoginLog.staffUserId, staffUserId))
    .orderBy(desc(staffLoginLog.at), desc(staffLoginLog.id))
    .limit(limit)
    .offset(offset);

type Row = Awaited<ReturnType<typeof memberRows>>[number];

function toItem(row: Row): SignInItem {
  return {
    ...row,
    at: row.at.toISOString(),
    method: row.method as SignInMethod,
    reason: row.reason as SignInFailureReason | null,
  };
}

/** One page of a member's attempts, newest first; 404 for no such member. */
export async function listStaffSignIns(
  db: Db,
  staffUserId: number,
  page: { page: number; pageSize: number },
) {
  const [member, rows, total] = await Promise.all([
    db.select({ id: staffUser.id }).from(staffUser).where(eq(staffUser.id, staffUserId)),
    memberRows(db, staffUserId, page.pageSize, (page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(staffLoginLog).where(eq(staffLoginLog.staffUserId, staffUserId)),
  ]);
  if (member.length === 0) throw notFound('staff.notFound');
  return { items: rows.map(toItem), total: total[0]?.n ?? 0, ...page };
}

/** The signed-in member's own latest attempts. */
export async function listOwnSignIns(db: Db, staffUserId: number): Promise<SignInItem[]> {
  return (await memberRows(db, staffUserId, OWN_SIGN_INS_SHOWN)).map(toItem);
}
