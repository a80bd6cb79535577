import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../../route-match';
import { appRouteObjects } from '../../route-objects';
import { asyncRoutes, constantRoutes } from '../../route-table';
import { affixViewsOf, viewOf } from './visited-view';

const place = (pathname: string, search = '') => ({ pathname, search, hash: '' });
const chainAt = (pathname: string) => resolveTarget(appRouteObjects, pathname).chain;

describe('viewOf (B-G3)', () => {
  it('makes a tab for a named route with its title, query and flags', () => {
    expect(viewOf(chainAt('/config/edit/shop_title'), place('/config/edit/shop_title', '?x=1'))).toEqual({
      path: '/config/edit/shop_title',
      fullPath: '/config/edit/shop_title?x=1',
      name: 'EditConfig',
      title: 'editConfig',
      affix: false,
      noCache: false,
      // The record it shows, until its page names it.
      record: 'shop_title',
    });
  });

  it('names no record for a route without parameters', () => {
    expect(viewOf(chainAt('/config/list'), place('/config/list'))).not.toHaveProperty('record');
  });

  it('marks the profile as not cached and the dashboard as fixed', () => {
    expect(viewOf(chainAt('/profile/index'), place('/profile/index'))?.noCache).toBe(true);
    expect(viewOf(chainAt('/dashboard/index'), place('/dashboard/index'))?.affix).toBe(true);
  });

  it('makes no tab for routes without a name', () => {
    expect(viewOf(chainAt('/redirect/order/index'), place('/redirect/order/index'))).toBeUndefined();
  });
});

describe('affixViewsOf (B-G2)', () => {
  it('finds the dashboard with its path resolved against its parent', () => {
    expect(affixViewsOf([...constantRoutes, ...asyncRoutes]).map((v) => v.fullPath)).toEqual([
      '/dashboard/index',
    ]);
  });
});
