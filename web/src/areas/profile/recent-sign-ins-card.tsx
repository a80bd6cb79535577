import { useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { SignInTable } from '../../components/sign-in-table';
import { signInsQuery } from './profile.api';

/** "Your recent sign-ins": the member's own latest attempts, failures too, so a stranger's try shows. */
export function RecentSignInsCard() {
  const { t } = useTranslation('signIns');
  const signIns = useQuery(signInsQuery());
  return (
    <Card
      title={t('recentTitle')}
      extra={
        <Button onClick={() => void signIns.refetch()} loading={signIns.isFetching}>
          {t('refresh')}
        </Button>
      }
    >
      <SignInTable items={signIns.data} loading={signIns.isPending} />
    </Card>
  );
}
