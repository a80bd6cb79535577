import { defaultRolesOf } from '@shop/contract/access';
import { builtInRoles, defaultPermissionsOf } from '@shop/contract/permissions';
import { describe, expect, it } from 'vitest';
import { generateRoutes, routePaths } from './route-access';
import { resolvePath } from './route-objects';
import { asyncRoutes } from './route-table';
import type { AppRoute } from './route-types';

/** Every gated route with its full path, parents before children. */
function flatten(routes: readonly AppRoute[], parent = ''): { route: AppRoute; fullPath: string }[] {
  return routes.flatMap((route) => {
    const fullPath = resolvePath(parent, route.path);
    return [{ route, fullPath }, ...flatten(route.children ?? [], fullPath)];
  });
}

const gated = flatten(asyncRoutes);

describe('gated routes and the permission catalogue (B-D6)', () => {
  it.each(gated.map((g) => [g.fullPath, g.route] as const))(
    '%s takes its page permission and built-in roles from its area',
    (_, route) => {
      // A group without a page of its own (Staff & roles) leaves the permissions to its children.
      if (!route.access && !route.page) {
        expect(route.children?.every((c) => c.access)).toBe(true);
        return;
      }
      expect(route.access).toBeDefined();
      expect(route.meta?.permission).toBe(route.access);
      expect(route.meta?.roles).toEqual(defaultRolesOf(route.access ?? 'dashboard'));
    },
  );

  it.each(builtInRoles)('gives %s as shipped exactly the routes its roles of B-D2 name', (role) => {
    const paths = routePaths(generateRoutes(asyncRoutes, [role], defaultPermissionsOf(role)));
    for (const { route, fullPath } of gated) {
      const opens = route.meta?.roles
        ? route.meta.roles.includes(role)
        : (route.children ?? []).some((c) => c.meta?.roles?.includes(role));
      expect([fullPath, paths.has(fullPath)]).toEqual([fullPath, opens]);
    }
  });

  it('gives a custom role the pages its permissions name, and nothing for an action alone', () => {
    const paths = routePaths(generateRoutes(asyncRoutes, ['packer'], ['order', 'inventory.adjust']));
    expect(paths.has('/order/index')).toBe(true);
    expect(paths.has('/inventory/product')).toBe(false);
    expect(paths.has('/user/index')).toBe(false);
  });
});

describe('generateRoutes (B-D6)', () => {
  const names = (routes: AppRoute[]) => flatten(routes).flatMap(({ route }) => route.name ?? []);
  const all = names(asyncRoutes);

  it('keeps the menu order of B-D2', () => {
    expect(all).toEqual([
      'Users',
      'Orders',
      'Products',
      'CreateProduct',
      'EditProduct',
      'InventorySKU',
      'Records',
      'ExchangeList',
      'Point',
      'CreateConfig',
      'ConfigList',
      'MainPage',
      'EditConfig',
      'BoxList',
      'BuildBox',
      'EditBox',
      'FeedList',
      'CreateFeed',
      'EditFeed',
      'ArticleList',
      'CreateArticle',
      'EditArticle',
      'PayList',
      'RecordList',
      'Staff',
      'Roles',
      'AuditLog',
    ]);
  });

  it.each([['developer'], ['admin'], ['editor', 'admin']])('gives %s every gated route', (...userRoles) => {
    expect(names(generateRoutes(asyncRoutes, userRoles))).toEqual(all);
  });

  // The spec gives feeds and articles to all three roles (issue 22): the editor keeps them.
  it('leaves editors without Point and the whole Config group', () => {
    const editor = generateRoutes(asyncRoutes, ['editor'], defaultPermissionsOf('editor'));
    expect(names(editor)).toEqual([
      'Users',
      'Orders',
      'Products',
      'CreateProduct',
      'EditProduct',
      'InventorySKU',
      'Records',
      'ExchangeList',
      'BoxList',
      'BuildBox',
      'EditBox',
      'FeedList',
      'CreateFeed',
      'EditFeed',
      'ArticleList',
      'CreateArticle',
      'EditArticle',
      'PayList',
      'RecordList',
    ]);
    expect(editor.map((r) => r.path)).not.toContain('/config');
  });

  it('gives the staff list (access `staff`) to developer and admin only, with its own page and icon', () => {
    const staff = asyncRoutes.find((r) => r.path === '/staff');
    expect(staff).toMatchObject({ redirect: 'noRedirect', meta: { title: 'staffGroup' } });
    expect(staff?.children?.[0]).toMatchObject({
      access: 'staff',
      path: 'index',
      name: 'Staff',
      meta: { title: 'staff', icon: 'staff' },
    });
    expect(staff?.children?.[0]?.page).toBeTypeOf('function');
    for (const role of ['developer', 'admin'])
      expect(names(generateRoutes(asyncRoutes, [role]))).toContain('Staff');
    expect(
      routePaths(generateRoutes(asyncRoutes, ['editor'], defaultPermissionsOf('editor'))).has('/staff/index'),
    ).toBe(false);
  });

  it('drops the children of a dropped parent and filters those of a kept one', () => {
    const table: AppRoute[] = [
      {
        path: '/a',
        meta: { permission: 'config' },
        children: [{ path: 'open', name: 'AOpen' }],
      },
      {
        path: '/b',
        children: [
          { path: 'editor', name: 'BEditor', meta: { permission: 'order' } },
          { path: 'admin', name: 'BAdmin', meta: { permission: 'point' } },
          { path: 'open', name: 'BOpen' },
        ],
      },
    ];
    expect(names(generateRoutes(table, ['editor'], ['order']))).toEqual(['BEditor', 'BOpen']);
    expect(names(generateRoutes(table, ['guest']))).toEqual(['BOpen']);
  });
});
