import type { staffStatuses } from '@shop/contract/areas/staff';
import type { Role } from '@shop/contract/roles';

/** Each role's key in the `staff` catalogue (its text: contract/labels). */
export const roleLabelKeys = {
  developer: 'roleDeveloper',
  admin: 'roleAdmin',
  editor: 'roleEditor',
} as const satisfies Record<Role, string>;

/** An account's state, active or disabled, by its key in the `staff` catalogue. */
export const staffStatusLabelKeys = {
  active: 'active',
  disabled: 'disabled',
} as const satisfies Record<(typeof staffStatuses)[number], string>;
