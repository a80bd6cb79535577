import type { StaffListItem } from '@shop/contract/areas/staff';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import type { ListColumn } from '../../lib/list/list-table';
import { useRoleText } from '../../lib/role-choices';
import { formatDateTime } from '../../lib/time';

/** The staff list's columns: username, name, roles, status, last login, and Edit; created waits in the chooser. */
export function useStaffColumns(drawer: EditDrawer): ListColumn<StaffListItem>[] {
  const { t, i18n } = useTranslation('staff');
  const { linkTo, linkState } = drawer;
  const roleName = useRoleText();
  return useMemo(() => {
    const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('never'));
    return [
      {
        key: 'username',
        title: t('username'),
        dataIndex: 'username',
        sortField: 'username',
        role: 'identity',
      },
      { key: 'name', title: t('name'), dataIndex: 'name', sortField: 'name' },
      {
        key: 'roles',
        title: t('roles'),
        render: (_, row) => row.roles.map((role) => <Tag key={role}>{roleName(role)}</Tag>),
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) =>
          row.disabled ? <Tag color="red">{t('disabled')}</Tag> : <Tag color="green">{t('active')}</Tag>,
      },
      {
        key: 'lastLoginAt',
        title: t('lastLogin'),
        sortField: 'lastLoginAt',
        render: (_, row) => time(row.lastLoginAt),
      },
      {
        key: 'createdAt',
        title: t('created'),
        sortField: 'createdAt',
        role: 'secondary',
        render: (_, row) => time(row.createdAt),
      },
      {
        key: 'actions',
        title: t('actions'),
        role: 'actions',
        render: (_, row) => (
          <Link to={linkTo(row.id)} state={linkState} aria-label={t('editTitle', { username: row.username })}>
            {t('edit')}
          </Link>
        ),
      },
    ];
  }, [t, i18n.language, linkTo, linkState, roleName]);
}
