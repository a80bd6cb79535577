/**
 * The forms with typed but unsaved values, wherever they are mounted: the page in front, a kept
 * page behind another tab, a drawer or a dialog. The tags bar asks it before closing a tab, the
 * router's blocker before a navigation that would unmount a form, the browser before unloading.
 * Plain data and functions (no React), so the rules are unit-tested on their own.
 */

/** Where a navigation starts or ends. */
export interface Place {
  pathname: string;
  search: string;
}

export interface UnsavedForm {
  /** The path of the page (tab) the form lives in: its kept page's own path. */
  path: string;
  /**
   * The search param whose value the form lives under (an edit drawer's `edit=12`), or none for
   * a form of the page itself. A navigation that changes it closes the drawer and loses the form.
   */
  anchor?: { param: string; value: string | null } | undefined;
  /**
   * A part of the page the form belongs to (a drawer kept in component state, such as the
   * categories), whose own close asks about its forms only.
   */
  scope?: string | undefined;
  /** Something was typed and not saved. */
  dirty: boolean;
  /** The user chose Discard or saved through the question: not asked about again until it unmounts. */
  released: boolean;
  /**
   * The form's own save: resolves true when saved, false when refused (its errors then show).
   * None where submitting is no mere save (cancelling an order, refunding money): the question
   * then offers Discard and Stay only, so nothing irreversible happens from a leave question.
   */
  save?: (() => Promise<boolean>) | undefined;
}

export interface UnsavedRegistry {
  /** Adds a form; the returned function removes it. The same object may be added again. */
  add(form: UnsavedForm): () => void;
  /** True while the form is registered. */
  has(form: UnsavedForm): boolean;
  /** Dirty forms in the pages of these paths (tabs being closed or refreshed), or of one scope there. */
  dirtyIn(paths: readonly string[], scope?: string): UnsavedForm[];
  /**
   * Dirty forms a navigation from `from` to `to` unmounts: all of the page's when it leaves its
   * path and is not kept in a tab, else those whose drawer param the navigation changes.
   */
  lostBy(from: Place, to: Place, pageKept: boolean): UnsavedForm[];
  /** Any dirty form at all (the browser's own tab is closing). */
  anyDirty(): boolean;
  /** Forgets the forms of pages no longer mounted (their tab closed while hidden). */
  keepOnly(isMounted: (path: string) => boolean): void;
  /** True for a page kept mounted behind another tab (its effects are cleaned up, its forms stay). */
  isHiddenKeptPage(path: string): boolean;
  /** The layout tells which pages are kept and hidden. */
  setHiddenKeptPage(check: (path: string) => boolean): void;
}

const asking = (form: UnsavedForm) => form.dirty && !form.released;

function anchorValue(search: string, param: string): string | null {
  return new URLSearchParams(search).get(param);
}

export function createUnsavedRegistry(): UnsavedRegistry {
  const forms = new Set<UnsavedForm>();
  let hiddenKept: (path: string) => boolean = () => false;
  return {
    isHiddenKeptPage: (path) => hiddenKept(path),
    setHiddenKeptPage(check) {
      hiddenKept = check;
    },
    add(form) {
      forms.add(form);
      return () => forms.delete(form);
    },
    has: (form) => forms.has(form),
    dirtyIn(paths, scope) {
      return [...forms].filter(
        (form) => asking(form) && paths.includes(form.path) && (scope === undefined || form.scope === scope),
      );
    },
    lostBy(from, to, pageKept) {
      const here = [...forms].filter((form) => asking(form) && form.path === from.pathname);
      if (to.pathname !== from.pathname) return pageKept ? [] : here;
      return here.filter(
        (form) => form.anchor && anchorValue(to.search, form.anchor.param) !== form.anchor.value,
      );
    },
    anyDirty: () => [...forms].some(asking),
    keepOnly(isMounted) {
      for (const form of forms) if (!isMounted(form.path)) forms.delete(form);
    },
  };
}

/** True when every one of these forms can be saved from the question. */
export const canSaveAll = (forms: readonly UnsavedForm[]): boolean => forms.every((form) => form.save);

/** The console's one registry. */
export const unsavedForms = createUnsavedRegistry();

/**
 * Runs the user's answer over the forms: Save saves each one in turn and succeeds only if all
 * did; Discard lets them go. Either way the settled forms are not asked about again.
 */
export async function settleForms(
  forms: readonly UnsavedForm[],
  choice: 'save' | 'discard',
): Promise<boolean> {
  if (choice === 'save') {
    for (const form of forms) {
      // Released while saving: a save that navigates by itself (a drawer closing) is not asked about.
      form.released = true;
      const saved = form.save ? await form.save().catch(() => false) : false;
      if (!saved) {
        form.released = false;
        return false;
      }
    }
    return true;
  }
  for (const form of forms) form.released = true;
  return true;
}
