import { z } from 'zod';
import { roleSchema } from '../roles.js';
import { newPasswordField } from './session.js';
import { staffListItem } from './staff.js';

/**
 * Staff accounts' lifecycle (issue 19 §1): a new member, a password reset, a forced sign-out, and
 * the one-time set-password link a new or reset member opens.
 */

/** Letters, digits, `.`, `_` and `-`, 3 to 32 long; unique whatever the case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
export const usernameField = z.string().trim().regex(USERNAME_PATTERN, 'staff.usernameFormat');

/**
 * How a member gets a password: `temporaryPassword` (the admin's; the member must change it at
 * first sign-in) or `link` (a one-time set-password link, valid 24 hours, shown once).
 */
export const passwordModes = ['temporaryPassword', 'link'] as const;
export type PasswordMode = (typeof passwordModes)[number];

/** How long a set-password link works. */
export const PASSWORD_LINK_TTL_HOURS = 24;

const passwordChoice = {
  mode: z.enum(passwordModes),
  /** Required with `temporaryPassword`, ignored with `link`. */
  password: newPasswordField.optional(),
};

type PasswordChoice = { mode: PasswordMode; password?: string | undefined };
const needsPassword = (b: PasswordChoice) => b.mode !== 'temporaryPassword' || b.password !== undefined;
const passwordRequired = { path: ['password'], message: 'staff.passwordRequired' };

export const staffCreateBody = z
  .object({
    username: usernameField,
    name: z.string().trim().min(1).max(64),
    roles: z
      .array(roleSchema)
      .min(1, 'staff.pickRole')
      .max(50)
      .transform((roles) => [...new Set(roles)]),
    ...passwordChoice,
  })
  .refine(needsPassword, passwordRequired);
export type StaffCreateBody = z.input<typeof staffCreateBody>;

export const passwordResetBody = z.object(passwordChoice).refine(needsPassword, passwordRequired);
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** The link's path in the console, `/set-password#<token>`: answered once, never stored. */
export const passwordLinkField = z.string().nullable();

export const staffCreateData = z.object({
  staff: staffListItem,
  /** With `link`: the path to hand over (prefix the console's origin); null otherwise. */
  passwordLink: passwordLinkField,
});
export type StaffCreateData = z.infer<typeof staffCreateData>;

export const passwordResetData = z.object({
  passwordLink: passwordLinkField,
  /** How many of the member's sessions the reset ended. */
  endedSessions: z.number().int(),
});
export type PasswordResetData = z.infer<typeof passwordResetData>;

export const endSessionsData = z.object({ ended: z.number().int() });

/* The set-password link, opened by whoever holds it (no session). */

export const passwordLinkToken = z.string().trim().min(1).max(128);
export const passwordLinkCheckBody = z.object({ token: passwordLinkToken });

/** `used` covers a link already used, replaced by a newer one, or never issued: they look alike. */
export const passwordLinkStatuses = ['valid', 'expired', 'used'] as const;
export type PasswordLinkStatus = (typeof passwordLinkStatuses)[number];

export const passwordLinkCheckData = z.object({
  status: z.enum(passwordLinkStatuses),
  /** The member the link is for, while it is valid. */
  username: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type PasswordLinkCheck = z.infer<typeof passwordLinkCheckData>;

export const passwordLinkSetBody = z.object({ token: passwordLinkToken, password: newPasswordField });
export type PasswordLinkSetBody = z.input<typeof passwordLinkSetBody>;
export const passwordLinkSetData = z.object({ username: z.string() });
