import { defaultPermissionsOf } from '@shop/contract/permissions';
import Fuse from 'fuse.js';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { generateRoutes } from '../../route-access';
import { asyncRoutes, constantRoutes } from '../../route-table';
import { routeTitle } from '../../route-title';
import type { AppRoute } from '../../route-types';
import {
  buildSearchPool,
  labelOf,
  loadPinyin,
  SEARCH_FUSE_OPTIONS,
  type SearchEntry,
  usesPinyin,
} from './search-pool';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** Keys shown upper-cased, so a test sees that titles went through `translate`. */
const shout = { translate: (key: string) => key.toUpperCase() };

const adminRoutes = () => [...constantRoutes, ...generateRoutes(asyncRoutes, ['admin'])];

const search = (pool: SearchEntry[], query: string) =>
  new Fuse(pool, SEARCH_FUSE_OPTIONS).search(query).map(({ item }) => labelOf(item));

describe('buildSearchPool (B-F8, B-F9)', () => {
  it('skips hidden routes and everything under them', () => {
    const routes: AppRoute[] = [
      {
        path: '/secret',
        hidden: true,
        meta: { title: 'secret' },
        children: [{ path: 'inner', meta: { title: 'inner' } }],
      },
      {
        path: '/shown',
        meta: { title: 'shown' },
        children: [{ path: 'gone', hidden: true, meta: { title: 'gone' } }],
      },
    ];
    expect(buildSearchPool(routes, shout)).toEqual([{ path: '/shown', title: ['SHOWN'] }]);
  });

  it('adds no entry for a noRedirect group, whose children still inherit its title', () => {
    const routes: AppRoute[] = [
      {
        path: '/group',
        redirect: 'noRedirect',
        meta: { title: 'group' },
        children: [
          { path: 'a', meta: { title: 'a' } },
          // Untitled: no entry, but its own children still get the group's title.
          { path: 'b', children: [{ path: 'c', meta: { title: 'c' } }] },
        ],
      },
    ];
    expect(buildSearchPool(routes, shout)).toEqual([
      { path: '/group/a', title: ['GROUP', 'A'] },
      { path: '/group/b/c', title: ['GROUP', 'C'] },
    ]);
  });

  it("gives an admin every visible page of the table, labelled with its parents' titles", () => {
    expect(
      buildSearchPool(adminRoutes(), { translate: routeTitle }).map((e) => `${labelOf(e)} → ${e.path}`),
    ).toEqual([
      'Dashboard → /dashboard/index',
      'User → /user/index',
      'Order → /order/index',
      'Product → /product/index',
      'Inventory > Inventory SKU List → /inventory/product',
      'Inventory > Records → /inventory/records',
      'Exchange List → /exchange/index',
      'Point → /point/index',
      'Config > Create Config → /config/create',
      'Config > Config List → /config/list',
      'Config > Main Page Config → /config/main',
      // A group that is an address of its own (`/box` leads to its list) is found by its title too.
      'Box → /box',
      'Box > Box List → /box/index',
      'Box > Build Box → /box/build',
      'Feed → /feed',
      'Feed > Feed List → /feed/list',
      'Feed > Create Feed → /feed/create',
      'Article → /article',
      'Article > Article List → /article/list',
      'Article > Create Article → /article/create',
      'Pay List → /payment/index',
      'Record List → /record/index',
      'Staff & roles > Staff → /staff/index',
      'Staff & roles > Roles → /staff/roles',
      'Staff & roles > Audit log → /staff/audit',
    ]);
  });

  it("leaves out what an editor's routes do not have", () => {
    const pool = buildSearchPool(
      [...constantRoutes, ...generateRoutes(asyncRoutes, ['editor'], defaultPermissionsOf('editor'))],
      {
        translate: routeTitle,
      },
    );
    expect(pool.map(labelOf).join('\n')).not.toMatch(/Point|Config|Staff/);
  });
});

describe('pinyin (B-F11)', () => {
  it('is on only for zh with the setting on', () => {
    expect(usesPinyin('zh', true)).toBe(true);
    expect(usesPinyin('zh', false)).toBe(false);
    for (const language of ['en', 'es', 'ja'] as const) expect(usesPinyin(language, true)).toBe(false);
  });

  it('is the toneless pinyin of the last title, joined, other characters kept', async () => {
    const toPinyin = await loadPinyin();
    expect(toPinyin('订单')).toBe('dingdan');
    expect(toPinyin('库存 SKU 列表')).toBe('kucun SKU liebiao');
    await setLanguage('zh');
    const pool = buildSearchPool(adminRoutes(), { translate: routeTitle, toPinyin });
    expect(pool.find((e) => e.path === '/inventory/records')).toEqual({
      path: '/inventory/records',
      title: ['库存', '出入库记录'],
      pinyinTitle: 'churukujilu',
    });
  });

  it('gives entries no pinyin data without a converter', () => {
    const pool = buildSearchPool(adminRoutes(), { translate: routeTitle });
    expect(pool.every((e) => !('pinyinTitle' in e))).toBe(true);
  });
});

describe('matching (B-F10)', () => {
  it('uses exactly the spec options', () => {
    expect(SEARCH_FUSE_OPTIONS).toEqual({
      shouldSort: true,
      threshold: 0.4,
      location: 0,
      distance: 100,
      minMatchCharLength: 1,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'pinyinTitle', weight: 0.3 },
        { name: 'path', weight: 0.3 },
      ],
    });
  });

  it('puts the Inventory SKU List first for `inventory`, and finds Records by title and path', () => {
    const pool = buildSearchPool(adminRoutes(), { translate: routeTitle });
    expect(search(pool, 'inventory')[0]).toBe('Inventory > Inventory SKU List');
    expect(search(pool, 'records')[0]).toBe('Inventory > Records');
    expect(search(pool, 'xyzzy')).toEqual([]);
  });

  it('finds 订单 by `dingdan` in zh with pinyin, and not without it', async () => {
    await setLanguage('zh');
    const toPinyin = await loadPinyin();
    const withPinyin = buildSearchPool(adminRoutes(), { translate: routeTitle, toPinyin });
    expect(search(withPinyin, 'dingdan')[0]).toBe('订单');
    const without = buildSearchPool(adminRoutes(), { translate: routeTitle });
    expect(search(without, 'dingdan')).not.toContain('订单');
  });
});
