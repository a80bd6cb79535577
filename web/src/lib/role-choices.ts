import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from './api';
import { roleLabelKeys, roleText } from './labels/staff-labels';
import { roleKeys } from './resource-keys';

/**
 * Every role with its label, permissions and holders (open to any signed-in member): the staff
 * form, the filters and the role switch offer them; the Roles page lists them.
 */
export const roleListOptions = () =>
  queryOptions({
    queryKey: roleKeys.list({}),
    queryFn: () => call('listRoles', {}),
    staleTime: 60_000,
  });

/**
 * `(name) => text`: a built-in role's translation, a custom role's own label (its name until the
 * list has loaded, or when the role is gone).
 */
export function useRoleText(): (name: string) => string {
  const { t } = useTranslation('staff');
  const { data } = useQuery(roleListOptions());
  return useCallback(
    (name: string) =>
      Object.hasOwn(roleLabelKeys, name)
        ? roleText(t, name)
        : (data?.items.find((r) => r.name === name)?.label ?? name),
    [t, data],
  );
}
