import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

/** B-M2: the page for a signed-in user without permission (public, no layout). */
export function NoPermissionPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const [query] = useSearchParams();

  // With `noGoBack` there is no page to return to (e.g. opened in a new tab): go home instead.
  const back = () => (query.has('noGoBack') ? navigate('/dashboard') : navigate(-1));

  return (
    <Result
      status="403"
      title={t('noPermissionOops')}
      subTitle={
        <>
          <h2 style={{ margin: '0 0 8px', fontSize: 20 }}>{t('noPermissionHeadline')}</h2>
          {t('noPermissionInfo')}
        </>
      }
      extra={
        <>
          <Button onClick={back}>{t('back')}</Button> <Link to="/dashboard">{t('backToDashboard')}</Link>
        </>
      }
    />
  );
}
