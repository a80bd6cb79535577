import type { RouteObject } from 'react-router';
import { loadSignedInEnglish } from '../lib/i18n';
import { isExternal } from '../lib/is-external';
import { leadTo } from './lead-to';
import { asyncRoutes, catchAllRoute, constantRoutes } from './route-table';
import type { AppRoute, MatchedRoute, PageLoader } from './route-types';

/** What each React Router route carries: its table entry and the full path pattern. */
export type RouteHandle = MatchedRoute;

/** The signed-in frame and its English texts; their own chunks, so the login page never loads them. */
export const layoutPage: PageLoader = () =>
  Promise.all([import('./layout/app-layout'), loadSignedInEnglish()]).then(([m]) => ({
    Component: m.AppLayout,
  }));

/** A child path resolved against its parent's (`/config` + `edit/:key`); URLs stay as they are. */
export function resolvePath(parentPath: string, path: string): string {
  if (isExternal(path) || path.startsWith('/')) return path;
  const base = parentPath.endsWith('/') ? parentPath.slice(0, -1) : parentPath;
  return path ? `${base}/${path}` : base || '/';
}

/** A real redirect target: `noRedirect` marks a group that is not a page. */
export function redirectTarget(route: AppRoute): string | undefined {
  return route.redirect && route.redirect !== 'noRedirect' ? route.redirect : undefined;
}

function toRouteObject(route: AppRoute, parentPath: string): RouteObject {
  const fullPath = resolvePath(parentPath, route.path);
  const handle: RouteHandle = { route, fullPath };
  const children = route.children?.map((child) => toRouteObject(child, fullPath)) ?? [];
  const target = redirectTarget(route);
  // A redirect of a route with children applies to its own path, so it becomes an index child.
  if (target && children.length > 0) children.unshift({ index: true, loader: () => leadTo(target) });
  return {
    path: route.path,
    handle,
    ...(target && children.length === 0 ? { loader: () => leadTo(target) } : {}),
    ...(route.page ? { lazy: route.page } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}

/** The route table as React Router routes: layout entries nest under the layout route. */
export function toRouteObjects(table: AppRoute[], catchAll: AppRoute): RouteObject[] {
  const outside = table.filter((r) => !r.layout).map((r) => toRouteObject(r, ''));
  const inside = table.filter((r) => r.layout).map((r) => toRouteObject(r, ''));
  const layout: RouteObject = { id: 'layout', lazy: layoutPage, children: inside };
  return [...outside, layout, toRouteObject(catchAll, '')];
}

/** Every console route, gated ones included: the guard decides who may open them (B-C5..C7). */
export const appRouteObjects: RouteObject[] = toRouteObjects(
  [...constantRoutes, ...asyncRoutes],
  catchAllRoute,
);
