import type { Role } from '@shop/contract/roles';
import type { ProfileKey } from './profile-text';

/** Each role's name in the `profile` catalogue. */
export const roleLabelKeys: Readonly<Record<Role, ProfileKey>> = {
  developer: 'roleDeveloper',
  admin: 'roleAdmin',
  editor: 'roleEditor',
};
