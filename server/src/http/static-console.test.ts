import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A console build in miniature: what Vite writes is an index.html and hashed files under assets/.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'logo.jpeg'), 'jpeg');
  t = await createTestApp({ webDist: dist, seed: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the console served beside the API', () => {
  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const logo = await t.app.inject({ url: '/logo.jpeg' });
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('answers console paths with index.html so the console router decides', async () => {
    for (const url of ['/', '/login?redirect=%2Forder%2Findex', '/order/index', '/config/edit/shop_title']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps a missing asset a 404, and API paths envelopes', async () => {
    const missing = await t.app.inject({ url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    const api = await t.app.inject({ url: '/base/nothing' });
    expect(api.json().code).toBe(40400);
    const post = await t.app.inject({ method: 'POST', url: '/order/index' });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe(40400);
  });
});
