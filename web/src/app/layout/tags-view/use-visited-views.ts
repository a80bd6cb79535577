import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { usePermissionStore } from '../../../stores/permission-store';
import { useSettingsStore } from '../../../stores/settings-store';
import { useTagsStore } from '../../../stores/tags-store';
import { chainOf } from '../../route-match';
import { constantRoutes } from '../../route-table';
import { affixViewsOf, viewOf } from './visited-view';

/**
 * B-G2/B-G3/B-G17: while the Tags-View setting is on, the fixed tabs are there first and every
 * visit of a named route adds (or updates) its tab and caches its page. While it is off, visits
 * add nothing and what is there is kept.
 */
export function useVisitedViews(): void {
  const matches = useMatches();
  const { pathname, search, hash } = useLocation();
  const tagsView = useSettingsStore((s) => s.tagsView);
  const routes = usePermissionStore((s) => s.routes);

  // The fixed tabs depend on the routes only, not on each visit (effects run in order: first).
  useEffect(() => {
    if (tagsView) useTagsStore.getState().addAffixViews(affixViewsOf([...constantRoutes, ...routes]));
  }, [tagsView, routes]);

  useEffect(() => {
    if (!tagsView) return;
    const view = viewOf(chainOf(matches), { pathname, search, hash });
    if (view) useTagsStore.getState().addView(view);
  }, [tagsView, matches, pathname, search, hash]);
}
