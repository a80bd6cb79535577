import { lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { knownDevice } from '../../db/schema.js';
import { digest, newToken } from '../../lib/tokens.js';
import { setLoginCookie } from './binding-cookie.js';
import type { KnownSource } from './login-limiter.js';

/**
 * Devices and addresses that signed in to an account before: they are not slowed when the
 * account is under attack from elsewhere (docs/adr/0008-sign-in-throttling.md). The device is
 * a long-lived random HttpOnly cookie set at a successful sign-in, stored as a digest per staff
 * member; its path is the login calls', like the binding cookie's, so it travels nowhere else.
 */
export const DEVICE_COOKIE = 'login_device';

export const knownSourceLimits = {
  /** A device unused this long is forgotten (the cookie lives as long). */
  deviceDays: 90,
  /** An address that opened a session for the account this recently is known. */
  addressDays: 30,
} as const;

/** What `newToken` makes: 32 random bytes, base64url. */
const DEVICE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function deviceOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && DEVICE_SHAPE.test(value) ? value : undefined;
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, device: string): void {
  setLoginCookie(request, reply, DEVICE_COOKIE, device, knownSourceLimits.deviceDays * 86_400);
}

/**
 * A sign-in succeeded on this browser: it becomes (or stays) a known device of the account.
 * Returns the cookie value to set: the browser's own when it has one, else a new one.
 */
export async function rememberDevice(
  db: Db,
  staffUserId: number,
  device: string | undefined,
): Promise<string> {
  const value = device ?? newToken();
  await db
    .insert(knownDevice)
    .values({ staffUserId, tokenHash: digest(value) })
    .onConflictDoUpdate({
      target: [knownDevice.staffUserId, knownDevice.tokenHash],
      set: { lastUsedAt: sql`now()` },
    });
  // Forgotten devices carry nothing; trimming here needs no job.
  await db
    .delete(knownDevice)
    .where(lt(knownDevice.lastUsedAt, sql`now() - make_interval(days => ${knownSourceLimits.deviceDays})`));
  return value;
}

/** Whether this client signed in to the account before: by its device cookie, or from its address. */
export async function knownSource(
  db: Db,
  staffUserId: number | undefined,
  client: { ip: string; device?: string | undefined },
): Promise<KnownSource> {
  // An unknown username asks too (for no one), so its answer takes as long as a real one's.
  const id = staffUserId ?? 0;
  const deviceHash = client.device ? digest(client.device) : '';
  const [row] = (
    (await db.execute(sql`
      SELECT
        EXISTS (SELECT 1 FROM known_device d
                 WHERE d.staff_user_id = ${id} AND d.token_hash = ${deviceHash}
                   AND d.last_used_at > now() - make_interval(days => ${knownSourceLimits.deviceDays})) AS device,
        EXISTS (SELECT 1 FROM staff_session s
                 WHERE s.staff_user_id = ${id} AND s.ip = ${client.ip}
                   AND s.created_at > now() - make_interval(days => ${knownSourceLimits.addressDays})) AS address
    `)) as unknown as { rows: { device: boolean; address: boolean }[] }
  ).rows;
  return { device: row?.device === true, address: row?.address === true };
}
