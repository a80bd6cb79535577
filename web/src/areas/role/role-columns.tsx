import type { RoleItem } from '@shop/contract/areas/role';
import { Button, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/number-format';
import { ROLE_PARAM } from './role-url';

/**
 * The Roles list's columns: label (with a built-in tag), name, holders, permission count, and
 * Edit and Delete (disabled, with the reason, for a built-in or held role).
 */
export function useRoleColumns({
  roleName,
  onDelete,
  deleting,
}: {
  roleName(name: string): string;
  onDelete(role: RoleItem): void;
  deleting: string | undefined;
}): TableColumnsType<RoleItem> {
  const { t } = useTranslation('role');
  const deleteBlock = (role: RoleItem) => {
    if (role.builtIn) return t('builtInTooltip');
    return role.holders > 0 ? t('heldTooltip', { count: role.holders }) : null;
  };
  return [
    // Pinned as every list's identity and actions are (lib/list), so a narrow window keeps both in view.
    {
      key: 'label',
      title: t('label'),
      fixed: 'left',
      render: (_, role) => (
        <Space size="small">
          <Typography.Text strong>{roleName(role.name)}</Typography.Text>
          {role.builtIn ? <Tag color="blue">{t('builtIn')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'name',
      title: t('name'),
      render: (_, role) => <Typography.Text code>{role.name}</Typography.Text>,
    },
    { key: 'holders', title: t('holders'), align: 'right', render: (_, role) => formatNumber(role.holders) },
    {
      key: 'permissions',
      title: t('permissionCount'),
      align: 'right',
      render: (_, role) =>
        role.allPermissions ? t('allPermissions') : formatNumber(role.permissions.length),
    },
    {
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_, role) => {
        const blocked = deleteBlock(role);
        const label = roleName(role.name);
        const button = (
          <Button
            type="link"
            danger
            size="small"
            disabled={blocked !== null}
            loading={deleting === role.name}
            aria-label={`${t('delete')} ${label}`}
            onClick={() => onDelete(role)}
          >
            {t('delete')}
          </Button>
        );
        return (
          <Space size="small">
            <Link
              to={{ search: `?${ROLE_PARAM}=${encodeURIComponent(role.name)}` }}
              state={{ fromList: true }}
              aria-label={t('editTitle', { label })}
            >
              {t('edit')}
            </Link>
            {blocked ? (
              <Tooltip title={blocked}>
                <span>{button}</span>
              </Tooltip>
            ) : (
              button
            )}
          </Space>
        );
      },
    },
  ];
}
