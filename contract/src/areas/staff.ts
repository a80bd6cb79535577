import { z } from 'zod';
import { idParams } from '../ids.js';
import { listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { roleSchema } from '../roles.js';
import { versionField } from '../stale-version.js';

export const staffSortFields = ['username', 'name', 'createdAt', 'lastLoginAt'] as const;
export type StaffSortField = (typeof staffSortFields)[number];
export const STAFF_DEFAULT_SORT: SortValue<StaffSortField> = 'createdAt:desc';

export const staffStatuses = ['active', 'disabled'] as const;
const staffStatusSchema = z.enum(staffStatuses);

/** What narrows and orders the list; the export takes the same, without paging. */
export const staffFilters = z.object({
  /** Part of the username or the name, any case. */
  q: searchParam,
  role: roleSchema.optional(),
  status: staffStatusSchema.optional(),
  sort: sortParam(staffSortFields, STAFF_DEFAULT_SORT),
});
export type StaffFilters = z.infer<typeof staffFilters>;

export const staffListQuery = staffFilters.extend(pageQuery.shape);
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffListItem = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  roles: z.array(roleSchema),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Send it back with an edit (optimistic concurrency). */
  version: z.number().int(),
});
export type StaffListItem = z.infer<typeof staffListItem>;

export const staffListData = listDataOf(staffListItem);
export type StaffListData = z.infer<typeof staffListData>;

export const staffParams = idParams;

/** An edit: the fields to change (at least one) and the version they were read at. */
export const staffPatchBody = z
  .object({
    version: versionField,
    name: z.string().trim().min(1).max(64).optional(),
    roles: z
      .array(roleSchema)
      .min(1, 'staff.pickRole')
      .transform((roles) => [...new Set(roles)])
      .optional(),
    disabled: z.boolean().optional(),
  })
  .refine((b) => b.name !== undefined || b.roles !== undefined || b.disabled !== undefined, {
    message: 'staff.nothingToChange',
  });
export type StaffPatchBody = z.input<typeof staffPatchBody>;

/* Sign-in log (issue 19 §4): every sign-in attempt of a member, in the staff drawer and on the profile. */

export const signInMethods = ['password', 'qr'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/**
 * Why an attempt failed. The password step: `unknownUser` (logged without a member), `badPassword`,
 * `noPassword` (the account has none yet: its set-password link is unused), `disabled`,
 * `throttled` (too many failures from the address or on the account). A one-time state or QR code
 * redeemed or confirmed too late: `expired`; redeemed again or from another browser: `stateRefused`.
 */
export const signInFailureReasons = [
  'unknownUser',
  'badPassword',
  'noPassword',
  'disabled',
  'throttled',
  'expired',
  'stateRefused',
] as const;
export type SignInFailureReason = (typeof signInFailureReasons)[number];

export const signInItem = z.object({
  id: z.number().int(),
  at: z.string(),
  method: z.enum(signInMethods),
  /** The username as typed. */
  username: z.string(),
  success: z.boolean(),
  /** Null on success. */
  reason: z.enum(signInFailureReasons).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SignInItem = z.infer<typeof signInItem>;

export const staffSignInsQuery = pageQuery;
export const staffSignInsData = listDataOf(signInItem);
export type StaffSignInsData = z.infer<typeof staffSignInsData>;

/** How many of their own latest attempts a member sees on their profile. */
export const OWN_SIGN_INS_SHOWN = 20;
export const ownSignInsData = z.object({ items: z.array(signInItem) });
