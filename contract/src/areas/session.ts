import { z } from 'zod';
import { roleSchema } from '../roles.js';

/**
 * Sign-in and the signed-in staff member's own session. The console redeems a one-time `state`
 * (spec §7); the password step below is one way to obtain one (domain.md §4).
 */
export const sessionPaths = {
  passwordStep: '/base/admin/user/login/password',
  login: '/base/admin/user/login',
  info: '/base/admin/user/info',
  logout: '/base/admin/user/logout',
} as const;

export const passwordStepBody = z.object({
  username: z.string().trim().min(1, 'Username is required').max(64),
  password: z.string().min(1, 'Password is required').max(256),
});
export type PasswordStepBody = z.infer<typeof passwordStepBody>;

export const passwordStepData = z.object({
  state: z.string(),
  expiresAt: z.string(),
});

export const loginQuery = z.object({
  // Optional here so that a missing state gets the spec's own message, not a generic one.
  state: z.string().max(128).optional(),
});

export const loginData = z.object({ token: z.string() });

export const infoQuery = z.object({ token: z.string().max(128).optional() });

export const userInfo = z.object({
  roles: z.array(roleSchema).min(1),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** How long a login state lives before it must be redeemed. */
export const LOGIN_STATE_TTL_SECONDS = 120;

/** The message for a missing state: the console shows this exact text (spec §5). */
export const NO_STATE_MESSAGE = 'No state provided for login';
/** One message for an unknown user and a wrong password, so usernames cannot be probed. */
export const BAD_CREDENTIALS_MESSAGE = 'Incorrect username or password';
