import { describe, expect, it } from 'vitest';
import { isPublicPath, resolveTarget, titleKeyOf } from './route-match';
import { appRouteObjects } from './route-objects';

const target = (pathname: string) => resolveTarget(appRouteObjects, pathname);

describe('isPublicPath (B-C3)', () => {
  it.each([
    ['/', true],
    ['/login', true],
    ['/auth-redirect', true],
    ['/set-password', true],
    ['/404', true],
    ['/401', true],
    ['/redirect/dashboard/index', true],
    ['/dashboard', false],
    ['/dashboard/index', false],
    ['/profile/index', false],
    ['/user/index', false],
    ['/no/such/page', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isPublicPath(appRouteObjects, pathname)).toBe(expected);
  });
});

describe('known paths', () => {
  it.each([
    '/dashboard',
    '/dashboard/index',
    '/profile',
    '/profile/index',
    '/inventory/product',
    '/inventory/records',
    '/config/create',
    '/config/list',
    '/config/main',
    '/config/edit/abc',
    '/config/edit/a_B9',
  ])('%s is a page of the table', (pathname) => {
    expect(target(pathname).known).toBe(true);
  });

  // B-D5: single-page areas lead to their /index page.
  it.each(['/user', '/order', '/product', '/exchange', '/point'])(
    '%s redirects to its /index page',
    (path) => {
      const { known, chain } = target(path);
      expect(known).toBe(true);
      expect(chain.at(-1)?.route.redirect).toBe(`${path}/index`);
    },
  );

  it.each([
    ['/config/edit/a-b', 'B-D4: a key of word characters only'],
    ['/config/edit/', 'B-D4: no key'],
    ['/inventory', 'B-D5: a bare group is not a page'],
    ['/config', 'B-D5: a bare group is not a page'],
    ['/user/index/more', 'below a page'],
    ['/no/such/page', 'not in the table'],
  ])('%s is unknown (%s)', (pathname) => {
    expect(target(pathname).known).toBe(false);
  });
});

describe('titleKeyOf', () => {
  it.each([
    ['/dashboard/index', 'dashboard'],
    ['/inventory/records', 'records'],
    ['/config/edit/abc', 'editConfig'],
    ['/login', undefined],
    ['/redirect/dashboard/index', undefined],
  ])('%s → %s', (pathname, key) => {
    expect(titleKeyOf(target(pathname).chain)).toBe(key);
  });
});
