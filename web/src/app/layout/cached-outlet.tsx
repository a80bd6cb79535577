import { Activity, type ReactNode, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useOutlet,
} from 'react-router';
import { useTagsStore } from '../../stores/tags-store';
import { forgetScroll, recallScroll } from '../scroll-memory';
import { PageErrorBoundary } from './page-error-boundary';

/**
 * B-I1/B-I2: the layout's page area. The current page renders keyed by its path; pages whose path
 * is among the cached views stay mounted but hidden in React `<Activity>` boundaries, so typed
 * inputs, loaded data and scroll position are there when their tab brings them back. A page that
 * leaves the cached views (tab closed, refresh, size change, the cap) unmounts, and its next visit
 * mounts it fresh.
 */
export function CachedOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const location = useContext(LocationContext);
  const routerState = useContext(DataRouterStateContext);
  const cachedViews = useTagsStore((s) => s.cachedViews);
  // Rendered pages by path, each with the router's view of the moment it was last shown: the
  // outlet element carries its own route params, and the location and matches are frozen too, so
  // a hidden page still re-rendering (language, theme) sees its own address, not the current one.
  const pages = useRef(new Map<string, KeptPage>());
  // Cached before this visit (the visit itself is added after rendering): a page coming back.
  const returning = cachedViews.includes(pathname);
  // The shown page renders again only when its address changes. The router's state changes more
  // often (a navigation starting and settling, the next page's code loading) and the outlet is a
  // new element each time, which would render the whole page (a table of rows) for nothing.
  if (pages.current.get(pathname)?.location !== location) {
    pages.current.set(pathname, { element: outlet, location, routerState });
  }
  for (const path of pages.current.keys()) {
    if (path !== pathname && !cachedViews.includes(path)) pages.current.delete(path);
  }

  useLayoutEffect(() => {
    // A kept page comes back where it was left; a new one stays at the top.
    if (returning) window.scrollTo(0, recallScroll(pathname));
  }, [pathname, returning]);
  useEffect(() => {
    if (!returning) forgetScroll(pathname);
  }, [pathname, returning]);

  return [...pages.current].map(([path, page]) => (
    <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
      <LocationContext.Provider value={page.location}>
        <DataRouterStateContext.Provider value={page.routerState}>
          {/* B-M5: a page that throws shows its own error panel; the layout stays usable. */}
          <PageErrorBoundary resetKey={path}>{page.element}</PageErrorBoundary>
        </DataRouterStateContext.Provider>
      </LocationContext.Provider>
    </Activity>
  ));
}

interface KeptPage {
  element: ReactNode;
  location: React.ContextType<typeof LocationContext>;
  routerState: React.ContextType<typeof DataRouterStateContext>;
}
