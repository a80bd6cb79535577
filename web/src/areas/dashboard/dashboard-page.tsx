import { Avatar, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/session-store';

/** The home page: greets the signed-in staff member. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { name, avatar, roles, introduction } = useSessionStore();

  return (
    <Card>
      <Space align="center" size="large">
        <Avatar src={avatar} alt={t('avatarAlt', { name })} size={80} />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('greeting', { name })}
        </Typography.Title>
      </Space>
      <Descriptions column={1} style={{ marginTop: 24 }}>
        <Descriptions.Item label={t('roles')}>
          {roles.map((role) => (
            <Tag key={role} color="blue">
              {role}
            </Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('introduction')}>{introduction}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
