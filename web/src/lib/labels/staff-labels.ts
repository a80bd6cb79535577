import type { staffStatuses } from '@shop/contract/areas/staff';
import type { BuiltInRole } from '@shop/contract/permissions';

/** Each built-in role's key in the `staff` and `profile` catalogues (its text: contract/labels). */
export const roleLabelKeys = {
  developer: 'roleDeveloper',
  admin: 'roleAdmin',
  editor: 'roleEditor',
} as const satisfies Record<BuiltInRole, string>;

/**
 * A role's name on screen: a built-in role's translation, else the role's own name (a role staff
 * added is named by them). `t` is the `staff` or `profile` catalogue's.
 */
export function roleText(t: (key: (typeof roleLabelKeys)[BuiltInRole]) => string, role: string): string {
  return Object.hasOwn(roleLabelKeys, role) ? t(roleLabelKeys[role as BuiltInRole]) : role;
}

/** An account's state, active or disabled, by its key in the `staff` catalogue. */
export const staffStatusLabelKeys = {
  active: 'active',
  disabled: 'disabled',
} as const satisfies Record<(typeof staffStatuses)[number], string>;
