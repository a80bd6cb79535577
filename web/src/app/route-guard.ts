import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect, replace } from 'react-router';
import { ERROR_TOAST_MS, feedback } from '../lib/feedback';
import { i18n } from '../lib/i18n';
import { ApiError } from '../lib/request';
import { useSessionStore } from '../stores/session-store';
import type { RouteHandle } from './route-table';

/** True when the deepest route matching `pathname` is public (`meta.needLogin === false`, B-C3). */
export function isPublicPath(routes: RouteObject[], pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  const deepest = matches.at(-1)?.route.handle as RouteHandle | undefined;
  return deepest?.meta?.needLogin === false;
}

let routerReady = () => false;

/** Tells the guard how to ask whether the router has finished its first load. */
export function watchRouter(isReady: () => boolean): void {
  routerReady = isReady;
}

/**
 * A redirect from a loader. On the first load the address typed or reloaded is already a history
 * entry, so it is replaced (React Router would push, and Back would land on the redirect again);
 * later, the navigation that led here never made an entry, so a plain redirect is right.
 */
export function leadTo(to: string): Response {
  return routerReady() ? redirect(to) : replace(to);
}

function toLogin(pathname: string): Response {
  return leadTo(`/login?redirect=${encodeURIComponent(pathname)}`);
}

/**
 * The navigation guard (B-C4, B-C8, B-C9, B-C11): runs before every navigation as the root
 * route's loader. Returns a redirect when the target may not be shown yet, else null.
 */
export async function guardNavigation({ request }: LoaderFunctionArgs, routes: RouteObject[]) {
  const { pathname } = new URL(request.url);
  const session = useSessionStore.getState();
  if (!session.token) return isPublicPath(routes, pathname) ? null : toLogin(pathname);
  if (pathname === '/login') return leadTo('/');
  if (session.roles.length > 0) return null;
  try {
    await session.getInfo();
    return null;
  } catch (error) {
    session.resetToken();
    // The API client has already toasted its own failures.
    if (!(error instanceof ApiError)) {
      const text = error instanceof Error && error.message ? error.message : i18n.t('hasError');
      feedback.error(text, ERROR_TOAST_MS);
    }
    return toLogin(pathname);
  }
}
