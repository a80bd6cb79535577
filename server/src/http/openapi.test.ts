import fs from 'node:fs';
import path from 'node:path';
import { api } from '@shop/contract/api';
import { apiRoutesSource } from '@shop/contract/api-routes-source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../scripts/openapi-document.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every API route with an operationId and a tag', async () => {
    const res = await t.app.inject({ url: '/base/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const apiRoutes = t.app
      .registeredRoutes()
      .filter((r) => r.url.startsWith('/base/') && !r.url.startsWith('/base/docs') && r.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(0);
    const operationIds = new Set<string>();
    for (const route of apiRoutes) {
      const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.tags.length).toBeGreaterThan(0);
      operationIds.add(op.operationId);
    }
    expect(operationIds.size).toBe(apiRoutes.length);
    expect(doc.paths['/base/admin/user/login/password'].post.requestBody).toBeDefined();
  });

  it('serves the docs page with a policy that allows no inline script', async () => {
    const res = await t.app.inject({ url: '/base/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain("unsafe-inline'; script");
  });
});

describe('contract endpoints', () => {
  const apiRoutes = () =>
    t.app
      .registeredRoutes()
      .filter((r) => r.url.startsWith('/base/') && !r.url.startsWith('/base/docs') && r.method !== 'HEAD');

  it('every API route was registered from one, with its method, path and access', () => {
    for (const route of apiRoutes()) {
      const definition = route.operationId ? api[route.operationId as keyof typeof api] : undefined;
      expect(definition, `${route.method} ${route.url}`).toBeDefined();
      expect([route.method, route.url, route.access]).toEqual([
        definition?.method,
        definition?.path,
        definition?.access,
      ]);
    }
  });

  it('every one has exactly one route', () => {
    const registered = apiRoutes().map((r) => r.operationId);
    expect([...registered].sort()).toEqual(Object.keys(api).sort());
  });

  it('documents a download or an image with its media type, and each refusal under its status', async () => {
    const doc = (await t.app.inject({ url: '/base/docs/json' })).json();
    const exportStaff = doc.paths['/base/admin/staff/export'].get;
    expect(Object.keys(exportStaff.responses[200].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const updateStaff = doc.paths['/base/admin/staff/{id}'].patch;
    expect(updateStaff.responses[409].description).toContain('40900');
    expect(updateStaff.responses[422].description).toContain('42204');
  });

  it('the committed contract/src/api-routes.ts is written from them (run `npm run api-routes`)', () => {
    const committed = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../contract/src/api-routes.ts'),
      'utf8',
    );
    expect(committed).toBe(apiRoutesSource());
  });
});

describe('the committed server/openapi.json', () => {
  it('is what the server serves (run `npm run openapi` after an API change)', async () => {
    const committed = fs.readFileSync(path.resolve(import.meta.dirname, '../../openapi.json'), 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(await openApiDocument()));
  });
});
