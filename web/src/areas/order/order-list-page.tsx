import { useTranslation } from 'react-i18next';

/** Placeholder while the page is built (issue 8). */
export function OrderListPage() {
  const { t } = useTranslation('order');
  return <h1>{t('title')}</h1>;
}
