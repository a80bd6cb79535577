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
  /**
   * Beyond the spec: roles a developer may view the console as (empty for everyone else), so the
   * console can offer the switch, and back, while acting as another role.
   */
  switchableRoles: z.array(roleSchema),
});
export type UserInfo = z.infer<typeof userInfo>;

/** How long a login state lives before it must be redeemed. */
export const LOGIN_STATE_TTL_SECONDS = 120;

/** The message for a missing state: the console shows this exact text (spec §5). */
export const NO_STATE_MESSAGE = 'No state provided for login';
/** One message for an unknown user and a wrong password, so usernames cannot be probed. */
export const BAD_CREDENTIALS_MESSAGE = 'Incorrect username or password';

/** Sign-in with a phone that is already signed in (domain.md §4), and the staff member's own account. */
export const accountPaths = {
  qrStart: '/base/admin/user/login/qr',
  qrStatus: '/base/admin/user/login/qr/:state',
  qrScan: '/base/admin/user/login/qr/scan',
  qrConfirm: '/base/admin/user/login/qr/confirm',
  switchRole: '/base/admin/user/role',
  profile: '/base/admin/user/profile',
  password: '/base/admin/user/password',
  sessions: '/base/admin/user/sessions',
  session: '/base/admin/user/sessions/:id',
} as const;

export const qrStatuses = ['PENDING', 'SCANNED', 'CONFIRMED', 'CONSUMED', 'EXPIRED'] as const;
export type QrStatus = (typeof qrStatuses)[number];

export const qrStartData = z.object({
  state: z.string(),
  /** The console path a phone opens: `/auth-redirect?state=…` (the QR encodes it with the origin). */
  qrPath: z.string(),
  expiresAt: z.string(),
});

export const qrStatusParams = z.object({ state: z.string().min(1).max(128) });
export const qrStatusData = z.object({ status: z.enum(qrStatuses) });

export const qrStateBody = z.object({ state: z.string().trim().min(1, 'The QR code has no state').max(128) });
/** What the phone shows before confirming: which device asked, so a stranger's QR is spotted. */
export const qrScanData = z.object({
  status: z.enum(qrStatuses),
  requestIp: z.string().nullable(),
  requestUserAgent: z.string().nullable(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});

/** How long a QR code may wait to be scanned and confirmed. */
export const QR_STATE_TTL_SECONDS = 180;

export const switchRoleBody = z.object({ role: roleSchema });

export const profileData = z.object({
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(roleSchema),
  lastLoginAt: z.string().nullable(),
});

export const profileBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(64, 'Name is at most 64 characters'),
  avatar: z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) => v === '' || /^(\/[^\s]*|https?:\/\/[^\s]+)$/.test(v),
      'Avatar must be a path or an http(s) address',
    ),
  introduction: z.string().trim().max(500, 'Introduction is at most 500 characters'),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const passwordBody = z
  .object({
    oldPassword: z.string().min(1, 'Current password is required').max(256),
    newPassword: z
      .string()
      .min(8, 'New password must be at least 8 characters')
      .max(256, 'New password is at most 256 characters'),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'New password must differ from the current one',
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
export const sessionListData = z.object({ items: z.array(sessionItem) });
export const sessionParams = z.object({ id: z.coerce.number().int().positive() });
