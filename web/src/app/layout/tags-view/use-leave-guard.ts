import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { confirmLeave } from '../../../lib/unsaved/leave-question';
import { unsavedForms } from '../../../lib/unsaved/unsaved-registry';
import { useTagsStore } from '../../../stores/tags-store';
import { useDataRouter } from './use-visited-views';

/** A page that stays mounted when the router leaves it: its tab keeps it (B-I1). */
const keptInTab = (path: string) => useTagsStore.getState().cachedViews.includes(path);

/**
 * The layout's half of the unsaved-edits guard: a navigation (menu, breadcrumb, Back, a drawer's
 * param dropped) that would unmount a dirty form asks Save / Discard / Stay first; the browser
 * asks before a reload or closing its own tab; forms of pages whose tab closed are forgotten.
 */
export function useLeaveGuard(): void {
  const router = useDataRouter();

  useEffect(() => {
    const current = () => router.state.location.pathname;
    unsavedForms.setHiddenKeptPage((path) => path !== current() && keptInTab(path));
    return useTagsStore.subscribe((state) =>
      unsavedForms.keepOnly((path) => path === current() || state.cachedViews.includes(path)),
    );
  }, [router]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsavedForms.lostBy(currentLocation, nextLocation, keptInTab(currentLocation.pathname)).length > 0,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const from = router.state.location;
    const lost = unsavedForms.lostBy(from, blocker.location, keptInTab(from.pathname));
    // Saved or discarded: on to where the user was going (the settled forms no longer block),
    // unless the save moved on by itself (a drawer closing after its save): going again would
    // take a Back twice.
    void confirmLeave(lost).then((outcome) => {
      if (outcome === 'go' && router.state.location.key === from.key) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, router]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsavedForms.anyDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
