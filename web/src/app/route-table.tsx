import { type Area, defaultRolesOf } from '@shop/contract/access';
import { SET_PASSWORD_PATH } from '@shop/contract/password-policy';
import { LoginRoute } from '../areas/session/login-route';
import { loadSignedInEnglish } from '../lib/i18n';
import type { AppRoute, MenuIconName, PageLoader } from './route-types';

// Every page after sign-in is its own chunk. The login page ships in the entry chunk, which shows
// it without the router on a signed-out visit (app/login-start.tsx, `npm run bench -- web`).
const loginPage: PageLoader = () => Promise.resolve({ Component: LoginRoute });
const dashboardPage: PageLoader = () =>
  import('../areas/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage }));
const notFoundPage: PageLoader = () =>
  import('../areas/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage }));
const noPermissionPage: PageLoader = () =>
  import('../areas/errors/no-permission-page').then((m) => ({ Component: m.NoPermissionPage }));
const profilePage: PageLoader = () =>
  import('../areas/profile/profile-page').then((m) => ({ Component: m.ProfilePage }));
// Public, yet worded in the staff catalogue that signed-in pages bring: it brings it along.
const setPasswordPage: PageLoader = () =>
  Promise.all([import('../areas/staff/set-password-page'), loadSignedInEnglish()]).then(([m]) => ({
    Component: m.SetPasswordPage,
  }));
const staffListPage: PageLoader = () =>
  import('../areas/staff/staff-list-page').then((m) => ({ Component: m.StaffListPage }));
const roleListPage: PageLoader = () =>
  import('../areas/role/role-list-page').then((m) => ({ Component: m.RoleListPage }));
const auditLogPage: PageLoader = () =>
  import('../areas/audit/audit-log-page').then((m) => ({ Component: m.AuditLogPage }));
const configListPage: PageLoader = () =>
  import('../areas/config/config-list-page').then((m) => ({ Component: m.ConfigListPage }));
const configCreatePage: PageLoader = () =>
  import('../areas/config/config-create-page').then((m) => ({ Component: m.ConfigCreatePage }));
const configEditPage: PageLoader = () =>
  import('../areas/config/config-edit-page').then((m) => ({ Component: m.ConfigEditPage }));
const mainPageEditor: PageLoader = () =>
  import('../areas/config/main-page-editor').then((m) => ({ Component: m.MainPageEditorPage }));
const productListPage: PageLoader = () =>
  import('../areas/product/product-list-page').then((m) => ({ Component: m.ProductListPage }));
const productEditPage: PageLoader = () =>
  import('../areas/product/product-edit-page').then((m) => ({ Component: m.ProductEditPage }));
const inventorySkuPage: PageLoader = () =>
  import('../areas/inventory/inventory-sku-page').then((m) => ({ Component: m.InventorySkuPage }));
const stockRecordsPage: PageLoader = () =>
  import('../areas/inventory/stock-records-page').then((m) => ({ Component: m.StockRecordsPage }));
const customerListPage: PageLoader = () =>
  import('../areas/customer/customer-list-page').then((m) => ({ Component: m.CustomerListPage }));
const orderListPage: PageLoader = () =>
  import('../areas/order/order-list-page').then((m) => ({ Component: m.OrderListPage }));
const payListPage: PageLoader = () =>
  import('../areas/payment/pay-list-page').then((m) => ({ Component: m.PayListPage }));
const exchangePage: PageLoader = () =>
  import('../areas/exchange/exchange-page').then((m) => ({ Component: m.ExchangePage }));
const boxListPage: PageLoader = () =>
  import('../areas/box/box-list-page').then((m) => ({ Component: m.BoxListPage }));
const boxBuildPage: PageLoader = () =>
  import('../areas/box/box-build-page').then((m) => ({ Component: m.BoxBuildPage }));
const recordListPage: PageLoader = () =>
  import('../areas/box/record-list-page').then((m) => ({ Component: m.RecordListPage }));
const feedListPage: PageLoader = () =>
  import('../areas/feed/feed-list-page').then((m) => ({ Component: m.FeedListPage }));
const feedEditPage: PageLoader = () =>
  import('../areas/feed/feed-edit-page').then((m) => ({ Component: m.FeedEditPage }));
const articleListPage: PageLoader = () =>
  import('../areas/article/article-list-page').then((m) => ({ Component: m.ArticleListPage }));
const articleEditPage: PageLoader = () =>
  import('../areas/article/article-edit-page').then((m) => ({ Component: m.ArticleEditPage }));
const pointLedgerPage: PageLoader = () =>
  import('../areas/point/point-ledger-page').then((m) => ({ Component: m.PointLedgerPage }));
const authRedirectPage: PageLoader = () =>
  import('../areas/session/auth-redirect-page').then((m) => ({ Component: m.AuthRedirectPage }));
const redirectPage: PageLoader = () =>
  import('./layout/redirect-page').then((m) => ({ Component: m.RedirectPage }));

/** Page path of the Dashboard: the breadcrumb's first item and the fallback of B-C6. */
export const DASHBOARD_PATH = '/dashboard';
/** Where a member with a temporary password is taken to choose their own (route-guard). */
export const PASSWORD_CHANGE_PATH = '/profile/index';

/**
 * B-D1: the routes every visitor's console knows. This file is the only place a page path is
 * written; menu, breadcrumb, guard, titles (and later tabs and search) read it.
 */
export const constantRoutes: AppRoute[] = [
  { path: '/', hidden: true, redirect: '/dashboard/index', meta: { title: 'index', needLogin: false } },
  { path: '/login', hidden: true, meta: { needLogin: false }, page: loginPage },
  { path: '/auth-redirect', hidden: true, meta: { needLogin: false }, page: authRedirectPage },
  // A set-password link's page (issue 19): the new member has no session yet.
  { path: SET_PASSWORD_PATH, hidden: true, meta: { needLogin: false }, page: setPasswordPage },
  { path: '/404', hidden: true, meta: { needLogin: false }, page: notFoundPage },
  { path: '/401', hidden: true, meta: { needLogin: false }, page: noPermissionPage },
  // B-I5: a hop that remounts a page at the same address; inside the layout, so it stays put.
  { path: '/redirect/*', layout: true, hidden: true, meta: { needLogin: false }, page: redirectPage },
  {
    path: DASHBOARD_PATH,
    layout: true,
    redirect: '/dashboard/index',
    children: [
      {
        path: 'index',
        name: 'Dashboard',
        meta: { title: 'dashboard', icon: 'dashboard', affix: true },
        page: dashboardPage,
      },
    ],
  },
  {
    path: '/profile',
    layout: true,
    hidden: true,
    redirect: '/profile/index',
    children: [
      { path: 'index', name: 'Profile', meta: { title: 'profile', noCache: true }, page: profilePage },
    ],
  },
];

/**
 * A one-page area: `/<area>` leads to `/<area>/index` (B-D5). `drawerParam` names the search
 * param that opens one record's drawer over the list (`/order/index?order=12`).
 */
function singlePage(
  area: Extract<Area, MenuIconName>,
  name: string,
  title: string,
  page: PageLoader,
  drawerParam?: string,
): AppRoute {
  return {
    path: `/${area}`,
    layout: true,
    redirect: `/${area}/index`,
    access: area,
    children: [
      { path: 'index', name, meta: { title, icon: area, ...(drawerParam ? { drawerParam } : {}) }, page },
    ],
  };
}

/** Fills `meta.permission` (and the built-in roles of B-D2) from `access`, children inheriting it. */
function withRoles(routes: AppRoute[], inherited?: Area): AppRoute[] {
  return routes.map((route) => {
    const access = route.access ?? inherited;
    const children = route.children && withRoles(route.children, access);
    if (!access) return { ...route, ...(children ? { children } : {}) };
    return {
      ...route,
      access,
      meta: { ...route.meta, permission: access, roles: defaultRolesOf(access) },
      ...(children ? { children } : {}),
    };
  });
}

/** B-D2: the role-gated routes in menu order; each user gets the subset their roles allow (B-D6). */
export const asyncRoutes: AppRoute[] = withRoles([
  singlePage('user', 'Users', 'user', customerListPage, 'customer'),
  singlePage('order', 'Orders', 'order', orderListPage, 'order'),
  {
    path: '/product',
    layout: true,
    redirect: '/product/index',
    access: 'product',
    children: [
      { path: 'index', name: 'Products', meta: { title: 'product', icon: 'product' }, page: productListPage },
      {
        path: 'create',
        name: 'CreateProduct',
        hidden: true,
        meta: { title: 'createProduct', activeMenu: '/product/index' },
        page: productEditPage,
      },
      {
        path: 'edit/:id',
        name: 'EditProduct',
        hidden: true,
        params: { id: /^[1-9]\d{0,9}$/ },
        meta: { title: 'editProduct', activeMenu: '/product/index' },
        page: productEditPage,
      },
    ],
  },
  {
    path: '/inventory',
    layout: true,
    redirect: 'noRedirect',
    access: 'inventory',
    meta: { title: 'inventory', icon: 'inventory' },
    children: [
      { path: 'product', name: 'InventorySKU', meta: { title: 'inventorySkuList' }, page: inventorySkuPage },
      { path: 'records', name: 'Records', meta: { title: 'records' }, page: stockRecordsPage },
    ],
  },
  singlePage('exchange', 'ExchangeList', 'exchangeList', exchangePage, 'exchangeOrder'),
  singlePage('point', 'Point', 'point', pointLedgerPage),
  {
    path: '/config',
    layout: true,
    redirect: 'noRedirect',
    access: 'config',
    meta: { title: 'config', icon: 'config' },
    children: [
      { path: 'create', name: 'CreateConfig', meta: { title: 'createConfig' }, page: configCreatePage },
      { path: 'list', name: 'ConfigList', meta: { title: 'configList' }, page: configListPage },
      { path: 'main', name: 'MainPage', meta: { title: 'mainPageConfig' }, page: mainPageEditor },
      {
        path: 'edit/:key',
        name: 'EditConfig',
        hidden: true,
        // B-D4: word characters only, so `/config/edit/a-b` is unknown.
        params: { key: /^\w+$/ },
        meta: { title: 'editConfig', activeMenu: '/config/list' },
        page: configEditPage,
      },
    ],
  },
  // Mystery boxes (issue 21): the series with their prize pools and odds, then (after the pay
  // list, as the spec's vocabulary orders them) the record list of their draws.
  {
    path: '/box',
    layout: true,
    redirect: '/box/index',
    access: 'box',
    meta: { title: 'box', icon: 'box' },
    children: [
      { path: 'index', name: 'BoxList', meta: { title: 'boxList' }, page: boxListPage },
      { path: 'build', name: 'BuildBox', meta: { title: 'buildBox' }, page: boxBuildPage },
      {
        path: 'build/:id',
        name: 'EditBox',
        hidden: true,
        params: { id: /^[1-9]\d{0,9}$/ },
        meta: { title: 'editBox', activeMenu: '/box/index' },
        page: boxBuildPage,
      },
    ],
  },
  // Feeds and articles (issue 22): the community posts with their moderation queue and comments,
  // then the shop's stories. The spec's catalogue names their pages: list, create, edit.
  {
    path: '/feed',
    layout: true,
    redirect: '/feed/list',
    access: 'feed',
    meta: { title: 'feed', icon: 'feed' },
    children: [
      {
        path: 'list',
        name: 'FeedList',
        meta: { title: 'feedList', drawerParam: 'post' },
        page: feedListPage,
      },
      { path: 'create', name: 'CreateFeed', meta: { title: 'createFeed' }, page: feedEditPage },
      {
        path: 'edit/:id',
        name: 'EditFeed',
        hidden: true,
        params: { id: /^[1-9]\d{0,9}$/ },
        meta: { title: 'editFeed', activeMenu: '/feed/list' },
        page: feedEditPage,
      },
    ],
  },
  {
    path: '/article',
    layout: true,
    redirect: '/article/list',
    access: 'article',
    meta: { title: 'article', icon: 'article' },
    children: [
      { path: 'list', name: 'ArticleList', meta: { title: 'articleList' }, page: articleListPage },
      { path: 'create', name: 'CreateArticle', meta: { title: 'createArticle' }, page: articleEditPage },
      {
        path: 'edit/:id',
        name: 'EditArticle',
        hidden: true,
        params: { id: /^[1-9]\d{0,9}$/ },
        meta: { title: 'editArticle', activeMenu: '/article/list' },
        page: articleEditPage,
      },
    ],
  },
  singlePage('payment', 'PayList', 'payList', payListPage, 'payment'),
  {
    path: '/record',
    layout: true,
    redirect: '/record/index',
    access: 'box',
    children: [
      {
        path: 'index',
        name: 'RecordList',
        meta: { title: 'recordList', icon: 'record', drawerParam: 'draw' },
        page: recordListPage,
      },
    ],
  },
  // Staff, roles and the audit trail (issue 19): each page its own permission, so a role may hold
  // the audit log without the staff accounts; the group stays while any of them does.
  {
    path: '/staff',
    layout: true,
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: 'staffGroup', icon: 'staff' },
    children: [
      {
        path: 'index',
        name: 'Staff',
        access: 'staff',
        meta: { title: 'staff', icon: 'staff', drawerParam: 'edit' },
        page: staffListPage,
      },
      {
        path: 'roles',
        name: 'Roles',
        access: 'role',
        meta: { title: 'roles' },
        page: roleListPage,
      },
      {
        path: 'audit',
        name: 'AuditLog',
        access: 'audit',
        meta: { title: 'auditLog', drawerParam: 'entry' },
        page: auditLogPage,
      },
    ],
  },
]);

/** Any other path: the guard sends it to /404 (signed in) or to the login page. */
export const catchAllRoute: AppRoute = { path: '*', hidden: true, redirect: '/404' };
