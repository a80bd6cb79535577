import type { QrScan, QrStart } from '@shop/contract/areas/session';
import type { QrStatus } from '@shop/contract/areas/session-limits';
import { call } from '../../lib/api';

/**
 * The waiting console asks for a QR sign-in: the answer's `qrPath` is what the phone opens; the
 * server also sets the HttpOnly cookie that lets only this browser poll and redeem the state.
 */
export function startQr(): Promise<QrStart> {
  return call('startQrLogin');
}

/** Where the QR sign-in started by this browser stands (other browsers get code 40101). */
export async function qrStatus(state: string): Promise<QrStatus> {
  return (await call('getQrLoginStatus', { params: { state } })).status;
}

/** The signed-in phone opened the QR link: marks it scanned and tells which device asked. */
export function scanQr(state: string): Promise<QrScan> {
  return call('scanQrLogin', { body: { state } });
}

/** The signed-in phone lets the waiting device sign in as the same staff member. */
export async function confirmQr(state: string): Promise<void> {
  await call('confirmQrLogin', { body: { state } });
}

/** Statuses in which the waiting console keeps polling. */
export function isWaiting(status: QrStatus | undefined): boolean {
  return status === undefined || status === 'PENDING' || status === 'SCANNED';
}

/** How often the waiting console asks for the status. */
export const QR_POLL_MS = 1500;

/** B-A16: where a third-party sign-in popup leaves its query string for the console. */
export const OAUTH_CODE_KEY = 'x-admin-oauth-code';
