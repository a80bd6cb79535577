import type { Role } from '@shop/contract/roles';
import { resolvePath } from './route-objects';
import type { AppRoute, MatchedRoute } from './route-types';

/** Roles that receive every gated route whatever its roles (spec §6, as the contract's canAccess). */
const SEE_ALL: readonly string[] = ['developer', 'admin'] satisfies Role[];

/** A route without roles is open; otherwise the user needs one of them. */
function permits(roles: readonly string[], route: AppRoute): boolean {
  const allowed: readonly string[] | undefined = route.meta?.roles;
  return !allowed || roles.some((role) => allowed.includes(role));
}

function filterRoutes(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  return routes.flatMap((route) => {
    if (!permits(roles, route)) return [];
    if (!route.children) return [route];
    return [{ ...route, children: filterRoutes(route.children, roles) }];
  });
}

/**
 * B-D6: the gated routes a user with these roles gets. Developer and admin get all; others keep
 * the routes they share a role with (or that have none), a dropped parent taking its children.
 */
export function generateRoutes(gated: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  if (roles.some((role) => SEE_ALL.includes(role))) return [...gated];
  return filterRoutes(gated, roles);
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
  return chain.every(({ route, fullPath }) => !route.meta?.roles || paths.has(fullPath));
}
