import { type StaffListQuery, staffStatuses } from '@shop/contract/areas/staff';
import { roles } from '@shop/contract/roles';
import { Select } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../lib/list/search-box';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { roleLabelKeys } from './staff-labels';

export interface StaffFiltersProps {
  params: StaffListQuery;
  update(patch: Partial<StaffListQuery>, options?: UpdateOptions): void;
}

/** Search box (applied after a pause in typing, replacing the history entry), role and status. */
export function StaffFilters({ params, update }: StaffFiltersProps) {
  const { t } = useTranslation('staff');
  const search = useCallback((q: string, options?: UpdateOptions) => update({ q }, options), [update]);

  return (
    <>
      <SearchBox q={params.q} onSearch={search} label={t('search')} placeholder={t('searchPlaceholder')} />
      <Select
        aria-label={t('role')}
        placeholder={t('allRoles')}
        allowClear
        value={params.role ?? null}
        onChange={(role) => update({ role: role ?? undefined })}
        options={roles.map((role) => ({ value: role, label: t(roleLabelKeys[role]) }))}
        style={{ width: 160 }}
      />
      <Select
        aria-label={t('status')}
        placeholder={t('allStatuses')}
        allowClear
        value={params.status ?? null}
        onChange={(status) => update({ status: status ?? undefined })}
        options={staffStatuses.map((status) => ({ value: status, label: t(status) }))}
        style={{ width: 160 }}
      />
    </>
  );
}
