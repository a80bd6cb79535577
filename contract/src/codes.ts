/**
 * The code catalogue: every `code` an envelope can carry, with the HTTP status it travels with.
 * The console reads only `code` (spec §8); the status keeps proxies and logs honest.
 */
export const Codes = {
  OK: 20000,
  /** Bad input: field errors are in `data.issues`. */
  VALIDATION: 40000,
  /** Wrong username or password; the same for an unknown user. */
  BAD_CREDENTIALS: 40100,
  /** A login `state` that is unknown, used, expired or bound to another browser. */
  LOGIN_STATE_INVALID: 40101,
  /** The account exists but is disabled. */
  ACCOUNT_DISABLED: 40102,
  FORBIDDEN: 40300,
  /** The account still uses a temporary password an admin gave: it must choose its own first. */
  PASSWORD_CHANGE_REQUIRED: 40301,
  NOT_FOUND: 40400,
  /** Someone changed the row since it was read. */
  VERSION_CONFLICT: 40900,
  PAYLOAD_TOO_LARGE: 41300,
  UNSUPPORTED_MEDIA_TYPE: 41500,
  INSUFFICIENT_STOCK: 42201,
  INSUFFICIENT_POINTS: 42202,
  ILLEGAL_TRANSITION: 42203,
  /** The change would lock its author out: disabling yourself, dropping your own admin/developer role. */
  SELF_LOCKOUT: 42204,
  /** A system config key (one the console or a later area reads) cannot be deleted or retyped. */
  SYSTEM_CONFIG_LOCKED: 42205,
  /** An idempotency key sent again with a different request: the key belongs to the first one. */
  IDEMPOTENCY_KEY_REUSED: 42206,
  TOO_MANY_REQUESTS: 42900,
  INTERNAL: 50000,
  /** No token, or one the server never issued or has revoked (spec: illegal token). */
  ILLEGAL_TOKEN: 50008,
  /** The session was ended from somewhere else (another device, an admin). */
  SIGNED_IN_ELSEWHERE: 50012,
  /** The session ran past its idle or absolute lifetime. */
  TOKEN_EXPIRED: 50014,
  UNAVAILABLE: 50300,
} as const;

export type CodeName = keyof typeof Codes;
export type Code = (typeof Codes)[CodeName];

/** HTTP status that accompanies each code. */
export const httpStatusOf: Record<Code, number> = {
  20000: 200,
  40000: 400,
  40100: 401,
  40101: 400,
  40102: 403,
  40300: 403,
  40301: 403,
  40400: 404,
  40900: 409,
  41300: 413,
  41500: 415,
  42201: 422,
  42202: 422,
  42203: 422,
  42204: 422,
  42205: 422,
  42206: 422,
  42900: 429,
  50000: 500,
  50008: 401,
  50012: 401,
  50014: 401,
  50300: 503,
};

/** Codes after which the console offers to sign in again (spec §8). */
export const reloginCodes: readonly Code[] = [
  Codes.ILLEGAL_TOKEN,
  Codes.SIGNED_IN_ELSEWHERE,
  Codes.TOKEN_EXPIRED,
];
