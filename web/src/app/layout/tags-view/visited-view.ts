import { matchPath } from 'react-router';
import type { TagView } from '../../../stores/tags-store';
import { titleKeyOf } from '../../route-match';
import { resolvePath } from '../../route-objects';
import type { AppRoute, MatchedRoute } from '../../route-types';

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/** B-G3: the tab a visit makes, or none when the deepest route has no name (e.g. `/redirect/*`). */
export function viewOf(chain: readonly MatchedRoute[], place: Place): TagView | undefined {
  const deepest = chain.at(-1)?.route;
  if (!deepest?.name) return undefined;
  const title = titleKeyOf(chain);
  // A record's page (`/product/edit/:id`): the tab shows the id until the page names the record.
  const pattern = chain.at(-1)?.fullPath ?? '';
  const record = pattern.includes(':')
    ? Object.values(matchPath(pattern, place.pathname)?.params ?? {}).at(-1)
    : undefined;
  return {
    path: place.pathname,
    fullPath: `${place.pathname}${place.search}${place.hash}`,
    name: deepest.name,
    ...(title ? { title } : {}),
    affix: deepest.meta?.affix === true,
    noCache: deepest.meta?.noCache === true,
    ...(record ? { record } : {}),
  };
}

/** B-G2: every named `affix` route of the user's routes, its path resolved, in table order. */
export function affixViewsOf(routes: readonly AppRoute[], basePath = ''): TagView[] {
  return routes.flatMap((route) => {
    const path = resolvePath(basePath, route.path);
    const own: TagView[] =
      route.meta?.affix && route.name
        ? [
            {
              path,
              fullPath: path,
              name: route.name,
              ...(route.meta.title ? { title: route.meta.title } : {}),
              affix: true,
              noCache: route.meta.noCache === true,
            },
          ]
        : [];
    return [...own, ...affixViewsOf(route.children ?? [], path)];
  });
}
