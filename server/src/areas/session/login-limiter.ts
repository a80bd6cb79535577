import { Codes } from '@shop/contract/codes';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailure } from '../../db/schema.js';
import { refuseWith } from '../../http/app-error.js';

/**
 * Stops password guessing without letting anyone lock staff out (OWASP ASVS 6.1.1 / 6.3.1;
 * docs/adr/0008-sign-in-throttling.md). Three limits, all counted in the database so every server
 * instance sharing it sees the same counts:
 * - an account from one address: a few failures, then that pair is refused until they age out;
 * - one address across all usernames: more failures, then that address is refused;
 * - an account from everywhere: never refused outright; past a threshold each further attempt
 *   must wait a delay since the previous failure that doubles up to a cap. Its owner is not
 *   slowed on a device or at an address that signed in to it before.
 * The address is the socket's unless a proxy is configured (TRUST_PROXY), so a forged
 * X-Forwarded-For buys nothing.
 */
export const signInLimits = {
  windowMinutes: 15,
  /** Failures for one username from one address within the window before that pair is refused. */
  perPair: 5,
  /** Failures from one address within the window, across usernames, before the address is refused. */
  perAddress: 20,
  /**
   * Failures for one username from anywhere within the window before its attempts are spaced:
   * above the pair limit, so one address alone never slows an account for its owner.
   */
  accountFreeFailures: 10,
  /** The wait after the first failure past the threshold; it doubles with each further one. */
  accountFirstDelaySeconds: 1,
  accountMaxDelaySeconds: 60,
} as const;

export type AttemptKind = 'sign_in' | 'password_change';

/** Whether the client signed in to this account before (see known-device.ts). */
export interface KnownSource {
  /** It holds the account's known-device cookie: not slowed, and not held to the address limit. */
  device: boolean;
  /** It signed in to the account recently from this address: not slowed. */
  address: boolean;
}

const notKnown: KnownSource = { device: false, address: false };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The wait (seconds) an account's next attempt owes after `failures` failures, 0 when none. */
export function accountDelaySeconds(failures: number): number {
  const past = failures - signInLimits.accountFreeFailures;
  if (past < 0) return 0;
  return Math.min(signInLimits.accountMaxDelaySeconds, signInLimits.accountFirstDelaySeconds * 2 ** past);
}

interface Standing {
  /** Seconds until the pair is under its limit again; null when it is under it now. */
  pair_wait: string | number | null;
  address_wait: string | number | null;
  account_failures: string | number;
  /** Seconds since the account's latest failure (null without one). */
  account_since_last: string | number | null;
}

/**
 * Starts a password attempt: writes its row first, then reads the limits, so two concurrent
 * attempts (on any instance) always see each other and no burst slips past a limit. A refused
 * attempt's row is removed (a refusal is not a failure) and 429 is thrown with
 * `data.retryAfterSeconds`. Otherwise the row stays: `attemptFailed` when the password is wrong
 * (it is the failure), `attemptSucceeded` when right. `known` is asked only when it matters.
 */
export async function beginAttempt(
  db: Db,
  attempt: { username: string; ip: string; kind: AttemptKind },
  known: () => Promise<KnownSource> = async () => notKnown,
): Promise<number> {
  const [row] = await db
    .insert(loginFailure)
    .values({ username: attempt.username, ip: attempt.ip, kind: attempt.kind })
    .returning({ id: loginFailure.id });
  const id = row?.id ?? 0;
  const refusal = await standingRefusal(db, attempt, id, known);
  if (refusal) {
    await db.delete(loginFailure).where(eq(loginFailure.id, id));
    throw refusal;
  }
  return id;
}

async function standingRefusal(
  db: Db,
  attempt: { username: string; ip: string; kind: AttemptKind },
  id: number,
  known: () => Promise<KnownSource>,
) {
  const { username, ip } = attempt;
  const window = sql`make_interval(mins => ${signInLimits.windowMinutes})`;
  // For a limit of N: the N-th newest failure; when it leaves the window, fewer than N remain.
  const [s] = rowsOf<Standing>(
    await db.execute(sql`
      SELECT
        (SELECT extract(epoch FROM f.at + ${window} - now()) FROM login_failure f
          WHERE f.username = ${username} AND f.ip = ${ip} AND f.at > now() - ${window} AND f.id <> ${id}
          ORDER BY f.at DESC OFFSET ${signInLimits.perPair - 1} LIMIT 1) AS pair_wait,
        (SELECT extract(epoch FROM f.at + ${window} - now()) FROM login_failure f
          WHERE f.ip = ${ip} AND f.kind = 'sign_in' AND f.at > now() - ${window} AND f.id <> ${id}
          ORDER BY f.at DESC OFFSET ${signInLimits.perAddress - 1} LIMIT 1) AS address_wait,
        a.failures AS account_failures,
        extract(epoch FROM now() - a.latest) AS account_since_last
      FROM (SELECT count(*) AS failures, max(f.at) AS latest FROM login_failure f
             WHERE f.username = ${username} AND f.kind = 'sign_in' AND f.at > now() - ${window}
               AND f.id <> ${id}) a
    `),
  );
  if (!s) return undefined;
  const pairWait = s.pair_wait === null ? 0 : Number(s.pair_wait);
  if (pairWait > 0) return tooManyAttempts('session.tooManyAttempts', pairWait);
  // A wrong current password on a password change counts toward its own pair only.
  if (attempt.kind !== 'sign_in') return undefined;

  let source: KnownSource | undefined;
  const knownSource = async () => {
    source ??= await known();
    return source;
  };
  const addressWait = s.address_wait === null ? 0 : Number(s.address_wait);
  if (addressWait > 0 && !(await knownSource()).device) {
    return tooManyAttempts('session.addressThrottled', addressWait);
  }
  const delay = accountDelaySeconds(Number(s.account_failures));
  const accountWait = s.account_since_last === null ? 0 : delay - Number(s.account_since_last);
  if (accountWait > 0) {
    const { device, address } = await knownSource();
    if (!device && !address) {
      const seconds = Math.max(1, Math.ceil(accountWait));
      return refuseWith(Codes.TOO_MANY_REQUESTS, { retryAfterSeconds: seconds }, 'session.accountSlowed', {
        seconds,
      });
    }
  }
  return undefined;
}

function tooManyAttempts(key: 'session.tooManyAttempts' | 'session.addressThrottled', waitSeconds: number) {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  return refuseWith(Codes.TOO_MANY_REQUESTS, { retryAfterSeconds: seconds }, key, {
    minutes: Math.ceil(seconds / 60),
  });
}

/**
 * The password was wrong: the attempt's row stays as the failure, stamped now (the account's next
 * wait runs from the answer, not from when the check began); old rows are trimmed.
 */
export async function attemptFailed(db: Db, id: number): Promise<void> {
  await db.update(loginFailure).set({ at: sql`now()` }).where(eq(loginFailure.id, id));
  // Rows past the window carry no information; trimming them here keeps the table small without a job.
  await db
    .delete(loginFailure)
    .where(lt(loginFailure.at, sql`now() - make_interval(mins => ${signInLimits.windowMinutes * 2})`));
}

/**
 * The password was right: the account + address pair starts afresh (its rows, this attempt's
 * included, are deleted). The address's failures on other accounts and the account's failures
 * from other addresses stay.
 */
export async function attemptSucceeded(db: Db, username: string, ip: string): Promise<void> {
  await db.delete(loginFailure).where(and(eq(loginFailure.username, username), eq(loginFailure.ip, ip)));
}
