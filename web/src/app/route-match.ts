import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { type RouteHandle, redirectTarget } from './route-objects';
import type { MatchedRoute } from './route-types';

/** What the guard, title and breadcrumb need to know about a path. */
export interface Target {
  /** Table routes matched from parent to child. */
  chain: MatchedRoute[];
  params: Params;
  /** `meta.needLogin === false` on the deepest route (B-C3). */
  isPublic: boolean;
  /** A page or a redirect of the table, with valid parameters (not the catch-all, not a bare group). */
  known: boolean;
}

/** The table routes matched by `pathname`. */
export function resolveTarget(routes: RouteObject[], pathname: string): Target {
  const matches = matchRoutes(routes, pathname) ?? [];
  const chain = matches.flatMap((m) => {
    const handle = m.route.handle as RouteHandle | undefined;
    return handle ? [handle] : [];
  });
  const params = matches.at(-1)?.params ?? {};
  const deepest = chain.at(-1)?.route;
  const isPage = !!deepest && deepest.path !== '*' && (!!deepest.page || !!redirectTarget(deepest));
  const paramsValid = chain.every(({ route }) =>
    Object.entries(route.params ?? {}).every(([key, pattern]) => pattern.test(params[key] ?? '')),
  );
  return { chain, params, isPublic: deepest?.meta?.needLogin === false, known: isPage && paramsValid };
}

/** True when the deepest route matching `pathname` is public (B-C3). */
export function isPublicPath(routes: RouteObject[], pathname: string): boolean {
  return resolveTarget(routes, pathname).isPublic;
}

/** The title key of a match chain: the deepest one set, as a child's meta overrides its parent's. */
export function titleKeyOf(chain: readonly MatchedRoute[]): string | undefined {
  let key: string | undefined;
  for (const { route } of chain) key = route.meta?.title ?? key;
  return key;
}

/** The table routes of React Router's matches (`useMatches()`). */
export function chainOf(matches: readonly { handle: unknown }[]): MatchedRoute[] {
  return matches.flatMap((m) => (m.handle ? [m.handle as MatchedRoute] : []));
}
