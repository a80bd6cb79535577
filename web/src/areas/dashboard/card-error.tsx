import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A widget whose figures could not be read: says so in its own card, with a retry. */
export function CardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
