import { createBrowserRouter, createPath, type DataRouter, type RouteObject } from 'react-router';
import { watchRouter } from './lead-to';
import { doneProgress } from './progress';
import { RootShell } from './root-shell';
import { createGuard } from './route-guard';
import { appRouteObjects } from './route-objects';
import { asyncRoutes } from './route-table';
import { rememberScroll } from './scroll-memory';

let router: DataRouter;

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    // Middleware runs before every navigation and before any page loader.
    middleware: [
      createGuard({
        routes: appRouteObjects,
        gated: asyncRoutes,
        currentHref: () => (router.state.initialized ? createPath(router.state.location) : undefined),
      }),
    ],
    HydrateFallback: () => null,
    children: appRouteObjects,
  },
];

/**
 * Creates the console's one router, which starts its first navigation from the address the browser
 * shows now. Created on demand: a signed-out visit to /login shows its page before this module loads.
 */
export function createConsoleRouter(): DataRouter {
  router = createBrowserRouter(routes);
  watchRouter(() => router.state.initialized);

  let shownKey = router.state.location.key;
  let shownPath = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    // B-C1: the bar ends when the navigation completed, was redirected or failed.
    doneProgress();
    // B-C13: every completed navigation starts at the top of the page (a kept page then puts
    // itself back where it was left, see cached-outlet.tsx).
    if (state.location.key !== shownKey) {
      rememberScroll(shownPath, window.scrollY);
      shownKey = state.location.key;
      shownPath = state.location.pathname;
      window.scrollTo(0, 0);
    }
  });
  return router;
}

/** Resolves once the router's first navigation (guard, user info, page code) has settled. */
export function firstNavigation(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
