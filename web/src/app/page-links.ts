import { withDrawer } from '../lib/list/edit-drawer-url';
import { asyncRoutes, constantRoutes } from './route-table';
import type { AppRoute } from './route-types';

/**
 * Addresses of console pages for links from any area, read from the route table by route name, so
 * the table stays the only place a page path is written: `pagePath('EditProduct', { id: 7 })` is
 * `/product/edit/7`, `drawerLink('Orders', 12)` is `/order/index?order=12`.
 */

interface Page {
  path: string;
  drawerParam: string | undefined;
}

function indexOf(routes: AppRoute[], base = '', into = new Map<string, Page>()): Map<string, Page> {
  for (const route of routes) {
    const path = route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    if (route.name) into.set(route.name, { path, drawerParam: route.meta?.drawerParam });
    if (route.children) indexOf(route.children, path, into);
  }
  return into;
}

let pages: Map<string, Page> | undefined;

function pageNamed(name: string): Page {
  pages ??= indexOf([...constantRoutes, ...asyncRoutes]);
  const page = pages.get(name);
  if (!page) throw new Error(`The route table has no page named ${name}`);
  return page;
}

/** The path of the route named `name`, its `:params` filled. */
export function pagePath(name: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pageNamed(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Where one record opens from any page: its drawer over the list of the route named `name`. */
export function drawerLink(name: string, id: number): string {
  const { path, drawerParam } = pageNamed(name);
  if (!drawerParam) throw new Error(`${name} opens no drawer (route meta.drawerParam)`);
  return `${path}${withDrawer('', id, drawerParam)}`;
}

/** The search param of the drawer of the route named `name` (the list page reads it). */
export function drawerParamOf(name: string): string {
  const param = pageNamed(name).drawerParam;
  if (!param) throw new Error(`${name} opens no drawer (route meta.drawerParam)`);
  return param;
}
