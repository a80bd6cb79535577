import { Breadcrumb } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useParams } from 'react-router';
import { chainOf } from '../../route-match';
import { routeTitle } from '../../route-title';
import { breadcrumbItems, type Crumb, keepsBreadcrumb } from './breadcrumb-items';

/** The navbar's breadcrumb (B-F2..F5), a navigation landmark of its own. */
export function AppBreadcrumb() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const matches = useMatches();
  const params = useParams();
  const kept = useRef<Crumb[]>([]);
  const items = keepsBreadcrumb(pathname) ? kept.current : breadcrumbItems(chainOf(matches), params);
  useEffect(() => {
    kept.current = items;
  });

  return (
    <Breadcrumb
      className="app-breadcrumb"
      aria-label={t('breadcrumb')}
      items={items.map((item, index) => ({
        key: item.key,
        title: item.to ? (
          <Link to={item.to}>{routeTitle(item.titleKey)}</Link>
        ) : (
          <span aria-current={index === items.length - 1 ? 'page' : undefined}>
            {routeTitle(item.titleKey)}
          </span>
        ),
      }))}
    />
  );
}
