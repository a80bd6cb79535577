import { QR_STATE_TTL_SECONDS, type QrStatus } from '@shop/contract/areas/session-limits';
import { Codes } from '@shop/contract/codes';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authState } from '../../db/schema.js';
import { refuse, refuseWith } from '../../http/app-error.js';
import { digest, newToken } from '../../lib/tokens.js';
import type { ClientInfo } from './session.service.js';
import { recordSignIn } from './sign-in-log.js';

/**
 * Sign-in with a phone that is already signed in (domain.md §4): the console asks for a state and
 * shows it as a QR code; a signed-in staff member opens it, sees which device asked, and confirms;
 * the waiting console then redeems the state through the spec's `POST login?state=`. Only the
 * browser holding the binding cookie can poll or redeem, so a photographed QR code is useless.
 */
/**
 * The QR start is public, so each address may start only so many (docs/adr/0008-sign-in-throttling.md):
 * a few a minute, and a cap on its states still waiting to be scanned.
 */
export const qrStartLimits = {
  perMinute: 10,
  /** Unexpired PENDING states per address. */
  pending: 20,
} as const;

export async function startQrSignIn(db: Db, binding: string, client: ClientInfo) {
  const state = newToken();
  const stateHash = digest(state);
  const expiresAt = new Date(Date.now() + QR_STATE_TTL_SECONDS * 1000);
  // Written first, then counted, so concurrent starts on any instance see each other; a refused
  // start's row is removed.
  await db.insert(authState).values({
    stateHash,
    kind: 'qr',
    status: 'PENDING',
    bindingHash: digest(binding),
    requestIp: client.ip,
    requestUserAgent: client.userAgent?.slice(0, 400) ?? null,
    expiresAt,
  });
  const refusal = await qrStartRefusal(db, client.ip, stateHash);
  if (refusal) {
    await db.delete(authState).where(eq(authState.stateHash, stateHash));
    throw refusal;
  }
  // Expired states carry nothing worth keeping; trimming here needs no job.
  await db.delete(authState).where(sql`${authState.expiresAt} < now() - interval '1 day'`);
  return { state, qrPath: `/auth-redirect?state=${encodeURIComponent(state)}`, expiresAt };
}

async function qrStartRefusal(db: Db, ip: string, own: string) {
  // For a limit of N: the N-th newest row; once it no longer counts, fewer than N remain.
  const [row] = (
    (await db.execute(sql`
      SELECT
        (SELECT extract(epoch FROM a.created_at + interval '1 minute' - now()) FROM auth_state a
          WHERE a.kind = 'qr' AND a.request_ip = ${ip} AND a.created_at > now() - interval '1 minute'
            AND a.state_hash <> ${own}
          ORDER BY a.created_at DESC OFFSET ${qrStartLimits.perMinute - 1} LIMIT 1) AS start_wait,
        (SELECT extract(epoch FROM a.expires_at - now()) FROM auth_state a
          WHERE a.kind = 'qr' AND a.request_ip = ${ip} AND a.status = 'PENDING' AND a.expires_at > now()
            -- Bounds the index range; the slack covers a server clock that set expires_at ahead.
            AND a.created_at > now() - make_interval(secs => ${QR_STATE_TTL_SECONDS + 3600})
            AND a.state_hash <> ${own}
          ORDER BY a.expires_at DESC OFFSET ${qrStartLimits.pending - 1} LIMIT 1) AS pending_wait
    `)) as unknown as { rows: { start_wait: string | number | null; pending_wait: string | number | null }[] }
  ).rows;
  const wait = (value: string | number | null | undefined) => Math.max(1, Math.ceil(Number(value)));
  if (row?.start_wait != null) {
    const seconds = wait(row.start_wait);
    return refuseWith(Codes.TOO_MANY_REQUESTS, { retryAfterSeconds: seconds }, 'session.qrTooManyStarts', {
      seconds,
    });
  }
  if (row?.pending_wait != null) {
    const seconds = wait(row.pending_wait);
    return refuseWith(Codes.TOO_MANY_REQUESTS, { retryAfterSeconds: seconds }, 'session.qrTooManyPending', {
      seconds,
    });
  }
  return undefined;
}

const invalidQr = () => refuse(Codes.LOGIN_STATE_INVALID, 'session.qrInvalid');

async function findQrState(db: Db, state: string) {
  const [row] = await db
    .select()
    .from(authState)
    .where(and(eq(authState.stateHash, digest(state)), eq(authState.kind, 'qr')));
  return row;
}

function visibleStatus(row: { status: string; expiresAt: Date }): QrStatus {
  const waiting = row.status === 'PENDING' || row.status === 'SCANNED' || row.status === 'CONFIRMED';
  return waiting && row.expiresAt.getTime() <= Date.now() ? 'EXPIRED' : (row.status as QrStatus);
}

/** The waiting console polls this; only the browser that asked gets an answer. */
export async function qrStatus(db: Db, state: string, binding: string | undefined): Promise<QrStatus> {
  const row = await findQrState(db, state);
  if (!row || !binding || row.bindingHash !== digest(binding)) throw invalidQr();
  return visibleStatus(row);
}

/** The phone opened the QR code: mark it scanned and tell the phone which device asked. */
export async function scanQr(db: Db, state: string) {
  const row = await findQrState(db, state);
  if (!row) throw invalidQr();
  if (visibleStatus(row) === 'PENDING') {
    await db
      .update(authState)
      .set({ status: 'SCANNED' })
      .where(and(eq(authState.stateHash, row.stateHash), eq(authState.status, 'PENDING')));
  }
  const status = visibleStatus({ ...row, status: row.status === 'PENDING' ? 'SCANNED' : row.status });
  return {
    status,
    requestIp: row.requestIp,
    requestUserAgent: row.requestUserAgent,
    requestedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The signed-in staff member on the phone confirms: the other device may now sign in as them.
 * The sign-in log records it, or its refusal, under the device that asked.
 */
export async function confirmQr(db: Db, state: string, staffUserId: number): Promise<void> {
  const [confirmed] = await db
    .update(authState)
    .set({ status: 'CONFIRMED', staffUserId })
    .where(
      and(
        eq(authState.stateHash, digest(state)),
        eq(authState.kind, 'qr'),
        inArray(authState.status, ['PENDING', 'SCANNED']),
        gt(authState.expiresAt, sql`now()`),
      ),
    )
    .returning({ ip: authState.requestIp, userAgent: authState.requestUserAgent });
  if (confirmed) {
    await recordSignIn(db, { ...confirmed, method: 'qr', staffUserId });
    return;
  }
  const row = await findQrState(db, state);
  if (row) {
    const reason = visibleStatus(row) === 'EXPIRED' ? 'expired' : 'stateRefused';
    await recordSignIn(db, {
      ip: row.requestIp,
      userAgent: row.requestUserAgent,
      method: 'qr',
      staffUserId,
      reason,
    });
  }
  throw invalidQr();
}
