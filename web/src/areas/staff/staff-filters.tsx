import { type StaffListQuery, staffStatuses } from '@shop/contract/areas/staff';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../lib/list/filter-select';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { roleListOptions, useRoleText } from '../../lib/role-choices';

export interface StaffFiltersProps {
  params: StaffListQuery;
  update(patch: Partial<StaffListQuery>, options?: UpdateOptions): void;
}

/** Search box (applied after a pause in typing, replacing the history entry), role and status. */
export function StaffFilters({ params, update }: StaffFiltersProps) {
  const { t } = useTranslation('staff');
  const roleName = useRoleText();
  const roles = useQuery(roleListOptions()).data?.items ?? [];
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);

  return (
    <>
      <SearchBox q={params.q} onSearch={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <FilterSelect
        label={t('role')}
        placeholder={t('allRoles')}
        value={params.role}
        onChange={(role) => update({ role })}
        options={roles.map(({ name }) => ({ value: name, label: roleName(name) }))}
        width={160}
      />
      <FilterSelect
        label={t('status')}
        placeholder={t('allStatuses')}
        value={params.status}
        onChange={(status) => update({ status })}
        options={staffStatuses.map((status) => ({ value: status, label: t(status) }))}
        width={160}
      />
    </>
  );
}
