import type { PublicSystemConfig, SystemConfigValue } from '@shop/contract/areas/config-values';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { auditLog, configEntry } from '../../db/schema.js';
import { readConfig, readConfigs } from '../../lib/read-config.js';
import { seedConfig } from '../../seed/config-seed.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { pngImage, uploadImage } from '../../test-support/test-images.js';

const t = useTestApp();
let admin: Caller;
let editor: Caller;
beforeAll(async () => {
  admin = await t.as('admin');
  editor = await t.as('editor');
});

const fields = { category: 'shop', label: 'A setting', description: '', isPublic: false };

describe('editors', () => {
  it('get 403 from every config and main-page endpoint, and change nothing', async () => {
    const key = (k: string) => ({ key: k });
    const auditsBefore = await t.db.select({ n: count() }).from(auditLog);
    const calls = [
      editor.call('listConfig'),
      editor.call('listConfigCategories'),
      editor.call('createConfig', { body: { ...fields, key: 'sneaky', valueType: 'string', value: 'x' } }),
      editor.call('getConfig', { params: key('shop_title') }),
      editor.call('updateConfig', {
        params: key('shop_title'),
        body: { ...fields, version: 1, valueType: 'string', value: 'Hacked' },
      }),
      editor.call('deleteConfig', { params: key('order_auto_complete_days'), query: { version: 1 } }),
      editor.call('listConfigHistory', { params: key('shop_title') }),
      editor.call('revertConfig', { params: key('shop_title'), body: { toVersion: 1, version: 1 } }),
      editor.call('getMainPage'),
      editor.call('saveMainPage', {
        body: {
          version: 1,
          imageId: null,
          link: '',
          title: 'x',
          enabled: false,
          startsAt: null,
          endsAt: null,
        },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { code: 40300, message: 'Forbidden', key: 'request.forbidden', params: {}, data: null },
      ]);
    }

    expect(await admin.ok('getConfig', { params: key('shop_title') })).toMatchObject({
      value: 'Handmade Shop',
      version: 1,
    });
    expect((await admin.call('getConfig', { params: key('sneaky') })).statusCode).toBe(404);
    expect(await t.db.select({ n: count() }).from(auditLog)).toEqual(auditsBefore);
    // Uploading is theirs (product photos); what an upload is for decides who may use it.
    const upload = await uploadImage(t.app, editor.token ?? '', pngImage(4, 4));
    expect(upload.statusCode).toBe(200);
  });
});

describe('GET public config', () => {
  it('answers the public entries by key to anyone, typed as code reads them', async () => {
    await admin.ok('createConfig', {
      body: { ...fields, key: 'shop_phone', valueType: 'string', value: '+44 1', isPublic: true },
    });
    await admin.ok('createConfig', {
      body: { ...fields, key: 'opening', valueType: 'json', value: '{"mon":"9-5"}', isPublic: true },
    });
    await admin.ok('createConfig', {
      body: { ...fields, key: 'secret_note', valueType: 'string', value: 'shh' },
    });
    const res = await t.anonymous().call('getPublicConfig');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      opening: { mon: '9-5' },
      shop_currency: 'EUR',
      shop_phone: '+44 1',
      shop_title: 'Handmade Shop',
    });
  });

  it('shows a saved shop title at once', async () => {
    const { key: _key, ...title } = await admin.ok('getConfig', { params: { key: 'shop_title' } });
    await admin.ok('updateConfig', { params: { key: 'shop_title' }, body: { ...title, value: 'Clay & Co' } });
    const data = (await t.anonymous().ok('getPublicConfig')) as PublicSystemConfig;
    expect(data.shop_title).toBe('Clay & Co');
  });
});

describe('readConfig', () => {
  it('reads system keys typed by their declaration', async () => {
    const title = await readConfig(t.db, 'shop_title');
    expectTypeOf(title).toEqualTypeOf<string>();
    expectTypeOf<SystemConfigValue<'order_unpaid_close_minutes'>>().toEqualTypeOf<number>();
    expect(title).toBe('Clay & Co');
    expect(await readConfigs(t.db, ['order_unpaid_close_minutes', 'low_stock_default_threshold'])).toEqual({
      order_unpaid_close_minutes: 30,
      low_stock_default_threshold: 5,
    });
  });

  it('falls back to the default when a row is missing or was written with the wrong shape', async () => {
    await t.db.update(configEntry).set({ value: 'lots' }).where(eq(configEntry.key, 'points_expiry_days'));
    await t.db.delete(configEntry).where(eq(configEntry.key, 'points_per_currency_unit'));
    expect(await readConfig(t.db, 'points_expiry_days')).toBe(365);
    expect(await readConfig(t.db, 'points_per_currency_unit')).toBe(1);
  });

  it('seeds again without overwriting: only the missing key comes back', async () => {
    expect(await seedConfig(t.db)).toEqual(['points_per_currency_unit']);
    expect(await readConfig(t.db, 'shop_title')).toBe('Clay & Co');
    expect(await seedConfig(t.db)).toEqual([]);
  });
});
