import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardNavigation, leadTo } from './route-guard';

/** What a route says about itself (B-D10); the menu, tabs and titles of later issues read it. */
export interface RouteMeta {
  /** Title key under `route.`; also the tab and menu label. */
  title?: string;
  icon?: string;
  roles?: readonly string[];
  noCache?: boolean;
  affix?: boolean;
  activeMenu?: string;
  breadcrumb?: false;
  /** `false` marks a public route: no token needed (B-C3). */
  needLogin?: false;
}

/** One entry of the route table: a page, a redirect, or a group of children. */
export interface AppRoute {
  path: string;
  name?: string;
  hidden?: boolean;
  /** Renders inside the signed-in layout (navbar, later sidebar and tabs). */
  layout?: boolean;
  redirect?: string;
  meta?: RouteMeta;
  page?: () => Promise<{ Component: React.ComponentType }>;
  children?: AppRoute[];
}

/** B-D1: the routes every visitor's console knows. The only place a page path is written. */
export const constantRoutes: AppRoute[] = [
  { path: '/', hidden: true, redirect: '/dashboard/index', meta: { title: 'index', needLogin: false } },
  {
    path: '/login',
    hidden: true,
    meta: { needLogin: false },
    page: () => import('../areas/session/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/dashboard',
    layout: true,
    redirect: '/dashboard/index',
    children: [
      {
        path: 'index',
        name: 'Dashboard',
        meta: { title: 'dashboard', affix: true },
        page: () => import('../areas/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
      },
    ],
  },
  {
    path: '/404',
    hidden: true,
    meta: { needLogin: false },
    page: () => import('../areas/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
  { path: '*', hidden: true, redirect: '/404' },
];

export interface RouteHandle {
  name?: string;
  meta?: RouteMeta;
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, meta: route.meta };
  const children = route.children?.map(toRouteObject) ?? [];
  const target = route.redirect;
  // A group's redirect applies to the group path itself, so it becomes an index child.
  if (target && children.length > 0) children.unshift({ index: true, loader: () => leadTo(target) });
  const page = route.page;
  return {
    path: route.path,
    handle,
    ...(target && children.length === 0 ? { loader: () => leadTo(target) } : {}),
    ...(page ? { lazy: page } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}

/** The route table as React Router routes: layout pages nest under the layout route. */
export function toRouteObjects(table: AppRoute[]): RouteObject[] {
  const outside = table.filter((r) => !r.layout).map(toRouteObject);
  const inside = table.filter((r) => r.layout).map(toRouteObject);
  const layout: RouteObject = {
    id: 'layout',
    lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
    children: inside,
  };
  // The catch-all stays last so that the layout's pages match first.
  const catchAll = outside.filter((r) => r.path === '*');
  return [...outside.filter((r) => r.path !== '*'), layout, ...catchAll];
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    // The guard runs before every navigation, not only when the root first loads.
    loader: (args: LoaderFunctionArgs) => guardNavigation(args, routes),
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    children: toRouteObjects(constantRoutes),
  },
];
