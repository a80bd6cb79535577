import { Breadcrumb } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useParams } from 'react-router';
import { chainOf } from '../../route-match';
import { recordOf, routeTitle, useRecordNameMap, withRecord } from '../../route-title';
import { breadcrumbItems, type Crumb, keepsBreadcrumb } from './breadcrumb-items';

/** The navbar's breadcrumb (B-F2..F5), a navigation landmark of its own. */
export function AppBreadcrumb() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const matches = useMatches();
  const params = useParams();
  const kept = useRef<Crumb[]>([]);
  const chain = chainOf(matches);
  const items = keepsBreadcrumb(pathname) ? kept.current : breadcrumbItems(chain, params);
  // The page itself (the last item) names its record, as its tab does; renamed when it loads.
  useRecordNameMap();
  const record = keepsBreadcrumb(pathname) ? undefined : recordOf(chain, pathname);
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
            {index === items.length - 1
              ? withRecord(routeTitle(item.titleKey), record)
              : routeTitle(item.titleKey)}
          </span>
        ),
      }))}
    />
  );
}
