import { accountPaths, type QrStatus, type qrScanData, type qrStartData } from '@shop/contract/areas/session';
import type { z } from 'zod';
import { request, underBase } from '../../lib/request';

export type QrStart = z.infer<typeof qrStartData>;
export type QrScan = z.infer<typeof qrScanData>;

/** A path with one `:name` parameter filled in, URL-encoded. */
function withParam(path: `/base/${string}`, name: string, value: string): string {
  return underBase(path).replace(`:${name}`, encodeURIComponent(value));
}

/**
 * The waiting console asks for a QR sign-in: the answer's `qrPath` is what the phone opens; the
 * server also sets the HttpOnly cookie that lets only this browser poll and redeem the state.
 */
export async function startQr(): Promise<QrStart> {
  return (await request<QrStart>(underBase(accountPaths.qrStart), { method: 'POST' })).data;
}

/** Where the QR sign-in started by this browser stands (other browsers get code 40101). */
export async function qrStatus(state: string): Promise<QrStatus> {
  const { data } = await request<{ status: QrStatus }>(withParam(accountPaths.qrStatus, 'state', state));
  return data.status;
}

/** The signed-in phone opened the QR link: marks it scanned and tells which device asked. */
export async function scanQr(state: string): Promise<QrScan> {
  return (await request<QrScan>(underBase(accountPaths.qrScan), { method: 'POST', data: { state } })).data;
}

/** The signed-in phone lets the waiting device sign in as the same staff member. */
export async function confirmQr(state: string): Promise<void> {
  await request<null>(underBase(accountPaths.qrConfirm), { method: 'POST', data: { state } });
}

/** Statuses in which the waiting console keeps polling. */
export function isWaiting(status: QrStatus | undefined): boolean {
  return status === undefined || status === 'PENDING' || status === 'SCANNED';
}

/** How often the waiting console asks for the status. */
export const QR_POLL_MS = 1500;

/** B-A16: where a third-party sign-in popup leaves its query string for the console. */
export const OAUTH_CODE_KEY = 'x-admin-oauth-code';
