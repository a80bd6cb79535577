import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../../route-match';
import { appRouteObjects } from '../../route-objects';
import type { MatchedRoute } from '../../route-types';
import { breadcrumbItems, keepsBreadcrumb } from './breadcrumb-items';

function itemsAt(pathname: string) {
  const { chain, params } = resolveTarget(appRouteObjects, pathname);
  return breadcrumbItems(chain, params);
}

describe('breadcrumbItems (B-F2..F4)', () => {
  it('shows only Dashboard, as text, on the dashboard', () => {
    expect(itemsAt('/dashboard/index')).toEqual([{ key: '/dashboard/index', titleKey: 'dashboard' }]);
  });

  it('puts a Dashboard link first and leaves a noRedirect group as text', () => {
    expect(itemsAt('/inventory/records')).toEqual([
      { key: '/dashboard', titleKey: 'dashboard', to: '/dashboard' },
      { key: '/inventory', titleKey: 'inventory' },
      { key: '/inventory/records', titleKey: 'records' },
    ]);
  });

  it('skips routes without a title', () => {
    expect(itemsAt('/user/index')).toEqual([
      { key: '/dashboard', titleKey: 'dashboard', to: '/dashboard' },
      { key: '/user/index', titleKey: 'user' },
    ]);
    expect(itemsAt('/config/edit/abc').map((i) => i.titleKey)).toEqual(['dashboard', 'config', 'editConfig']);
  });

  const table = (breadcrumb?: false): MatchedRoute[] => [
    { route: { path: '/shop', redirect: '/shop/list', meta: { title: 'shop' } }, fullPath: '/shop' },
    { route: { path: ':key', meta: { title: 'item', breadcrumb } }, fullPath: '/shop/:key' },
    { route: { path: 'edit', meta: { title: 'edit' } }, fullPath: '/shop/:key/edit' },
  ];

  it('links to a redirect, else to the path with the current parameters filled in', () => {
    expect(breadcrumbItems(table(), { key: 'abc' })).toEqual([
      { key: '/dashboard', titleKey: 'dashboard', to: '/dashboard' },
      { key: '/shop', titleKey: 'shop', to: '/shop/list' },
      { key: '/shop/:key', titleKey: 'item', to: '/shop/abc' },
      { key: '/shop/:key/edit', titleKey: 'edit' },
    ]);
  });

  it('leaves out routes with breadcrumb: false', () => {
    expect(breadcrumbItems(table(false), { key: 'abc' }).map((i) => i.titleKey)).toEqual([
      'dashboard',
      'shop',
      'edit',
    ]);
  });

  it('recognises a first item named Dashboard loosely (trimmed, any case)', () => {
    const chain: MatchedRoute[] = [
      { route: { path: '/home', name: ' dashBOARD ', meta: { title: 'home' } }, fullPath: '/home' },
    ];
    expect(breadcrumbItems(chain, {})).toEqual([{ key: '/home', titleKey: 'home' }]);
  });
});

describe('keepsBreadcrumb (B-F5)', () => {
  it.each([
    ['/redirect/dashboard/index', true],
    ['/redirect/config/edit/abc', true],
    ['/config/edit/abc', false],
    ['/redirectory', false],
  ])('%s → %s', (pathname, kept) => {
    expect(keepsBreadcrumb(pathname)).toBe(kept);
  });
});
