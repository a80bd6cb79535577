import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { feedback } from '../../lib/feedback';
import { useRoleText } from '../../lib/role-choices';
import { endSession, profileKeys, type SessionItem, sessionsQuery } from './profile.api';
import { type ProfileText, useProfileText } from './profile-text';

function columns(
  { t, time }: ProfileText,
  roleName: (role: string) => string,
  signOut: (id: number) => Promise<void>,
): TableColumnsType<SessionItem> {
  return [
    {
      key: 'device',
      title: t('device'),
      render: (_, item) => (
        <>
          <Typography.Text>{item.userAgent ?? t('unknown')}</Typography.Text>
          {item.current ? (
            <Tag color="green" style={{ marginLeft: 8 }}>
              {t('thisDevice')}
            </Tag>
          ) : null}
        </>
      ),
    },
    { key: 'ip', title: t('ip'), render: (_, item) => item.ip ?? t('unknown') },
    { key: 'createdAt', title: t('createdAt'), render: (_, item) => time(item.createdAt) },
    { key: 'lastSeenAt', title: t('lastSeenAt'), render: (_, item) => time(item.lastSeenAt) },
    {
      key: 'acting',
      title: t('actingAs'),
      render: (_, item) =>
        item.actingRoles
          ? item.actingRoles.map((role) => <Tag key={role}>{roleName(role)}</Tag>)
          : t('ownRoles'),
    },
    {
      key: 'action',
      title: t('action'),
      // This device signs out with Log Out, which also clears the console's own state.
      render: (_, item) =>
        item.current ? null : (
          <Popconfirm
            title={t('signOutConfirm')}
            okText={t('signOutYes')}
            cancelText={t('cancel')}
            onConfirm={() => signOut(item.id)}
          >
            <Button danger size="small">
              {t('signOut')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
}

/** The staff member's active sessions, each but this one with a sign-out behind a confirm. */
export function SessionsCard() {
  const text = useProfileText();
  const roleName = useRoleText();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const end = useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      feedback.success(text.t('signedOut'));
      return queryClient.invalidateQueries({ queryKey: profileKeys.sessions() });
    },
  });

  return (
    <Card
      title={text.t('sessionsTitle')}
      extra={
        <Button onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
          {text.t('refresh')}
        </Button>
      }
    >
      <Table<SessionItem>
        rowKey="id"
        size="middle"
        loading={sessions.isPending}
        dataSource={sessions.data ?? []}
        columns={columns(text, roleName, (id) => end.mutateAsync(id))}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
