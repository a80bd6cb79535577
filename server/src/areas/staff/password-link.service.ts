import type { PasswordLinkCheck } from '@shop/contract/areas/staff-account';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffSession, staffUser } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { recordAudit } from '../../http/audit.js';
import { assertNewPassword } from '../../lib/password-rule.js';
import { hashPassword } from '../../lib/passwords.js';
import { digest } from '../../lib/tokens.js';
import { attemptFailed, attemptSucceeded, beginAttempt } from '../session/login-limiter.js';

/**
 * The one-time set-password link (issue 19 §1): whoever holds it chooses the member's password,
 * once, within 24 hours. Only the token's SHA-256 is stored; using it clears it.
 *
 * Tokens are 256 random bits, so guessing one is hopeless; still, every unknown or expired token
 * counts as a failure of the address under the sign-in limiter (login-limiter.ts), so a client
 * hammering the endpoints is refused like one guessing passwords. The failures are booked under
 * a name no username can take (usernames have no `#`).
 */
const LINK_ATTEMPTS = '#password-link';

interface Client {
  ip: string;
}

async function findLink(db: Db, token: string) {
  const [row] = await db
    .select({
      id: staffUser.id,
      username: staffUser.username,
      expiresAt: staffUser.passwordLinkExpiresAt,
      live: sql<boolean>`${staffUser.passwordLinkExpiresAt} > now()`,
    })
    .from(staffUser)
    .where(eq(staffUser.passwordLinkHash, digest(token)));
  return row;
}

/** Throttled like a sign-in; a token that does not work is a failure, one that does starts afresh. */
async function throttled<T>(
  db: Db,
  client: Client,
  run: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const attempt = await beginAttempt(db, { username: LINK_ATTEMPTS, ip: client.ip, kind: 'password_change' });
  const result = await run();
  if (result === undefined) await attemptFailed(db, attempt);
  else await attemptSucceeded(db, LINK_ATTEMPTS, client.ip);
  return result;
}

/** Whether a link works, for the page that opens it: valid (for whom, until when), expired or used. */
export async function checkPasswordLink(db: Db, token: string, client: Client): Promise<PasswordLinkCheck> {
  const found = await throttled(db, client, async () => {
    const row = await findLink(db, token);
    return row?.live ? row : undefined;
  });
  if (found) {
    return { status: 'valid', username: found.username, expiresAt: found.expiresAt?.toISOString() ?? null };
  }
  const row = await findLink(db, token);
  return { status: row ? 'expired' : 'used', username: null, expiresAt: null };
}

/**
 * Sets the member's password with a link that works, and clears the link in the same conditional
 * UPDATE, so two uses at once cannot both succeed. The member chose it: no change at first sign-in.
 * Any session still open ends (there should be none: a link comes with a reset or a new account).
 */
export async function setPasswordWithLink(
  db: Db,
  input: { token: string; password: string },
  client: Client & { userAgent?: string | undefined },
): Promise<{ username: string }> {
  await assertNewPassword(input.password, 'password');
  const done = await throttled(db, client, async () => {
    // Hashed once the limiter let the attempt through: a refused client costs no scrypt.
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffUser)
        .set({ passwordHash, mustChangePassword: false, passwordLinkHash: null, passwordLinkExpiresAt: null })
        .where(
          and(
            eq(staffUser.passwordLinkHash, digest(input.token)),
            gt(staffUser.passwordLinkExpiresAt, sql`now()`),
          ),
        )
        .returning({ id: staffUser.id, username: staffUser.username });
      if (!row) return undefined;
      await tx
        .update(staffSession)
        .set({ revokedAt: sql`now()`, revokedReason: 'elsewhere' })
        .where(and(eq(staffSession.staffUserId, row.id), sql`${staffSession.revokedAt} IS NULL`));
      await recordAudit(tx, {
        actor: { staffUserId: row.id, ip: client.ip, userAgent: client.userAgent?.slice(0, 400) ?? null },
        action: 'set_password',
        entity: 'staff_user',
        entityId: row.id,
        before: null,
        after: { passwordMode: 'link' },
      });
      return row;
    });
  });
  if (done) return { username: done.username };
  const expired = await findLink(db, input.token);
  throw notFound(expired ? 'session.passwordLinkExpired' : 'session.passwordLinkUsed');
}
