import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffSession, staffUser } from '../../db/schema.js';

/** The session and its owner in one round trip: this runs on every signed-in request. */
export async function findSessionWithUser(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      staffUserId: staffSession.staffUserId,
      actingRoles: staffSession.actingRoles,
      lastSeenAt: staffSession.lastSeenAt,
      expiresAt: staffSession.expiresAt,
      revokedReason: staffSession.revokedReason,
      revokedAt: staffSession.revokedAt,
      roles: staffUser.roles,
      name: staffUser.name,
      avatar: staffUser.avatar,
      introduction: staffUser.introduction,
      disabled: staffUser.disabled,
    })
    .from(staffSession)
    .innerJoin(staffUser, eq(staffUser.id, staffSession.staffUserId))
    .where(eq(staffSession.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

export async function touchSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(staffSession).set({ lastSeenAt: sql`now()` }).where(eq(staffSession.tokenHash, tokenHash));
}

export async function revokeSession(
  db: Db,
  tokenHash: string,
  reason: 'logout' | 'elsewhere',
): Promise<void> {
  await db
    .update(staffSession)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(staffSession.tokenHash, tokenHash), sql`${staffSession.revokedAt} IS NULL`));
}
