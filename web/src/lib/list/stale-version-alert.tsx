import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isStaleVersion, staleVersionNotice } from './stale-version';

/**
 * What every edit form shows after a refused stale save (40900): who changed the row and when,
 * and a Reload that brings their version in. Nothing when `error` is anything else.
 */
export function StaleVersionAlert({ error, onReload }: { error: unknown; onReload(): void }) {
  const { t, i18n } = useTranslation('list');
  if (!isStaleVersion(error)) return null;
  const notice = staleVersionNotice(error, i18n.language);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('staleTitle')}
      description={
        notice
          ? t('staleVersion', { name: notice.name ?? t('someoneElse'), time: notice.time })
          : error.message
      }
      action={
        <Button size="small" onClick={onReload}>
          {t('reload')}
        </Button>
      }
    />
  );
}
