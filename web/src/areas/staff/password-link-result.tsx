import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { linkAddress } from './staff-account.api';

/** The set-password link, shown once (the server keeps only its hash), with a copy button. */
export function PasswordLinkResult({ path, username }: { path: string; username: string }) {
  const { t } = useTranslation('staff');
  const address = linkAddress(path);
  return (
    <Alert
      type="success"
      showIcon
      title={t('linkReadyTitle', { username })}
      description={
        <>
          <Typography.Paragraph
            copyable={{ text: address, tooltips: [t('copyLink'), t('linkCopied')] }}
            code
            style={{ wordBreak: 'break-all' }}
            data-testid="password-link"
          >
            {address}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('linkShownOnce')}</Typography.Text>
        </>
      }
    />
  );
}
