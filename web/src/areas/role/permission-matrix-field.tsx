import type { ActionPermission, Permission } from '@shop/contract/permissions';
import { Checkbox, Flex, Table, type TableColumnsType, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionEnabled,
  allState,
  type MatrixRow,
  matrixRows,
  toggle,
  toggleAll,
  verbOf,
} from './permission-matrix';

export interface PermissionMatrixProps {
  value?: string[];
  onChange?(value: string[]): void;
  /** Nothing can be changed (developer and admin hold everything). */
  readOnly?: boolean;
  /** What the signed-in member may grant: what they hold themselves (the server refuses the rest). */
  grantable(permission: Permission): boolean;
}

/**
 * The role editor's permissions: a row per page (its box opens the page) with the page's actions
 * beside it, each live only while its page is ticked, and "select all" above. An antd form control.
 */
export function PermissionMatrix({
  value = [],
  onChange,
  readOnly = false,
  grantable,
}: PermissionMatrixProps) {
  const { t } = useTranslation('role');
  const set = (next: string[]) => onChange?.(next);
  const pageName = (row: MatrixRow) => t(`page.${row.page}`);

  const box = (permission: Permission, label: string, enabled: boolean, ariaLabel?: string): ReactNode => {
    const mayGrant = grantable(permission);
    const checkbox = (
      <Checkbox
        checked={value.includes(permission) && enabled}
        disabled={readOnly || !enabled || !mayGrant}
        aria-label={ariaLabel}
        onChange={(e) => set(toggle(value, permission, e.target.checked))}
      >
        {label}
      </Checkbox>
    );
    return mayGrant || readOnly ? checkbox : <Tooltip title={t('notGrantable')}>{checkbox}</Tooltip>;
  };

  const columns: TableColumnsType<MatrixRow> = [
    {
      key: 'page',
      title: t('pageColumn'),
      width: 200,
      render: (_, row) => box(row.page, pageName(row), true),
    },
    {
      key: 'actions',
      title: t('actionsColumn'),
      render: (_, row) => (
        <Flex wrap gap="small">
          {row.actions.map((action: ActionPermission) => (
            <span key={action}>
              {box(
                action,
                t(`action.${verbOf(action)}`),
                actionEnabled(value, action),
                `${pageName(row)}: ${t(`action.${verbOf(action)}`)}`,
              )}
            </span>
          ))}
        </Flex>
      ),
    },
  ];

  const state = allState(value);
  return (
    <fieldset aria-label={t('permissions')} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Checkbox
        style={{ marginBottom: 8 }}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={readOnly}
        onChange={(e) => set(toggleAll(value, e.target.checked, grantable))}
      >
        {t('selectAll')}
      </Checkbox>
      <Table<MatrixRow>
        rowKey="page"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={matrixRows as MatrixRow[]}
      />
    </fieldset>
  );
}
