import type { PasswordResetBody, StaffCreateBody } from '@shop/contract/areas/staff-account';
import { call } from '../../lib/api';

/** A new member; with `link` the answer carries the set-password link's path, once. */
export const createStaff = (body: StaffCreateBody) => call('createStaff', { body }, { quiet: true });

/** A temporary password or a new link; every session of the member ends. */
export const resetStaffPassword = (id: number, body: PasswordResetBody) =>
  call('resetStaffPassword', { params: { id }, body }, { quiet: true });

/** Signs the member out everywhere; answers how many sessions ended. */
export const endStaffSessions = (id: number) => call('endStaffSessions', { params: { id } });

/** The link to hand over: the console's own origin and the path the server answered. */
export const linkAddress = (path: string) => new URL(path, window.location.origin).href;
