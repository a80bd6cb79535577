import { useLocation, useNavigate } from 'react-router';
import { type TagView, useTagsStore } from '../../../stores/tags-store';

/** What the tags bar and its context menu do to tabs (B-G9, B-G12..B-G14). */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  /** B-G9/B-G14: to the last remaining tab, or `/` when none remain. */
  function toLastView() {
    const last = useTagsStore.getState().visitedViews.at(-1);
    navigate(last ? last.fullPath : '/');
  }

  return {
    open(view: TagView) {
      navigate(view.fullPath);
    },
    /** B-G9: the current page stays unless its own tab closed. */
    close(view: TagView) {
      if (view.affix) return;
      useTagsStore.getState().delView(view.path);
      if (view.path === pathname) toLastView();
    },
    /** B-G13: to the right-clicked tab; only it and the fixed tabs stay. */
    closeOthers(view: TagView) {
      useTagsStore.getState().delOthersViews(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
    },
    /** B-G14: fixed tabs stay; away from the current page if its tab is gone. */
    closeAll() {
      const { delAllViews } = useTagsStore.getState();
      delAllViews();
      if (!useTagsStore.getState().visitedViews.some((v) => v.path === pathname)) toLastView();
    },
    /** B-G12: the page remounts fresh at its full path through `/redirect` (history replaced). */
    refresh(view: TagView) {
      useTagsStore.getState().dropCachedView(view.path);
      navigate(`/redirect${view.fullPath}`, { replace: true });
    },
  };
}
