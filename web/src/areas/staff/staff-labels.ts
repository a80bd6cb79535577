import type { Role } from '@shop/contract/roles';

/** Each role's name in the `staff` catalogue. */
export const roleLabelKeys = {
  developer: 'roleDeveloper',
  admin: 'roleAdmin',
  editor: 'roleEditor',
} as const satisfies Record<Role, string>;
