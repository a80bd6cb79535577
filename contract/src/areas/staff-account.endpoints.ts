import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { staffParams } from './staff.js';
import {
  endSessionsData,
  passwordLinkCheckBody,
  passwordLinkCheckData,
  passwordLinkSetBody,
  passwordLinkSetData,
  passwordResetBody,
  passwordResetData,
  staffCreateBody,
  staffCreateData,
} from './staff-account.js';

const tag = 'staff';

/**
 * A staff account's lifecycle (access `staff`): create, reset password, force sign-out; and the
 * public set-password link a new or reset member opens.
 */
export const staffAccountEndpoints = endpoints(
  endpoint({
    operationId: 'createStaff',
    method: 'POST',
    path: '/base/admin/staff',
    access: 'staff',
    tag,
    summary:
      'A new member with a temporary password (changed at first sign-in) or a one-time set-password link (24 h, answered once)',
    body: staffCreateBody,
    data: staffCreateData,
    refusals: [Codes.FORBIDDEN],
  }),
  endpoint({
    operationId: 'resetStaffPassword',
    method: 'POST',
    path: '/base/admin/staff/:id/password',
    access: 'staff',
    tag,
    summary:
      'Give another member a temporary password or a new set-password link (the old link stops working); every session of theirs ends',
    params: staffParams,
    body: passwordResetBody,
    data: passwordResetData,
    refusals: [Codes.NOT_FOUND, Codes.FORBIDDEN, Codes.SELF_LOCKOUT],
  }),
  endpoint({
    operationId: 'endStaffSessions',
    method: 'POST',
    path: '/base/admin/staff/:id/sign-out',
    access: 'staff',
    tag,
    summary: 'Sign a member out everywhere (not yourself): answers how many sessions ended',
    params: staffParams,
    data: endSessionsData,
    refusals: [Codes.NOT_FOUND, Codes.FORBIDDEN, Codes.SELF_LOCKOUT],
  }),
  endpoint({
    operationId: 'checkPasswordLink',
    method: 'POST',
    path: '/base/admin/user/password-link/check',
    access: 'public',
    tag: 'session',
    summary: 'Whether a set-password link still works (valid, expired, used) and for whom',
    body: passwordLinkCheckBody,
    data: passwordLinkCheckData,
    refusals: [Codes.TOO_MANY_REQUESTS],
  }),
  endpoint({
    operationId: 'setPasswordWithLink',
    method: 'POST',
    path: '/base/admin/user/password-link',
    access: 'public',
    tag: 'session',
    summary: 'Choose a password with a set-password link; the link then stops working',
    body: passwordLinkSetBody,
    data: passwordLinkSetData,
    refusals: [Codes.NOT_FOUND, Codes.TOO_MANY_REQUESTS],
  }),
);
