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
      mustChangePassword: staffUser.mustChangePassword,
      // What the session's roles grant, read with the session on every request: a change to a
      // role counts from the next request of every member on every server instance, with no
      // cache to invalidate (issue 19; ADR 0010).
      allPermissions: sql<boolean>`EXISTS (SELECT 1 FROM role r
        WHERE r.name = ANY(coalesce(${staffSession.actingRoles}, ${staffUser.roles})) AND r.all_permissions)`,
      permissions: sql<string[]>`ARRAY(SELECT DISTINCT rp.permission FROM role_permission rp
        WHERE rp.role = ANY(coalesce(${staffSession.actingRoles}, ${staffUser.roles})))`,
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
