import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { chainOf, titleKeyOf } from './route-match';
import { routeTitle } from './route-title';
import './coming-soon-page.css';

/** The stand-in for pages that later issues build: the route's title and a short note. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const titleKey = titleKeyOf(chainOf(useMatches()));
  return (
    <section className="coming-soon">
      <h1>{titleKey ? routeTitle(titleKey) : t('comingSoon')}</h1>
      <p>
        <strong>{t('comingSoon')}</strong> · {t('comingSoonText')}
      </p>
    </section>
  );
}
