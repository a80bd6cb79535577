import { type StaffListQuery, staffStatuses } from '@shop/contract/areas/staff';
import { roles } from '@shop/contract/roles';
import { Input, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateOptions } from '../../lib/list/use-list-params';
import { roleLabelKeys } from './staff-labels';

const TYPING_PAUSE_MS = 300;

export interface StaffFiltersProps {
  params: StaffListQuery;
  update(patch: Partial<StaffListQuery>, options?: UpdateOptions): void;
}

/** Search box (applied after a pause in typing, replacing the history entry), role and status. */
export function StaffFilters({ params, update }: StaffFiltersProps) {
  const { t } = useTranslation('staff');
  const [text, setText] = useState(params.q ?? '');
  const applied = useRef(params.q ?? '');

  // The URL changed from elsewhere (Back, Clear filters, a link): the box follows it.
  useEffect(() => {
    const q = params.q ?? '';
    if (q !== applied.current) {
      applied.current = q;
      setText(q);
    }
  }, [params.q]);

  useEffect(() => {
    if (text.trim() === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = text.trim();
      update({ q: text }, { replace: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, update]);

  return (
    <>
      <Input.Search
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(value) => {
          applied.current = value.trim();
          update({ q: value });
        }}
        style={{ width: 240 }}
      />
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
