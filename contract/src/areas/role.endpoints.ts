import { z } from 'zod';
import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import {
  roleCreateBody,
  roleDeleteQuery,
  roleItem,
  roleListData,
  roleParams,
  roleUpdateBody,
} from './role.js';

const tag = 'role';

/**
 * Roles and their permissions (issue 19 §2). Listing is open to every signed-in member (the staff
 * form, the role switch and the filters name roles by their labels); the rest needs `role`.
 */
export const roleEndpoints = endpoints(
  endpoint({
    operationId: 'listRoles',
    method: 'GET',
    path: '/base/admin/roles',
    access: 'signedIn',
    tag,
    summary: 'Every role, built-in first, with its permissions and how many staff hold it',
    data: roleListData,
  }),
  endpoint({
    operationId: 'getRole',
    method: 'GET',
    path: '/base/admin/roles/:name',
    access: 'role',
    tag,
    summary: 'One role',
    params: roleParams,
    data: roleItem,
    refusals: [Codes.NOT_FOUND],
  }),
  endpoint({
    operationId: 'createRole',
    method: 'POST',
    path: '/base/admin/roles',
    access: 'role',
    tag,
    summary: 'Add a role; a caller may grant only permissions they hold themselves (40300)',
    body: roleCreateBody,
    data: roleItem,
    refusals: [Codes.FORBIDDEN],
  }),
  endpoint({
    operationId: 'updateRole',
    method: 'PATCH',
    path: '/base/admin/roles/:name',
    access: 'role',
    tag,
    summary:
      'Change label, description or permissions at the version read (409 when stale); developer and admin are fixed, the editor only its permissions (42203)',
    params: roleParams,
    body: roleUpdateBody,
    data: roleItem,
    refusals: [
      Codes.NOT_FOUND,
      Codes.VERSION_CONFLICT,
      Codes.FORBIDDEN,
      Codes.ILLEGAL_TRANSITION,
      Codes.SELF_LOCKOUT,
    ],
  }),
  endpoint({
    operationId: 'deleteRole',
    method: 'DELETE',
    path: '/base/admin/roles/:name',
    access: 'role',
    tag,
    summary:
      'Delete a custom role nobody holds, at the version read (409 when stale; 42203 built-in or held)',
    params: roleParams,
    query: roleDeleteQuery,
    data: z.null(),
    refusals: [Codes.NOT_FOUND, Codes.VERSION_CONFLICT, Codes.ILLEGAL_TRANSITION],
  }),
);
