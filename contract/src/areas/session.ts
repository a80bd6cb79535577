import { z } from 'zod';
import { passwordLengthIssue } from '../password-policy.js';
import { roleSchema } from '../roles.js';
import { PASSWORD_MAX_LENGTH, qrStatuses, USERNAME_MAX_LENGTH } from './session-limits.js';

/**
 * Sign-in and the signed-in staff member's own session. The console redeems a one-time `state`
 * (spec §7); the password step below is one way to obtain one (domain.md §4).
 */

export const passwordStepBody = z.object({
  username: z.string().trim().min(1).max(USERNAME_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type PasswordStepBody = z.infer<typeof passwordStepBody>;

export const passwordStepData = z.object({
  state: z.string(),
  expiresAt: z.string(),
});

export const loginQuery = z.object({
  // Optional here so that a missing state gets the spec's own message (session.noState), not a generic one.
  state: z.string().max(128).optional(),
});

export const loginData = z.object({ token: z.string() });

export const infoQuery = z.object({ token: z.string().max(128).optional() });

export const userInfo = z.object({
  roles: z.array(roleSchema).min(1),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  /**
   * Beyond the spec: roles a developer may view the console as (empty for everyone else), so the
   * console can offer the switch, and back, while acting as another role.
   */
  switchableRoles: z.array(roleSchema),
  /**
   * Beyond the spec: what the session's roles grant, from the permission catalogue (every one for
   * developer and admin). The console builds its menu, routes and buttons from it (issue 19).
   */
  permissions: z.array(z.string()),
  /** A temporary password is in use: the console asks for a new one before anything else. */
  mustChangePassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

/* Sign-in with a phone that is already signed in (domain.md §4), and the staff member's own account. */

export const qrStartData = z.object({
  state: z.string(),
  /** The console path a phone opens: `/auth-redirect?state=…` (the QR encodes it with the origin). */
  qrPath: z.string(),
  expiresAt: z.string(),
});
export type QrStart = z.infer<typeof qrStartData>;

export const qrStatusParams = z.object({ state: z.string().min(1).max(128) });
export const qrStatusData = z.object({ status: z.enum(qrStatuses) });

export const qrStateBody = z.object({ state: z.string().trim().min(1, 'session.qrNoState').max(128) });
/** What the phone shows before confirming: which device asked, so a stranger's QR is spotted. */
export const qrScanData = z.object({
  status: z.enum(qrStatuses),
  requestIp: z.string().nullable(),
  requestUserAgent: z.string().nullable(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type QrScan = z.infer<typeof qrScanData>;

export const switchRoleBody = z.object({ role: roleSchema });

export const profileData = z.object({
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(roleSchema),
  lastLoginAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileData>;

export const profileBody = z.object({
  name: z.string().trim().min(1).max(64),
  avatar: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^(\/[^\s]*|https?:\/\/[^\s]+)$/.test(v), 'session.avatarFormat'),
  introduction: z.string().trim().max(500),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** A new password under the one rule (password-policy.ts); the server also refuses common ones. */
export const newPasswordField = z.string().superRefine((value, ctx) => {
  const issue = passwordLengthIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', message: issue.key, params: issue.params });
});

export const passwordBody = z
  .object({
    oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: newPasswordField,
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'session.samePassword',
  });
export type PasswordBody = z.infer<typeof passwordBody>;

export const sessionItem = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Roles a developer is viewing the console as in that session; null for the account's own. */
  actingRoles: z.array(roleSchema).nullable(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;
export const sessionListData = z.object({ items: z.array(sessionItem) });
export const sessionParams = z.object({ id: z.coerce.number().int().positive() });
