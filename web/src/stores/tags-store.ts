import { create } from 'zustand';

/** One tab of the tags bar: a visited named route (B-G3). */
export interface TagView {
  /** The route's path without query: a tab's identity (B-G4) and its cached page's key (B-I1). */
  path: string;
  /** Path, query and hash as last visited: where clicking the tab goes (B-G5). */
  fullPath: string;
  /** The route name. */
  name: string;
  /** Title key under `route:`; absent shows `no-name`. */
  title?: string;
  /** A fixed tab: no close icon, never closed (B-G7). */
  affix: boolean;
  /** The page starts fresh on every visit (B-I2). */
  noCache: boolean;
  /** For a route with parameters, the record it shows until its page names it: the last parameter. */
  record?: string;
}

/** Pages kept alive at once: the least recently shown one goes first when more are visited. */
export const CACHED_PAGES_CAP = 20;

export interface TagsState {
  visitedViews: TagView[];
  /** Paths of the pages kept alive, least recently shown first (B-I3). */
  cachedViews: string[];
  /** B-G2: the fixed tabs, in table order, before anything else; missing ones only (B-G17). */
  addAffixViews(views: readonly TagView[]): void;
  /** B-G3/B-G4/B-I3: a tab for a visit, or the existing one moved to this query; caches its page. */
  addView(view: TagView): void;
  /** B-G3/B-G4: the tab of a location the router committed (the page is cached once it renders). */
  addTab(view: TagView): void;
  /** B-I3: the page of an open tab rendered: it stays cached. A closed tab's page is not. */
  keepPage(path: string): void;
  /** B-G9: removes a tab and its cached page; the caller decides where to go. */
  delView(path: string): void;
  /** B-G13: fixed tabs and this one stay; only this one's page stays cached. */
  delOthersViews(path: string): void;
  /** B-G14: fixed tabs stay; no page stays cached. */
  delAllViews(): void;
  /** B-G12: the next visit of this path mounts its page afresh. */
  dropCachedView(path: string): void;
  /** B-I4 (size change): every page starts fresh on its next visit; tabs stay. */
  clearCachedViews(): void;
  /** B-A13: signing out forgets tabs and cached pages. */
  reset(): void;
}

/** `views` with `path` moved to the end (most recently shown), capped from the front. */
function touchCached(cached: readonly string[], path: string): string[] {
  const next = [...cached.filter((p) => p !== path), path];
  return next.length > CACHED_PAGES_CAP ? next.slice(next.length - CACHED_PAGES_CAP) : next;
}

export const useTagsStore = create<TagsState>()((set, get) => ({
  visitedViews: [],
  cachedViews: [],

  addAffixViews(views) {
    const present = new Set(get().visitedViews.map((v) => v.path));
    const missing = views.filter((v) => !present.has(v.path));
    if (missing.length === 0) return;
    // Fixed tabs lead the bar, in table order, even when re-added after the bar was switched off.
    set((s) => {
      const affix = [...s.visitedViews.filter((v) => v.affix), ...missing];
      const order = views.map((v) => v.path);
      affix.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
      return { visitedViews: [...affix, ...s.visitedViews.filter((v) => !v.affix)] };
    });
  },

  addView(view) {
    get().addTab(view);
    get().keepPage(view.path);
  },

  addTab(view) {
    set((s) => {
      const existing = s.visitedViews.find((v) => v.path === view.path);
      if (existing?.fullPath === view.fullPath) return s;
      const visitedViews = existing
        ? s.visitedViews.map((v) => (v.path === view.path ? { ...v, fullPath: view.fullPath } : v))
        : [...s.visitedViews, view];
      return { visitedViews };
    });
  },

  keepPage(path) {
    set((s) => {
      const tab = s.visitedViews.find((v) => v.path === path);
      if (!tab || tab.noCache || s.cachedViews.at(-1) === path) return s;
      return { cachedViews: touchCached(s.cachedViews, path) };
    });
  },

  delView(path) {
    set((s) => ({
      visitedViews: s.visitedViews.filter((v) => v.path !== path || v.affix),
      cachedViews: s.cachedViews.filter((p) => p !== path),
    }));
  },

  delOthersViews(path) {
    set((s) => ({
      visitedViews: s.visitedViews.filter((v) => v.affix || v.path === path),
      cachedViews: s.cachedViews.filter((p) => p === path),
    }));
  },

  delAllViews() {
    set((s) => ({ visitedViews: s.visitedViews.filter((v) => v.affix), cachedViews: [] }));
  },

  dropCachedView(path) {
    set((s) => ({ cachedViews: s.cachedViews.filter((p) => p !== path) }));
  },

  clearCachedViews() {
    set({ cachedViews: [] });
  },

  reset() {
    set({ visitedViews: [], cachedViews: [] });
  },
}));
