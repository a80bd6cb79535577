import { type Area, accessTable, canAccess } from '@shop/contract/access';
import { roles } from '@shop/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { createTestDatabase } from '../test-support/test-database.js';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of roles) tokens[role] = await signIn(t.app, role);
});
afterAll(() => t.close());

describe('the access table', () => {
  it('gives developer and admin everything and editors neither points nor config (spec §6)', () => {
    for (const area of Object.keys(accessTable) as Area[]) {
      expect(canAccess(['developer'], area)).toBe(true);
      expect(canAccess(['admin'], area)).toBe(true);
    }
    expect(canAccess(['editor'], 'point')).toBe(false);
    expect(canAccess(['editor'], 'config')).toBe(false);
    expect(canAccess(['editor'], 'order')).toBe(true);
    expect(canAccess([], 'order')).toBe(false);
  });
});

describe('every route × every role', () => {
  it('is refused with 403 exactly where the table says no', async () => {
    const routes = t.app
      .registeredRoutes()
      .filter((r) => r.url.startsWith('/base/') && r.method !== 'HEAD')
      // Logging out ends the session the walk uses, so it goes last.
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(5);
    const walked: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x');
      for (const role of roles) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { 'x-token': tokens[role] ?? '' },
        });
        const isJson = String(res.headers['content-type']).includes('application/json');
        const body = isJson ? res.json() : { code: res.statusCode };
        const access = route.access;
        if (access === 'public' || access === 'signedIn') {
          expect(body.code, `${role} ${route.method} ${route.url}`).not.toBe(40300);
        } else if (canAccess([role], access)) {
          expect(body.code, `${role} ${route.method} ${route.url}`).not.toBe(40300);
        } else {
          expect(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
          expect(body).toEqual({
            code: 40300,
            message: 'Forbidden',
            data: null,
            key: 'request.forbidden',
            params: {},
          });
        }
        walked.push(`${role} ${route.method} ${route.url} ${res.statusCode}`);
      }
    }
    // The staff list is a gated area: editors are refused, the other two are let in.
    expect(walked).toContain('editor GET /base/admin/staff 403');
    expect(walked).toContain('admin GET /base/admin/staff 200');
  });

  it('needs a token on every non-public route', async () => {
    for (const route of t.app.registeredRoutes()) {
      if (route.access === 'public' || route.method === 'HEAD') continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x'),
      });
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
    await expect(app.ready()).rejects.toThrow(/GET \/base\/admin\/forgotten names no access area/);
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
