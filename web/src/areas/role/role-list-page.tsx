import type { RoleItem } from '@shop/contract/areas/role';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Result, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { roleListOptions, useRoleText } from '../../lib/role-choices';
import { deleteRole, refreshRoles } from './role.queries';
import { useRoleColumns } from './role-columns';
import { RoleDrawer } from './role-drawer';
import { NEW_ROLE, useRoleDrawer } from './role-url';

/**
 * `/staff/roles`: every role with its holders and permission count; a drawer creates and edits
 * one with the permission matrix. The list is short (a shop has a handful of roles), so it comes
 * whole, without pages or filters.
 */
export function RoleListPage() {
  const { t } = useTranslation('role');
  const { t: routeTitle } = useTranslation('route');
  const queryClient = useQueryClient();
  const roleName = useRoleText();
  const list = useQuery(roleListOptions());
  const drawer = useRoleDrawer();
  const remove = useMutation({
    mutationFn: deleteRole,
    onSuccess: (_, role) => {
      feedback.success(t('deleted', { label: roleName(role.name) }));
      return refreshRoles(queryClient);
    },
  });
  const onDelete = async (role: RoleItem) => {
    const label = roleName(role.name);
    const confirmed = await confirmDanger({
      title: t('confirmDeleteTitle', { label }),
      content: t('confirmDeleteText'),
      okText: t('delete'),
      cancelText: t('cancel'),
    });
    if (confirmed) remove.mutate(role);
  };
  const columns = useRoleColumns({
    roleName,
    onDelete: (role) => void onDelete(role),
    deleting: remove.isPending ? remove.variables?.name : undefined,
  });

  return (
    <Card>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {routeTitle('roles')}
        </Typography.Title>
        <Button type="primary" onClick={() => drawer.open(NEW_ROLE)}>
          {t('newRole')}
        </Button>
      </Flex>
      {list.isError ? (
        <Result
          status="warning"
          title={list.error.message}
          extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <Table<RoleItem>
          rowKey="name"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: list.isPending ? ' ' : <Empty description={t('empty')} /> }}
        />
      )}
      <RoleDrawer drawer={drawer} />
    </Card>
  );
}
