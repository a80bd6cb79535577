import { allPermissionRoles } from '@shop/contract/permissions';
import { resolvePath } from './route-objects';
import type { AppRoute, MatchedRoute } from './route-types';

/**
 * A route without a page permission is open; otherwise the user needs it. Roles are data now
 * (issue 19): the page comes from the route's `access`, the user's set from user info; for the
 * built-in roles as shipped this keeps exactly the routes B-D6 names (meta.roles).
 */
function permits(permissions: readonly string[], route: AppRoute): boolean {
  return !route.meta?.permission || permissions.includes(route.meta.permission);
}

function filterRoutes(routes: readonly AppRoute[], permissions: readonly string[]): AppRoute[] {
  return routes.flatMap((route) => {
    if (!permits(permissions, route)) return [];
    if (!route.children) return [route];
    const children = filterRoutes(route.children, permissions);
    // A group that needs no page of its own (Staff & roles) goes with its last child.
    if (!route.meta?.permission && !route.page && children.length === 0) return [];
    return [{ ...route, children }];
  });
}

/**
 * B-D6: the gated routes a user gets. Developer and admin get all; others keep the routes whose
 * page their roles grant (or that need none), a dropped parent taking its children.
 */
export function generateRoutes(
  gated: readonly AppRoute[],
  roles: readonly string[],
  permissions: readonly string[] = [],
): AppRoute[] {
  if (roles.some((role) => allPermissionRoles.includes(role))) return [...gated];
  return filterRoutes(gated, permissions);
}

/** Full path patterns of every route in a tree (`/config/edit/:key`, ...). */
export function routePaths(routes: readonly AppRoute[], parentPath = ''): Set<string> {
  const paths = new Set<string>();
  for (const route of routes) {
    const fullPath = resolvePath(parentPath, route.path);
    paths.add(fullPath);
    for (const child of routePaths(route.children ?? [], fullPath)) paths.add(child);
  }
  return paths;
}

/** B-C5/B-C7: every gated route of the match chain is among the user's generated routes. */
export function isAllowed(chain: readonly MatchedRoute[], generated: readonly AppRoute[]): boolean {
  const paths = routePaths(generated);
  return chain.every(({ route, fullPath }) => !route.meta?.permission || paths.has(fullPath));
}
