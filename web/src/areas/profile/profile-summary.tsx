import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { useRoleText } from '../../lib/role-choices';
import type { Profile } from './profile.api';
import { useProfileText } from './profile-text';

/** Who is signed in: avatar, name, username, roles and the last sign-in. */
export function ProfileSummary({ profile }: { profile: Profile | undefined }) {
  const { t, time } = useProfileText();
  const roleName = useRoleText();
  if (!profile) {
    return (
      <Card title={t('accountTitle')}>
        <Skeleton active avatar />
      </Card>
    );
  }
  return (
    <Card title={t('accountTitle')}>
      <Space orientation="vertical" align="center" style={{ width: '100%' }}>
        <Avatar
          src={profile.avatar || undefined}
          icon={<UserOutlined />}
          alt={t('avatarAlt', { name: profile.name })}
          size={96}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {profile.name}
        </Typography.Title>
      </Space>
      <Descriptions
        column={1}
        style={{ marginTop: 16 }}
        items={[
          { key: 'username', label: t('username'), children: profile.username },
          {
            key: 'roles',
            label: t('roles'),
            children: profile.roles.map((role) => (
              <Tag key={role} color="blue">
                {roleName(role)}
              </Tag>
            )),
          },
          {
            key: 'lastLogin',
            label: t('lastLogin'),
            children: profile.lastLoginAt ? time(profile.lastLoginAt) : t('never'),
          },
          { key: 'introduction', label: t('introduction'), children: profile.introduction },
        ]}
      />
    </Card>
  );
}
