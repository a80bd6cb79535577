import type { RoleCreateBody, RoleItem, RoleUpdateBody } from '@shop/contract/areas/role';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { roleKeys } from '../../lib/resource-keys';

export const roleOptions = (name: string) =>
  queryOptions({ queryKey: roleKeys.detail(name), queryFn: () => call('getRole', { params: { name } }) });

export const createRole = (body: RoleCreateBody) => call('createRole', { body });

/** Saves at `body.version`; a stale version rejects with code 40900 and who changed it in `data`. */
export const updateRole = (name: string, body: RoleUpdateBody) =>
  call('updateRole', { params: { name }, body });

export const deleteRole = (role: RoleItem) =>
  call('deleteRole', { params: { name: role.name }, query: { version: role.version } });

/** After a save or delete: the row itself, and every list naming roles (the staff form's too). */
export function refreshRoles(queryClient: QueryClient, saved?: RoleItem): Promise<void> {
  if (saved) queryClient.setQueryData(roleKeys.detail(saved.name), saved);
  return queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
}
