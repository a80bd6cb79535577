import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';
import { profileQuery } from './profile.api';
import { ProfileForm } from './profile-form';
import { ProfileSummary } from './profile-summary';
import { useProfileText } from './profile-text';
import { RecentSignInsCard } from './recent-sign-ins-card';
import { SessionsCard } from './sessions-card';

/** `/profile/index` (noCache): the signed-in staff member's own account. */
export function ProfilePage() {
  const { t } = useProfileText();
  const { t: routeTitle } = useTranslation('route');
  const profile = useQuery(profileQuery());

  return (
    <Row gutter={[20, 20]}>
      <Col span={24}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {routeTitle('profile')}
        </Typography.Title>
      </Col>
      <Col xs={24} lg={8}>
        <ProfileSummary profile={profile.data} />
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('editTitle')} style={{ marginBottom: 20 }}>
          {profile.data ? <ProfileForm profile={profile.data} /> : <Skeleton active />}
        </Card>
        <Card title={t('passwordTitle')}>
          <PasswordForm />
        </Card>
      </Col>
      <Col span={24}>
        <SessionsCard />
      </Col>
      <Col span={24}>
        <RecentSignInsCard />
      </Col>
    </Row>
  );
}
