import { defaultPermissionsOf } from '@shop/contract/permissions';
import { describe, expect, it } from 'vitest';
import { generateRoutes } from '../../route-access';
import { resolveTarget } from '../../route-match';
import { appRouteObjects } from '../../route-objects';
import { asyncRoutes, constantRoutes } from '../../route-table';
import type { AppRoute } from '../../route-types';
import { activeMenuOf, type MenuEntry, menuEntries, submenusHolding } from './menu-entries';

/** Entries as `title → key` lines, submenus indented. */
function outline(entries: MenuEntry[], indent = ''): string[] {
  return entries.flatMap((e) => [
    `${indent}${e.titleKey} → ${e.key}${e.icon ? ` (${e.icon})` : ''}`,
    ...outline(e.children ?? [], `${indent}  `),
  ]);
}

describe('menuEntries (B-E11)', () => {
  it('shows an admin the whole table in order, hidden routes skipped', () => {
    expect(outline(menuEntries([...constantRoutes, ...generateRoutes(asyncRoutes, ['admin'])]))).toEqual([
      'dashboard → /dashboard/index (dashboard)',
      'user → /user/index (user)',
      'order → /order/index (order)',
      'product → /product/index (product)',
      'inventory → /inventory (inventory)',
      '  inventorySkuList → /inventory/product',
      '  records → /inventory/records',
      'exchangeList → /exchange/index (exchange)',
      'point → /point/index (point)',
      'config → /config (config)',
      '  createConfig → /config/create',
      '  configList → /config/list',
      '  mainPageConfig → /config/main',
      'box → /box (box)',
      '  boxList → /box/index',
      '  buildBox → /box/build',
      'feed → /feed (feed)',
      '  feedList → /feed/list',
      '  createFeed → /feed/create',
      'article → /article (article)',
      '  articleList → /article/list',
      '  createArticle → /article/create',
      'payList → /payment/index (payment)',
      'recordList → /record/index (record)',
      'staffGroup → /staff (staff)',
      '  staff → /staff/index (staff)',
      '  roles → /staff/roles',
      '  auditLog → /staff/audit',
    ]);
  });

  it('shows an editor neither Point nor Config', () => {
    const titles = outline(
      menuEntries([
        ...constantRoutes,
        ...generateRoutes(asyncRoutes, ['editor'], defaultPermissionsOf('editor')),
      ]),
    );
    expect(titles.join('\n')).not.toMatch(/point|config|staff/i);
  });

  it('shows a lone child as its parent, a childless route as itself, alwaysShow as a submenu', () => {
    const routes: AppRoute[] = [
      { path: '/solo', meta: { icon: 'order' }, children: [{ path: 'index', meta: { title: 'solo' } }] },
      { path: '/plain', meta: { title: 'plain', icon: 'user' } },
      {
        path: '/kept',
        alwaysShow: true,
        meta: { title: 'kept' },
        children: [{ path: 'a', meta: { title: 'a' } }],
      },
      { path: '/nested', children: [{ path: 'b', meta: { title: 'b' }, children: [] }] },
      { path: '/untitled', children: [{ path: 'index' }] },
    ];
    expect(outline(menuEntries(routes))).toEqual([
      'solo → /solo/index (order)',
      'plain → /plain (user)',
      'kept → /kept',
      '  a → /kept/a',
      ' → /nested',
      '  b → /nested/b',
    ]);
  });

  it('marks URLs as external (B-E12)', () => {
    const routes: AppRoute[] = [
      { path: 'https://github.com/x', meta: { title: 'github' } },
      { path: '/docs', children: [{ path: 'mailto:shop@example.com', meta: { title: 'mail' } }] },
    ];
    expect(menuEntries(routes).map((e) => [e.key, e.external])).toEqual([
      ['https://github.com/x', true],
      ['mailto:shop@example.com', true],
    ]);
  });
});

describe('active entry (B-E13)', () => {
  const entries = menuEntries([...constantRoutes, ...asyncRoutes]);
  const activeAt = (pathname: string) =>
    activeMenuOf(resolveTarget(appRouteObjects, pathname).chain, pathname);

  it('is the activeMenu of the route, else the current path', () => {
    expect(activeAt('/config/edit/abc')).toBe('/config/list');
    expect(activeAt('/inventory/records')).toBe('/inventory/records');
    expect(activeAt('/box/build/12')).toBe('/box/index');
    expect(activeAt('/box/build')).toBe('/box/build');
    expect(activeAt('/feed/edit/3')).toBe('/feed/list');
    expect(activeAt('/article/edit/3')).toBe('/article/list');
  });

  it('opens the submenus holding it', () => {
    expect(submenusHolding(entries, '/config/list')).toEqual(['/config']);
    expect(submenusHolding(entries, '/inventory/records')).toEqual(['/inventory']);
    expect(submenusHolding(entries, '/user/index')).toEqual([]);
  });
});
