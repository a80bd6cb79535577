import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** B-M1: the page for paths the console does not know (public, no layout). */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <Result
      status="404"
      title={t('oops')}
      subTitle={
        <>
          <strong>{t('notFoundHeadline')}</strong>
          <br />
          {t('notFoundInfo')}
        </>
      }
      extra={<Link to="/">{t('backHome')}</Link>}
    />
  );
}
