import { useTranslation } from 'react-i18next';

/** Placeholder while the page is built (issue 8). */
export function PayListPage() {
  const { t } = useTranslation('payment');
  return <h1>{t('title')}</h1>;
}
