import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router';
import { confirmLeave, type LeaveOutcome } from './leave-question';
import { type UnsavedForm, unsavedForms } from './unsaved-registry';

/**
 * The address of the page the form is in (a kept page's own, see cached-outlet.tsx); outside a
 * router (a form rendered on its own in a component test) the browser's.
 */
function usePlace(): { pathname: string; search: string } {
  // The context rather than useLocation(), which throws outside a router.
  return useContext(LocationContext)?.location ?? window.location;
}

export interface UnsavedOptions {
  /** Something was typed and not saved. A form that is not dirty never asks. */
  dirty: boolean;
  /**
   * The form's own save: true when saved, false when refused (the form shows why). Leave it out
   * where submitting is irreversible (a cancel, a refund): the question offers no Save then.
   */
  save?: () => Promise<boolean>;
  /** For a form in a drawer opened by a search param (`edit`, `customer`): that param. */
  anchor?: string;
  /** For a form in a part of the page that closes by itself (see `useUnsavedScope`). */
  scope?: string;
}

/**
 * Registers a form with the console's unsaved-edits guard: closing its tab, leaving its page or
 * closing its drawer asks Save / Discard / Stay while it is dirty, and so does the browser.
 *
 * A kept page hidden behind another tab has its effects cleaned up by React's `<Activity>`, yet
 * its form is still there: the cleanup keeps the form registered while its page is kept (the
 * layout forgets the forms of pages whose tab closes), and removes it on a real unmount.
 */
export function useUnsavedChanges({ dirty, save, anchor, scope }: UnsavedOptions) {
  const { pathname, search } = usePlace();
  const saveRef = useRef(save);
  const [form] = useState<UnsavedForm>(() => ({
    path: pathname,
    dirty,
    released: false,
    save: save ? () => saveRef.current?.() ?? Promise.resolve(false) : undefined,
    scope,
  }));
  const anchorValue = anchor ? new URLSearchParams(search).get(anchor) : null;

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  useEffect(() => {
    // Typing again after a Discard that kept the form (e.g. a failed close) asks again.
    if (dirty && !form.dirty) form.released = false;
    form.dirty = dirty;
    form.anchor = anchor ? { param: anchor, value: anchorValue } : undefined;
  }, [form, dirty, anchor, anchorValue]);

  useEffect(() => {
    const remove = unsavedForms.add(form);
    return () => {
      if (!unsavedForms.isHiddenKeptPage(form.path)) remove();
    };
  }, [form]);

  /** Runs `then` (closing the drawer or dialog) once the form's edits are saved or discarded. */
  const leave = useCallback(
    async (then: () => void): Promise<LeaveOutcome> => {
      const outcome = await confirmLeave(form.dirty && !form.released ? [form] : []);
      if (outcome === 'go') then();
      return outcome;
    },
    [form],
  );

  /** Saved (or dropped) and about to close itself: the navigation it starts now does not ask. */
  const settle = useCallback(() => {
    form.released = true;
  }, [form]);

  return { leave, settle };
}

/**
 * For a drawer or panel held in component state rather than the URL: `leave(then)` runs `then`
 * (close, or show another record) once the dirty forms registered under `scope` on this page
 * are saved or discarded; at once when there are none.
 */
export function useUnsavedScope(scope: string) {
  const { pathname } = usePlace();
  const leave = useCallback(
    async (then: () => void): Promise<LeaveOutcome> => {
      const outcome = await confirmLeave(unsavedForms.dirtyIn([pathname], scope));
      if (outcome === 'go') then();
      return outcome;
    },
    [pathname, scope],
  );
  return { leave };
}
