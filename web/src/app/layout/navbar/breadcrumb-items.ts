import { generatePath, type Params } from 'react-router';
import { redirectTarget } from '../../route-objects';
import { DASHBOARD_PATH } from '../../route-table';
import type { MatchedRoute } from '../../route-types';

/** One breadcrumb item: a link when `to` is set, else plain text. */
export interface Crumb {
  key: string;
  titleKey: string;
  to?: string;
}

const dashboardItem: MatchedRoute = {
  route: { path: DASHBOARD_PATH, name: 'Dashboard', meta: { title: 'dashboard' } },
  fullPath: DASHBOARD_PATH,
};

function isDashboard(item: MatchedRoute | undefined): boolean {
  return item?.route.name?.trim().toLowerCase() === 'dashboard';
}

/** A path pattern with the current route's parameters put in (`/config/edit/:key` → `/config/edit/abc`). */
function fillParams(pattern: string, params: Params): string {
  try {
    return generatePath(pattern, params);
  } catch {
    return pattern;
  }
}

/**
 * B-F2..F4: matched routes with a title, Dashboard first, minus `breadcrumb: false` ones. The last
 * item and `noRedirect` groups are text; the others link to their redirect or their filled path.
 */
export function breadcrumbItems(chain: readonly MatchedRoute[], params: Params): Crumb[] {
  const titled = chain.filter(({ route }) => route.meta?.title);
  const withHome = isDashboard(titled[0]) ? titled : [dashboardItem, ...titled];
  const shown = withHome.filter(({ route }) => route.meta?.breadcrumb !== false);
  return shown.map(({ route, fullPath }, index) => {
    const text = index === shown.length - 1 || route.redirect === 'noRedirect';
    return {
      key: fullPath,
      titleKey: route.meta?.title ?? '',
      ...(text ? {} : { to: redirectTarget(route) ?? fillParams(fullPath, params) }),
    };
  });
}

/** B-F5: the breadcrumb stays as it was while the path is a `/redirect/` hop. */
export function keepsBreadcrumb(pathname: string): boolean {
  return pathname.startsWith('/redirect/');
}
