import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../lib/i18n';
import { resolveTarget } from './route-match';
import { appRouteObjects } from './route-objects';
import { applyPageHead, documentTitle, faviconOf, routeTitle } from './route-title';
import type { MatchedRoute } from './route-types';

const chainOf = (pathname: string) => resolveTarget(appRouteObjects, pathname).chain;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('documentTitle (B-J1)', () => {
  it.each([
    ['/dashboard/index', 'Dashboard - Handmade Shop'],
    ['/inventory/product', 'Inventory SKU List - Handmade Shop'],
    ['/config/edit/abc', 'Edit Config - Handmade Shop'],
    ['/login', 'Handmade Shop'],
    ['/404', 'Handmade Shop'],
    ['/redirect/user/index', 'Handmade Shop'],
    // The title key `index` has no translation.
    ['/', 'Handmade Shop'],
  ])('%s → %s', (pathname, title) => {
    expect(documentTitle(chainOf(pathname), 'Handmade Shop')).toBe(title);
  });

  it('names the record of a record page (issue 17)', async () => {
    expect(documentTitle(chainOf('/product/edit/7'), 'Shop', 'Linen tote')).toBe(
      'Edit Product: Linen tote - Shop',
    );
    await setLanguage('zh');
    expect(documentTitle(chainOf('/product/edit/7'), 'Shop', 'Linen tote')).toBe(
      '编辑商品：Linen tote - Shop',
    );
  });

  it('speaks the current language', async () => {
    await setLanguage('zh');
    expect(documentTitle(chainOf('/dashboard/index'), 'Handmade Shop')).toBe('首页 - Handmade Shop');
    expect(documentTitle(chainOf('/profile/index'), '手作')).toBe('个人中心 - 手作');
  });
});

describe('routeTitle (B-D3, B-K2)', () => {
  it('translates titles, showing a key nobody translated as itself', async () => {
    expect(['dashboard', 'inventorySkuList', 'mainPageConfig'].map(routeTitle)).toEqual([
      'Dashboard',
      'Inventory SKU List',
      'Main Page Config',
    ]);
    expect(routeTitle('noSuchTitle')).toBe('noSuchTitle');
    await setLanguage('zh');
    expect(routeTitle('profile')).toBe('个人中心');
  });
});

describe('page icon (B-J4)', () => {
  const blank: MatchedRoute = { route: { path: '/blank', meta: { favicon: null } }, fullPath: '/blank' };

  it('is the configured icon unless the route sets favicon null', () => {
    expect(faviconOf(chainOf('/dashboard/index'))).toBe('/favicon.svg');
    expect(faviconOf([blank])).toBe('data:,');
  });

  it('is applied with the title', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
    applyPageHead([blank], 'Shop');
    expect(document.title).toBe('Shop');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('data:,');
  });
});
