import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@shop/contract/areas/media';
import { mediaEndpoints as api } from '@shop/contract/areas/media.endpoints';
import { fillPath } from '@shop/contract/endpoint';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mediaAsset } from '../../db/schema.js';
import { useTestApp } from '../../test-support/harness.js';
import {
  gifImage,
  jpegImage,
  type multipartBody,
  pngImage,
  uploadImage,
  webpImage,
} from '../../test-support/test-images.js';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await t.as('admin')).token ?? '';
});

function upload(bytes: Buffer, options: Parameters<typeof multipartBody>[1] = {}, token = admin) {
  return uploadImage(t.app, token, bytes, options);
}

async function stored() {
  const [assets] = await t.db.select({ n: count() }).from(mediaAsset);
  const [audits] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'media_asset'));
  return { assets: assets?.n, audits: audits?.n };
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('POST media', () => {
  it.each([
    ['png', pngImage(64, 48), 'image/png', 64, 48],
    ['jpg', jpegImage(33, 21), 'image/jpeg', 33, 21],
    ['webp', webpImage(20, 10), 'image/webp', 20, 10],
    ['gif', gifImage(5, 7), 'image/gif', 5, 7],
  ])(
    'accepts a %s, reads its size and stores it under its SHA-256',
    async (ext, bytes, mime, width, height) => {
      // The declared name and type are ignored: the bytes decide.
      const res = await upload(bytes, { filename: 'photo.bin', contentType: 'application/octet-stream' });
      expect(res.statusCode).toBe(200);
      const hash = sha(bytes);
      expect(res.json().data).toEqual({
        id: expect.any(Number),
        url: `/base/media/${hash}.${ext}`,
        mime,
        size: bytes.length,
        width,
        height,
        sha256: hash,
      });
    },
  );

  it('stores the same image once: the second upload answers the first row, with no new audit row', async () => {
    const bytes = pngImage(7, 7);
    const before = await stored();
    const first = await upload(bytes, { filename: 'a.png' });
    const [second, third] = await Promise.all([upload(bytes, { filename: 'b.png' }), upload(bytes)]);
    expect(second.json().data).toEqual(first.json().data);
    expect(third.json().data.id).toBe(first.json().data.id);
    const after = await stored();
    expect(after).toEqual({ assets: (before.assets ?? 0) + 1, audits: (before.audits ?? 0) + 1 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(first.json().data.id)));
    expect(audit).toMatchObject({ action: 'upload', entity: 'media_asset', before: null });
    expect(audit?.after).toMatchObject({ sha256: sha(bytes), width: 7, height: 7 });
  });

  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 1)]);
  const mz = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2000, 2)]);
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
  );
  const whole = pngImage(50, 50);
  const notAnImage = { key: 'media.notAnImage', params: {} };
  it.each([
    [
      'an SVG with a script',
      svg,
      { filename: 'logo.svg', contentType: 'image/svg+xml' },
      415,
      41500,
      notAnImage,
    ],
    ['an ELF executable named .png', elf, { filename: 'cat.png' }, 415, 41500, notAnImage],
    ['a Windows executable named .png', mz, { filename: 'cat.png' }, 415, 41500, notAnImage],
    [
      'a truncated PNG',
      whole.subarray(0, whole.length - 20),
      {},
      400,
      40000,
      { key: 'media.damaged', params: { format: 'PNG' } },
    ],
    [
      'an image wider than 10000 pixels',
      pngImage(10_001, 1),
      {},
      400,
      40000,
      { key: 'media.tooManyPixels', params: { max: 10_000, width: 10_001, height: 1 } },
    ],
    [
      'a 6 MB image',
      pngImage(1200, 1700, { noise: true }),
      {},
      413,
      41300,
      { key: 'media.tooLarge', params: { max: 5 } },
    ],
    ['an empty file', Buffer.alloc(0), {}, 415, 41500, notAnImage],
  ])(
    'refuses %s with a clear message and stores nothing',
    async (_name, bytes, options, status, code, message) => {
      const before = await stored();
      const res = await upload(bytes, options);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
      expect(res.json()).toMatchObject(message);
      expect(await stored()).toEqual(before);
    },
  );

  it('says each refusal in English too, for API clients and logs', async () => {
    const notImage = await upload(Buffer.from('hello'));
    expect(notImage.json().message).toBe(
      'Only PNG, JPEG, WebP and GIF images are accepted; this file is none of them (its contents were checked, not its name)',
    );
    const cut = await upload(pngImage(50, 50).subarray(0, 60));
    expect(cut.json()).toMatchObject({
      message: 'file: This PNG file is incomplete or damaged; save it again and upload the whole file',
      data: {
        issues: [
          {
            path: ['file'],
            message: 'This PNG file is incomplete or damaged; save it again and upload the whole file',
            key: 'media.damaged',
            params: { format: 'PNG' },
          },
        ],
      },
    });
    const big = await upload(pngImage(1200, 1700, { noise: true }));
    expect(big.json().message).toBe('Images may be at most 5 MB');
  });

  it('holds the 5 MB line over a real socket too, where the body arrives in chunks', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
      const res = await fetch(`${address}${api.uploadMedia.path}`, {
        method: 'POST',
        body: form,
        headers: { 'x-token': admin },
      });
      return [res.status, ((await res.json()) as { code: number }).code];
    };
    const over = pngImage(1200, 1700, { noise: true });
    const under = pngImage(1200, 1400, { noise: true });
    expect([over.length > 6_000_000, under.length < MAX_IMAGE_BYTES]).toEqual([true, true]);
    const before = await stored();
    expect(await send(over)).toEqual([413, 41300]);
    expect(await stored()).toEqual(before);
    expect(await send(under)).toEqual([200, 20000]);
  });

  it('refuses a body that is not multipart, or has no file field', async () => {
    const json = await (await t.as('admin')).post(api.uploadMedia.path, { file: 'x' });
    expect([json.statusCode, json.json().code, json.json().key]).toEqual([415, 41500, 'media.noFile']);
    const wrongField = await upload(pngImage(2, 2), { field: 'image' });
    expect(wrongField.json()).toMatchObject({
      code: 40000,
      key: 'media.noFile',
      data: { issues: [{ path: ['file'], key: 'media.noFile' }] },
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: api.uploadMedia.path,
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'x-token': admin, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.json()).toMatchObject({ code: 40000, key: 'media.unreadable' });
  });
});

describe('GET media', () => {
  it('serves the bytes with their type, an ETag, a year-long immutable cache, and 304 on revalidation', async () => {
    const bytes = jpegImage(16, 16);
    const { url, sha256 } = (await upload(bytes)).json().data;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      etag: `"${sha256}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });

    for (const tag of [`"${sha256}"`, `W/"${sha256}"`, `"other", "${sha256}"`]) {
      const again = await t.app.inject({ url, headers: { 'if-none-match': tag } });
      expect([tag, again.statusCode, again.body]).toEqual([tag, 304, '']);
      expect(again.headers.etag).toBe(`"${sha256}"`);
    }
    expect((await t.app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown hash or the wrong extension, and 400 for a malformed name', async () => {
    const { sha256 } = (await upload(gifImage(3, 3))).json().data;
    const image = (file: string) => t.app.inject({ url: fillPath(api.getMedia.path, { file }) });
    const wrongExtension = await image(`${sha256}.png`);
    expect([wrongExtension.statusCode, wrongExtension.json().key]).toEqual([404, 'media.notFound']);
    expect((await image(`${'0'.repeat(64)}.gif`)).statusCode).toBe(404);
    const bad = await image('../../etc/passwd');
    expect(bad.json()).toMatchObject({
      code: 40000,
      data: { issues: [{ path: ['file'], key: 'media.notFound' }] },
    });
  });
});
