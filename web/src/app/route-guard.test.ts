import { type BuiltInRole, defaultPermissionsOf } from '@shop/contract/permissions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePermissionStore } from '../stores/permission-store';
import { useSessionStore } from '../stores/session-store';
import { recordFeedback } from '../test-support/api-server';
import { generateRoutes } from './route-access';
import { detourFor, type GuardOptions } from './route-guard';
import { resolveTarget } from './route-match';
import { appRouteObjects } from './route-objects';
import { asyncRoutes } from './route-table';

let shown: ReturnType<typeof recordFeedback>;
const options: GuardOptions = { routes: appRouteObjects, gated: asyncRoutes, currentHref: () => undefined };
/** User info for built-in roles, with the permissions they hold as shipped. */
const info = (roles: BuiltInRole[]) => async () => ({
  roles,
  permissions: [...new Set(roles.flatMap((r) => defaultPermissionsOf(r)))],
  name: 'N',
  avatar: '',
  introduction: '',
  mustChangePassword: false,
});

function detour(pathname: string, extra: Partial<GuardOptions> = {}) {
  return detourFor(pathname, resolveTarget(appRouteObjects, pathname), { ...options, ...extra });
}

beforeEach(() => {
  shown = recordFeedback();
  useSessionStore.setState({ token: '', roles: [] });
  usePermissionStore.getState().reset();
});
afterEach(() => shown.restore());

describe('guard without a token (B-C11)', () => {
  it.each(['/', '/login', '/404', '/401', '/auth-redirect', '/set-password', '/redirect/dashboard/index'])(
    'lets %s through',
    async (p) => {
      expect(await detour(p)).toBeNull();
    },
  );

  it.each([
    ['/dashboard/index', '/login?redirect=%2Fdashboard%2Findex'],
    ['/no/such/page', '/login?redirect=%2Fno%2Fsuch%2Fpage'],
    ['/config/edit/a-b', '/login?redirect=%2Fconfig%2Fedit%2Fa-b'],
  ])('sends %s to %s', async (p, target) => {
    expect(await detour(p)).toBe(target);
  });
});

describe('guard with a token', () => {
  beforeEach(() => useSessionStore.setState({ token: 't', roles: [] }));

  it('sends /login home without loading anything (B-C4)', async () => {
    useSessionStore.setState({ getInfo: () => Promise.reject(new Error('not called')) });
    expect(await detour('/login')).toBe('/');
  });

  it('loads info and generates the routes before letting a page through (B-C8)', async () => {
    useSessionStore.setState({ getInfo: info(['editor']) });
    expect(await detour('/user/index')).toBeNull();
    expect(usePermissionStore.getState().routes).toEqual(
      generateRoutes(asyncRoutes, ['editor'], defaultPermissionsOf('editor')),
    );
  });

  it.each([
    [['editor'], '/point/index', '/404'],
    [['editor'], '/config/list', '/404'],
    [['editor'], '/point', '/404'],
    [['editor'], '/config/edit/abc', '/404'],
    [['admin'], '/config/edit/a-b', '/404'],
    [['admin'], '/inventory', '/404'],
    [['admin'], '/no/such/page', '/404'],
    [['admin'], '/point/index', null],
    [['admin'], '/config/edit/abc', null],
    [['editor'], '/inventory/records', null],
    [['editor'], '/404', null],
  ] as [BuiltInRole[], string, string | null][])(
    'as %j sends %s to %s (B-C5, B-C7)',
    async (roles, p, target) => {
      useSessionStore.setState({ getInfo: info(roles) });
      expect(await detour(p)).toBe(target);
    },
  );

  it('takes a member with a temporary password to their profile first, and lets them on after', async () => {
    useSessionStore.setState({ getInfo: info(['admin']), mustChangePassword: true });
    expect(await detour('/order/index')).toBe('/profile/index');
    expect(await detour('/staff/index')).toBe('/profile/index');
    expect(await detour('/profile/index')).toBeNull();
    expect(await detour('/set-password')).toBeNull();
    useSessionStore.setState({ mustChangePassword: false });
    expect(await detour('/order/index')).toBeNull();
  });

  it('signs out with the error text when info fails (B-C9)', async () => {
    useSessionStore.setState({
      getInfo: () => Promise.reject(new Error('getInfo: roles must be a non-null array!')),
    });
    expect(await detour('/order/index')).toBe('/login?redirect=%2Forder%2Findex');
    expect(useSessionStore.getState().token).toBe('');
    expect(shown.errors).toEqual([{ text: 'getInfo: roles must be a non-null array!', durationMs: 5000 }]);
  });

  it('leads / on to the dashboard before loading info, so a failure signs in for it (B-C12, B-C9)', async () => {
    useSessionStore.setState({ getInfo: () => Promise.reject(new Error('no info')) });
    expect(await detour('/')).toBeNull();
    expect(useSessionStore.getState().token).toBe('t');
    expect(await detour('/dashboard/index')).toBe('/login?redirect=%2Fdashboard%2Findex');
  });

  it('says Has Error when the failure has no text (B-C9)', async () => {
    useSessionStore.setState({ getInfo: () => Promise.reject(new Error('')) });
    expect(await detour('/order/index')).toBe('/login?redirect=%2Forder%2Findex');
    expect(shown.errors.map((e) => e.text)).toEqual(['Has Error']);
  });

  it('signs out when the routes cannot be generated (B-C10)', async () => {
    useSessionStore.setState({ getInfo: info(['admin']) });
    const generate = () => {
      throw new Error('broken table');
    };
    expect(await detour('/user/index', { generate })).toBe('/login?redirect=%2Fuser%2Findex');
    expect(useSessionStore.getState().token).toBe('');
    expect(shown.errors.map((e) => e.text)).toEqual(['Failed to load application routes']);
  });
});
