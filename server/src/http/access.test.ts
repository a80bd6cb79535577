import type { RouteAccess } from '@shop/contract/access';
import {
  builtInRoles,
  defaultPermissionsOf,
  holds,
  isPermission,
  type Permission,
  pageOf,
  permissions,
} from '@shop/contract/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { sessionWithPermissions } from '../test-support/role-session.js';
import { insertStaff } from '../test-support/staff-rows.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { createTestDatabase } from '../test-support/test-database.js';

let t: TestApp;
let walkerId: number;
beforeAll(async () => {
  t = await createTestApp();
  walkerId = (await insertStaff(t.database.db, [{ username: 'walker', roles: ['editor'] }]))[0] ?? 0;
});
afterAll(() => t.close());

/** A custom role holding exactly `granted`, and a fresh session of the walker acting as it. */
const sessionWith = (name: string, granted: readonly Permission[]) =>
  sessionWithPermissions(t.database.db, name, granted, { actingAs: walkerId });

/** API routes with a placeholder for each path parameter; logging out (it ends the session) last. */
function apiRoutes() {
  return t.app
    .registeredRoutes()
    .filter((r) => r.url.startsWith('/base/') && r.method !== 'HEAD')
    .map((r) => ({ ...r, path: r.url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x') }))
    .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
}

/** The database's transaction counter: a request that wrote anything moves it by more than one. */
const EXACT_XIDS = process.env.TEST_DB === 'pglite';

async function xid(): Promise<bigint> {
  const result = (await t.database.db.execute(sql`SELECT txid_current()::text AS x`)) as unknown as {
    rows: { x: string }[];
  };
  return BigInt(result.rows[0]?.x ?? '0');
}

async function call(method: string, url: string, token: string) {
  const res = await t.app.inject({ method: method as 'GET', url, headers: { 'x-token': token } });
  const isJson = String(res.headers['content-type']).includes('application/json');
  return { status: res.statusCode, body: isJson ? res.json() : { code: res.statusCode } };
}

const FORBIDDEN = { code: 40300, message: 'Forbidden', data: null, key: 'request.forbidden', params: {} };

describe('the permission catalogue', () => {
  it('names a real permission (or public / signedIn) on every route', () => {
    for (const route of apiRoutes()) {
      const access: RouteAccess = route.access;
      expect(access === 'public' || access === 'signedIn' || isPermission(access), route.url).toBe(true);
    }
  });

  it('counts an action only with its page', () => {
    expect(holds({ all: false, set: new Set(['order.refund']) }, 'order.refund')).toBe(false);
    expect(holds({ all: false, set: new Set(['order', 'order.refund']) }, 'order.refund')).toBe(true);
    expect(holds({ all: true }, 'audit.export')).toBe(true);
  });
});

describe('every operation × a role with and without its permission', () => {
  it('is refused with 403, writing nothing, exactly where the role lacks it', async () => {
    const routes = apiRoutes();
    const gated = routes.filter((r) => isPermission(r.access));
    expect(gated.length).toBeGreaterThan(80);
    const tokens = new Map<string, { with: string; without: string }>();
    const walked: string[] = [];
    for (const route of gated) {
      const needed = route.access as Permission;
      let pair = tokens.get(needed);
      if (!pair) {
        const slug = needed.replace('.', '-');
        // With: the permission and its page, nothing else. Without: everything else (for a page,
        // also without its actions, which count only with it).
        const isPage = needed === pageOf(needed);
        const without = permissions.filter((p) => (isPage ? pageOf(p) !== needed : p !== needed));
        pair = {
          with: await sessionWith(`with-${slug}`, [...new Set([pageOf(needed), needed])]),
          without: await sessionWith(`without-${slug}`, without),
        };
        tokens.set(needed, pair);
      }
      const allowed = await call(route.method, route.path, pair.with);
      expect(allowed.body.code, `with ${needed}: ${route.method} ${route.url}`).not.toBe(40300);
      const before = await xid();
      const refused = await call(route.method, route.path, pair.without);
      const after = await xid();
      expect(refused.status, `without ${needed}: ${route.method} ${route.url}`).toBe(403);
      expect(refused.body).toEqual(FORBIDDEN);
      // Only the second txid_current() took a transaction id: the refused request wrote nothing.
      // The counter is the whole cluster's, so only the embedded database (this file's alone)
      // can say so; a PostgreSQL server is shared with the test files running beside this one.
      if (EXACT_XIDS)
        expect(after - before, `without ${needed}: ${route.method} ${route.url} wrote`).toBe(1n);
      walked.push(`${needed} ${route.method} ${route.url}`);
    }
    expect(new Set(gated.map((r) => r.access)).size).toBe(tokens.size);
    expect(walked).toContain('order.refund POST /base/admin/orders/:id/refunds');
  });

  it('gives the built-in roles as shipped exactly their default sets (spec §6)', async () => {
    const routes = apiRoutes();
    for (const builtIn of builtInRoles) {
      const token = await signIn(t.app, builtIn);
      const grants = { all: false as const, set: new Set<string>(defaultPermissionsOf(builtIn)) };
      for (const route of routes) {
        if (route.url.endsWith('/logout')) continue;
        const { body } = await call(route.method, route.path, token);
        const access = route.access;
        const expected = access === 'public' || access === 'signedIn' || holds(grants, access as Permission);
        expect(body.code === 40300, `${builtIn} ${route.method} ${route.url}`).toBe(!expected);
      }
    }
  });

  it('needs a token on every non-public route', async () => {
    for (const route of apiRoutes()) {
      if (route.access === 'public') continue;
      const res = await t.app.inject({ method: route.method as 'GET', url: route.path });
      expect(res.json().code, `${route.method} ${route.url}`).toBe(50008);
    }
  });
});

describe('a route that names no access area', () => {
  it('stops the server from starting', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      settings: { LOG_LEVEL: 'silent', TRUST_PROXY: 0, SESSION_IDLE_MINUTES: 60, SESSION_MAX_HOURS: 1 },
      database,
    });
    app.get('/base/admin/forgotten', async () => ({ code: 20000, message: 'OK', data: null }));
    await expect(app.ready()).rejects.toThrow(/GET \/base\/admin\/forgotten names no access/);
    await app.close().catch(() => {});
    await database.close();
  });
});

describe('a route that was not registered from a contract endpoint', () => {
  it('stops the server from starting, naming the route', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      settings: { LOG_LEVEL: 'silent', TRUST_PROXY: 0, SESSION_IDLE_MINUTES: 60, SESSION_MAX_HOURS: 1 },
      database,
    });
    app.get('/base/admin/handmade', { config: { access: 'signedIn' } }, async () => ({
      code: 20000,
      message: 'OK',
      data: null,
    }));
    await expect(app.ready()).rejects.toThrow(
      /GET \/base\/admin\/handmade was not registered from a contract endpoint/,
    );
    await app.close().catch(() => {});
    await database.close();
  });
});
