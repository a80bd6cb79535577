import type { Area } from '@shop/contract/access';
import type { ComponentType } from 'react';

/**
 * Icon names a route may show in the menu. Names rather than components, so the route table (in
 * the first chunk every page loads) does not pull the icon set; the sidebar maps them.
 */
export type MenuIconName =
  | 'dashboard'
  | 'user'
  | 'order'
  | 'product'
  | 'inventory'
  | 'exchange'
  | 'box'
  | 'record'
  | 'feed'
  | 'article'
  | 'point'
  | 'config'
  | 'payment'
  | 'staff';

/** What a route says about itself (B-D10). */
export interface RouteMeta {
  /** Title key under `route.`: menu label, breadcrumb, tab and document title. */
  title?: string;
  icon?: MenuIconName;
  /** The built-in roles that open the route as shipped (B-D2); filled from the contract, never by hand. */
  roles?: readonly string[];
  /** The page permission that opens the route (its `access`); filled from it, never by hand. */
  permission?: Area;
  noCache?: boolean;
  /** A fixed tab that cannot be closed. */
  affix?: boolean;
  /** The menu item highlighted while this (usually hidden) route is open. */
  activeMenu?: string;
  /** `false` leaves the route out of the breadcrumb. */
  breadcrumb?: false;
  /** `false` marks a public route: no token needed (B-C3). */
  needLogin?: false;
  badge?: string | number;
  /** `null` blanks the page icon while the route is open (B-J4). */
  favicon?: null;
  /** The search param that opens one record's drawer over this list (`?order=12`). */
  drawerParam?: string;
}

/** A lazily loaded page module, in React Router's `lazy` shape. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

/** One entry of the route table: a page, a redirect, or a group of children. */
export interface AppRoute {
  /** Absolute for top-level entries, relative (no leading `/`) for children; may be a URL. */
  path: string;
  name?: string;
  hidden?: boolean;
  /** Always show as a submenu, even with one visible child. */
  alwaysShow?: boolean;
  /** An absolute path, or `noRedirect` for a group that is not a page (breadcrumb text). */
  redirect?: string;
  /** Top-level only: renders inside the signed-in layout. */
  layout?: boolean;
  /** The page (contract permissions.ts) the route belongs to; its children inherit it. */
  access?: Area;
  meta?: RouteMeta;
  page?: PageLoader;
  /** Patterns a path parameter must match in full, else the path is unknown (B-D4). */
  params?: Readonly<Record<string, RegExp>>;
  children?: AppRoute[];
}

/** A route of a match chain with the full path pattern it was reached by. */
export interface MatchedRoute {
  route: AppRoute;
  /** e.g. `/config/edit/:key`. */
  fullPath: string;
}
