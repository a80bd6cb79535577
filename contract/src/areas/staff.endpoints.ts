import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { exportOptions } from '../labels/export-options.js';
import {
  staffFilters,
  staffListData,
  staffListItem,
  staffListQuery,
  staffParams,
  staffPatchBody,
  staffSignInsData,
  staffSignInsQuery,
} from './staff.js';

const tag = 'staff';

/** Staff accounts (access `staff`: developer and admin): list, export, read one, edit one. */
export const staffEndpoints = endpoints(
  endpoint({
    operationId: 'listStaff',
    method: 'GET',
    path: '/base/admin/staff',
    access: 'staff',
    tag,
    summary: 'Staff accounts: search, role and status filters, sort, pages',
    query: staffListQuery,
    data: staffListData,
  }),
  endpoint({
    operationId: 'exportStaff',
    method: 'GET',
    path: '/base/admin/staff/export',
    access: 'staff.export',
    tag,
    summary: 'Every staff account the filters match, as a streamed xlsx (X-Total-Count: rows)',
    query: staffFilters.extend(exportOptions),
    media: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  endpoint({
    operationId: 'getStaff',
    method: 'GET',
    path: '/base/admin/staff/:id',
    access: 'staff',
    tag,
    summary: 'One staff account',
    params: staffParams,
    data: staffListItem,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'updateStaff',
    method: 'PATCH',
    path: '/base/admin/staff/:id',
    access: 'staff',
    tag,
    summary:
      'Change name, roles or disabled at the version read (409 when stale); disabling ends their sessions',
    params: staffParams,
    body: staffPatchBody,
    data: staffListItem,
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.SELF_LOCKOUT],
  }),
  endpoint({
    operationId: 'listStaffSignIns',
    method: 'GET',
    path: '/base/admin/staff/:id/sign-ins',
    access: 'staff',
    tag,
    summary:
      "A member's sign-in attempts (success or the failure's reason, method, address, browser), newest first",
    params: staffParams,
    query: staffSignInsQuery,
    data: staffSignInsData,
    refusals: [Codes.NOT_FOUND],
  }),
);
