import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffSession, staffUser } from '../../db/schema.js';

function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: staffSession.id,
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
    .where(eq(staffSession.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session_with_user');
}

// Built once per database: this runs on every signed-in request, so its SQL is not rebuilt each time.
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

/** The session and its owner in one round trip. */
export async function findSessionWithUser(db: Db, tokenHash: string) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ tokenHash });
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
