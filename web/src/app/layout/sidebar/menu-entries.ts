import { isExternal } from '../../../lib/is-external';
import { resolvePath } from '../../route-objects';
import type { AppRoute, MatchedRoute, MenuIconName } from '../../route-types';

/** One sidebar entry: a link (no children) or a submenu. */
export interface MenuEntry {
  /** The resolved path (or URL) it opens; a submenu's own path. */
  key: string;
  titleKey: string;
  icon?: MenuIconName;
  badge?: string | number;
  /** B-E12: a URL opened in a new tab, never a router navigation. */
  external: boolean;
  children?: MenuEntry[];
}

function entryFor(route: AppRoute, basePath: string): MenuEntry | null {
  if (route.hidden) return null;
  const fullPath = resolvePath(basePath, route.path);
  const showing = (route.children ?? []).filter((child) => !child.hidden);
  // One visible child stands for its parent; none means the route is an item itself.
  const only = showing.length === 1 ? showing[0] : showing.length === 0 ? { ...route, path: '' } : undefined;
  if (only && (!only.children || showing.length === 0) && !route.alwaysShow) {
    if (!only.meta?.title) return null;
    const key = resolvePath(fullPath, only.path);
    return {
      key,
      titleKey: only.meta.title,
      icon: only.meta.icon ?? route.meta?.icon,
      badge: only.meta.badge,
      external: isExternal(key),
    };
  }
  return {
    key: fullPath,
    titleKey: route.meta?.title ?? '',
    icon: route.meta?.icon,
    badge: route.meta?.badge,
    external: false,
    children: showing.flatMap((child) => entryFor(child, fullPath) ?? []),
  };
}

/** B-E11: the sidebar's entries for the user's routes, in table order, hidden ones skipped. */
export function menuEntries(routes: readonly AppRoute[]): MenuEntry[] {
  return routes.flatMap((route) => entryFor(route, '') ?? []);
}

/** B-E13: the entry to highlight: the route's `meta.activeMenu`, else the current path. */
export function activeMenuOf(chain: readonly MatchedRoute[], pathname: string): string {
  let active: string | undefined;
  for (const { route } of chain) active = route.meta?.activeMenu ?? active;
  return active ?? pathname;
}

/** Keys of the submenus that hold the entry `key`, outermost first. */
export function submenusHolding(entries: readonly MenuEntry[], key: string): string[] {
  for (const entry of entries) {
    if (entry.key === key && !entry.children) return [];
    if (entry.children) {
      const inner = submenusHolding(entry.children, key);
      if (inner.length > 0 || entry.children.some((c) => c.key === key)) return [entry.key, ...inner];
    }
  }
  return [];
}
