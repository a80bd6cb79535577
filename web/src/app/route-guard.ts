import { type MiddlewareFunction, type RouteObject, replace } from 'react-router';
import { ERROR_TOAST_MS, feedback } from '../lib/feedback';
import { i18n } from '../lib/i18n';
import { ApiError } from '../lib/request';
import { usePermissionStore } from '../stores/permission-store';
import { useSessionStore } from '../stores/session-store';
import { useSettingsStore } from '../stores/settings-store';
import { leadTo } from './lead-to';
import { startProgress } from './progress';
import { generateRoutes, isAllowed } from './route-access';
import { resolveTarget, type Target } from './route-match';
import { layoutPage, redirectTarget } from './route-objects';
import { PASSWORD_CHANGE_PATH } from './route-table';
import { applyPageHead } from './route-title';
import type { AppRoute } from './route-types';

export interface GuardOptions {
  /** The router's routes, to match targets against. */
  routes: RouteObject[];
  /** The role-gated routes of the table. */
  gated: AppRoute[];
  /** Route generation (B-D6); replaceable so a test can make it fail (B-C10). */
  generate?: typeof generateRoutes;
  /** The current address (path + query) once a page is shown; undefined during the first load. */
  currentHref(): string | undefined;
}

function loginFor(pathname: string): string {
  return `/login?redirect=${encodeURIComponent(pathname)}`;
}

/** B-C9/B-C10: forget the token, say why, and ask to sign in again for the wanted path. */
function signInAgain(pathname: string, text: string | undefined): string {
  useSessionStore.getState().resetToken();
  if (text !== undefined) feedback.error(text || i18n.t('hasError'), ERROR_TOAST_MS);
  return loginFor(pathname);
}

/** Loads user info and the user's routes when a token has none yet (B-C8); a detour on failure. */
async function loadUser(pathname: string, options: GuardOptions): Promise<string | null> {
  let roles: string[];
  let permissions: string[];
  try {
    ({ roles, permissions } = await useSessionStore.getState().getInfo());
  } catch (error) {
    // The API client has already toasted its own failures.
    const text = error instanceof Error ? error.message : '';
    return signInAgain(pathname, error instanceof ApiError ? undefined : text);
  }
  try {
    usePermissionStore
      .getState()
      .setRoutes((options.generate ?? generateRoutes)(options.gated, roles, permissions));
    return null;
  } catch {
    return signInAgain(pathname, i18n.t('failedToLoadRoutes'));
  }
}

/** Where the navigation must go instead of `pathname`, or null to let it proceed (B-C4..C11). */
export async function detourFor(pathname: string, target: Target, options: GuardOptions) {
  const { token, roles } = useSessionStore.getState();
  if (!token) return target.isPublic ? null : loginFor(pathname);
  const deepest = target.chain.at(-1);
  if (deepest?.fullPath === '/login') return '/';
  // B-C12: a public redirect (`/`) leads on before the guard decides, so user info is loaded for
  // the page it leads to and a failure asks to sign in for that page (B-C9), not for `/`.
  if (target.isPublic && deepest && redirectTarget(deepest.route)) return null;
  if (roles.length === 0) {
    const detour = await loadUser(pathname, options);
    if (detour) return detour;
  }
  if (target.isPublic) return null;
  // A temporary password: the member chooses their own before anything else (the API answers
  // 40301 to everything but their own account meanwhile).
  if (useSessionStore.getState().mustChangePassword && deepest?.fullPath !== PASSWORD_CHANGE_PATH) {
    return PASSWORD_CHANGE_PATH;
  }
  // Unknown paths and gated paths the roles do not allow look the same: not found.
  if (!target.known || !isAllowed(target.chain, usePermissionStore.getState().routes)) return '/404';
  return null;
}

/** Waits for the target's page code; false when a chunk failed to load (B-C14). */
async function pagesLoaded(target: Target): Promise<boolean> {
  const loaders = target.chain.flatMap(({ route }) => (route.page ? [route.page] : []));
  if (target.chain[0]?.route.layout) loaders.push(layoutPage);
  try {
    await Promise.all(loaders.map((load) => load()));
    return true;
  } catch {
    // Vite has raised `vite:preloadError` and, as no listener prevented it, rethrown the error.
    return false;
  }
}

/**
 * The navigation guard: runs before every navigation (root route middleware), before any page
 * loader. Starts the progress bar, sets title and icon, then lets the navigation proceed or
 * throws a redirect.
 */
export function createGuard(options: GuardOptions): MiddlewareFunction {
  return async ({ request }) => {
    const { pathname } = new URL(request.url);
    startProgress();
    const target = resolveTarget(options.routes, pathname);
    applyPageHead(target.chain, useSettingsStore.getState().shopTitle);
    const detour = await detourFor(pathname, target, options);
    if (detour) throw leadTo(detour);
    const current = options.currentHref();
    // B-C14: a page whose code cannot load is not shown; the current one stays (same entry).
    if (!(await pagesLoaded(target)) && current !== undefined) throw replace(current);
  };
}
