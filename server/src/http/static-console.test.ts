import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let dist: string;
const BIG = `export const words = ${JSON.stringify('handmade '.repeat(2000))};`;
beforeAll(async () => {
  // A console build in miniature: what Vite writes is an index.html and hashed files under assets/.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'logo.jpeg'), 'jpeg');
  // What web/vite-precompress.ts writes beside a large file.
  fs.writeFileSync(path.join(dist, 'assets', 'big-Ef56Gh78.js'), BIG);
  fs.writeFileSync(path.join(dist, 'assets', 'big-Ef56Gh78.js.br'), zlib.brotliCompressSync(BIG));
  fs.writeFileSync(path.join(dist, 'assets', 'big-Ef56Gh78.js.gz'), zlib.gzipSync(BIG));
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

  it('sends a file compressed at build in the encoding the browser prefers, and says it varies', async () => {
    const url = '/assets/big-Ef56Gh78.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });
});

describe('API answers', () => {
  it('are compressed above 1 KB when the client accepts it, and left alone below', async () => {
    const big = await t.app.inject({ url: '/base/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(big.rawPayload).toString())).toHaveProperty('paths');
    const small = await t.app.inject({ url: '/base/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(20000);
  });
});
