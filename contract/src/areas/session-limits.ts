/**
 * The session area's plain limits, without zod: the login page reads them (its bundle carries no
 * zod) and the contract's schemas are built from the same numbers.
 */

/** The longest username and password the password step accepts. */
export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 256;

/** How long a login state lives before it must be redeemed. */
export const LOGIN_STATE_TTL_SECONDS = 120;

/** How long a QR code may wait to be scanned and confirmed. */
export const QR_STATE_TTL_SECONDS = 180;

export const qrStatuses = ['PENDING', 'SCANNED', 'CONFIRMED', 'CONSUMED', 'EXPIRED'] as const;
export type QrStatus = (typeof qrStatuses)[number];
