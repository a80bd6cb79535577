import { useNavigate } from 'react-router';
import { confirmLeave } from '../../../lib/unsaved/leave-question';
import { unsavedForms } from '../../../lib/unsaved/unsaved-registry';
import { type TagView, useTagsStore } from '../../../stores/tags-store';
import { useDataRouter } from './use-visited-views';

/** Non-fixed tabs that `keep` rejects: the ones a close would remove. */
const closing = (keep: (view: TagView) => boolean) =>
  useTagsStore
    .getState()
    .visitedViews.filter((v) => !v.affix && !keep(v))
    .map((v) => v.path);

/**
 * What the tags bar and its context menu do to tabs (B-G9, B-G12..B-G14). A close that would
 * lose typed values asks first (Save / Discard / Stay). "Current" is what the router shows or is
 * about to show: a tab clicked and closed at once must not come back when its navigation lands.
 */
export function useTagActions() {
  const navigate = useNavigate();
  const router = useDataRouter();

  /** The page shown, and the one a navigation under way is heading to. */
  function isCurrent(path: string) {
    return router.state.location.pathname === path || router.state.navigation.location?.pathname === path;
  }

  /** B-G9/B-G14: to the last remaining tab, or `/` when none remain. */
  function toLastView() {
    const last = useTagsStore.getState().visitedViews.at(-1);
    navigate(last ? last.fullPath : '/');
  }

  /** True once the typed values of these tabs' pages are saved or discarded. */
  async function mayLose(paths: readonly string[], show?: TagView) {
    const outcome = await confirmLeave(unsavedForms.dirtyIn(paths));
    // A refused save shows its errors on its page: bring a hidden one forward.
    if (outcome === 'saveFailed' && show && !isCurrent(show.path)) navigate(show.fullPath);
    return outcome === 'go';
  }

  return {
    open(view: TagView) {
      navigate(view.fullPath);
    },
    /** B-G9: the current page stays unless its own tab closed. */
    async close(view: TagView) {
      if (view.affix || !(await mayLose([view.path], view))) return;
      const current = isCurrent(view.path);
      useTagsStore.getState().delView(view.path);
      if (current) toLastView();
    },
    /** B-G13: to the right-clicked tab; only it and the fixed tabs stay. */
    async closeOthers(view: TagView) {
      if (!(await mayLose(closing((v) => v.path === view.path)))) return;
      useTagsStore.getState().delOthersViews(view.path);
      if (router.state.location.pathname !== view.path) navigate(view.fullPath);
    },
    /** B-G14: fixed tabs stay; away from the current page if its tab is gone. */
    async closeAll() {
      if (!(await mayLose(closing(() => false)))) return;
      useTagsStore.getState().delAllViews();
      const { location, navigation } = router.state;
      const open = (path: string | undefined) =>
        useTagsStore.getState().visitedViews.some((v) => v.path === path);
      if (!open(location.pathname) || (navigation.location && !open(navigation.location.pathname)))
        toLastView();
    },
    /** B-G12: the page remounts fresh at its full path through `/redirect` (history replaced). */
    async refresh(view: TagView) {
      if (!(await mayLose([view.path], view))) return;
      useTagsStore.getState().dropCachedView(view.path);
      navigate(`/redirect${view.fullPath}`, { replace: true });
    },
  };
}
