import { useContext, useEffect } from 'react';
import { type DataRouter, UNSAFE_DataRouterContext as DataRouterContext, useLocation } from 'react-router';
import { usePermissionStore } from '../../../stores/permission-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { useTagsStore } from '../../../stores/tags-store';
import { chainOf } from '../../route-match';
import { constantRoutes } from '../../route-table';
import { affixViewsOf, viewOf } from './visited-view';

type RouterState = DataRouter['state'];

/** The console's data router (the layout renders inside it). */
export function useDataRouter(): DataRouter {
  const context = useContext(DataRouterContext);
  if (!context) throw new Error('The layout renders inside the data router');
  return context.router;
}

/** The tab of the location a router state shows, if its route is named. */
function tabOf(state: RouterState) {
  const chain = chainOf(state.matches.map((match) => ({ handle: match.route.handle })));
  return viewOf(chain, state.location);
}

/**
 * B-G2/B-G3/B-G17: while the Tags-View setting is on, the fixed tabs are there first and every
 * location the router commits adds (or updates) its tab. Tabs follow the router itself, not the
 * renders of the layout: a render React skipped (two quick clicks, a slow CPU) loses no tab, and
 * a tab closed meanwhile is not brought back by a late effect of an earlier navigation. The page
 * of an open tab is cached once it rendered. While the setting is off, visits add nothing.
 */
export function useVisitedViews(): void {
  const router = useDataRouter();
  const { pathname } = useLocation();
  const tagsView = useSettingsStore((s) => s.tagsView);
  const routes = usePermissionStore((s) => s.routes);

  // The fixed tabs depend on the routes only, not on each visit (effects run in order: first).
  useEffect(() => {
    if (tagsView) useTagsStore.getState().addAffixViews(affixViewsOf([...constantRoutes, ...routes]));
  }, [tagsView, routes]);

  useEffect(() => {
    if (!tagsView) return;
    const add = (state: RouterState) => {
      const view = tabOf(state);
      if (view) useTagsStore.getState().addTab(view);
    };
    add(router.state);
    let shown = router.state.location;
    return router.subscribe((state) => {
      if (state.location === shown) return;
      shown = state.location;
      add(state);
    });
  }, [tagsView, router]);

  // After the page rendered (the kept-pages outlet tells a new page from a returning one by the
  // cache as it was before), and only while its tab is open.
  useEffect(() => {
    if (tagsView) useTagsStore.getState().keepPage(pathname);
  }, [tagsView, pathname]);
}
