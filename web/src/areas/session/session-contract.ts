/**
 * Zod-free copies of the contract's session constants for the login page. Importing
 * `@shop/contract/areas/session` builds its zod schemas, which would put zod (~20 KB gzip) on the
 * login page; session-contract.test.ts keeps these equal to the contract's.
 */
export const sessionPaths = {
  passwordStep: '/base/admin/user/login/password',
  login: '/base/admin/user/login',
  info: '/base/admin/user/info',
  logout: '/base/admin/user/logout',
} as const;

/** The longest username and password the password step accepts. */
export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 256;
