import { Codes } from '@shop/contract/codes';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailure } from '../../db/schema.js';
import { refuseWith } from '../../http/app-error.js';

/**
 * Slows password guessing. Failures are counted in the database (not in process memory) so that
 * every server instance sharing it sees the same counts. The address is the socket's unless a
 * proxy is configured (TRUST_PROXY), so a forged X-Forwarded-For buys nothing.
 */
export const loginLimits = {
  windowMinutes: 15,
  /** Failures for one username within the window before it is refused. */
  perAccount: 5,
  /** Failures from one address within the window, across usernames. */
  perAddress: 20,
} as const;

export async function assertLoginAllowed(db: Db, username: string, ip: string): Promise<void> {
  const since = sql`now() - make_interval(mins => ${loginLimits.windowMinutes})`;
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailure)
    .where(and(eq(loginFailure.username, username), gt(loginFailure.at, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailure)
    .where(and(eq(loginFailure.ip, ip), gt(loginFailure.at, since)));
  if ((byAccount?.n ?? 0) >= loginLimits.perAccount || (byAddress?.n ?? 0) >= loginLimits.perAddress) {
    throw refuseWith(
      Codes.TOO_MANY_REQUESTS,
      { retryAfterSeconds: loginLimits.windowMinutes * 60 },
      'session.tooManyAttempts',
      { minutes: loginLimits.windowMinutes },
    );
  }
}

export async function recordLoginFailure(db: Db, username: string, ip: string): Promise<void> {
  await db.insert(loginFailure).values({ username, ip });
  // Old rows carry no information; trimming them here keeps the table small without a job.
  await db.delete(loginFailure).where(lt(loginFailure.at, sql`now() - interval '1 day'`));
}

/** A correct password clears that account's count (the address keeps its own). */
export async function clearAccountFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailure).where(eq(loginFailure.username, username));
}
