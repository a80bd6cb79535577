import { describe, expect, it } from 'vitest';
import { isPublicPath } from './route-guard';
import { routes } from './route-table';

describe('isPublicPath (B-C3)', () => {
  it.each([
    ['/', true],
    ['/login', true],
    ['/404', true],
    ['/dashboard', false],
    ['/dashboard/index', false],
    ['/no/such/page', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isPublicPath(routes, pathname)).toBe(expected);
  });
});
