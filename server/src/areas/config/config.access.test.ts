import { configPaths } from '@shop/contract/areas/config';
import type { PublicSystemConfig, SystemConfigValue } from '@shop/contract/areas/config-values';
import { mainPagePaths } from '@shop/contract/areas/main-page';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { auditLog, configEntry } from '../../db/schema.js';
import { readConfig, readConfigs } from '../../lib/read-config.js';
import { seedConfig } from '../../seed/config-seed.js';
import { apiAs, pathOf } from '../../test-support/api-client.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { pngImage, uploadImage } from '../../test-support/test-images.js';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
let editor: ReturnType<typeof apiAs>;
let editorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t.app, await signIn(t.app, 'admin'));
  editorToken = await signIn(t.app, 'editor');
  editor = apiAs(t.app, editorToken);
});
afterAll(() => t.close());

const fields = { category: 'shop', label: 'A setting', description: '', isPublic: false };

describe('editors', () => {
  it('get 403 from every config and main-page endpoint, and change nothing', async () => {
    const key = (k: string) => pathOf(configPaths.item, { key: k });
    const auditsBefore = await t.database.db.select({ n: count() }).from(auditLog);
    const calls = [
      editor.get(configPaths.list),
      editor.get(configPaths.categories),
      editor.post(configPaths.list, { ...fields, key: 'sneaky', valueType: 'string', value: 'x' }),
      editor.get(key('shop_title')),
      editor.put(key('shop_title'), { ...fields, version: 1, valueType: 'string', value: 'Hacked' }),
      editor.delete(`${key('order_auto_complete_days')}?version=1`),
      editor.get(pathOf(configPaths.history, { key: 'shop_title' })),
      editor.post(pathOf(configPaths.revert, { key: 'shop_title' }), { toVersion: 1, version: 1 }),
      editor.get(mainPagePaths.admin),
      editor.put(mainPagePaths.admin, { version: 1, imageId: null, link: '', title: 'x', enabled: false }),
    ];
    for (const res of await Promise.all(calls)) {
      expect([res.statusCode, res.json()]).toEqual([403, { code: 40300, message: 'Forbidden', data: null }]);
    }

    expect((await admin.get(key('shop_title'))).json().data).toMatchObject({
      value: 'Handmade Shop',
      version: 1,
    });
    expect((await admin.get(key('sneaky'))).statusCode).toBe(404);
    expect(await t.database.db.select({ n: count() }).from(auditLog)).toEqual(auditsBefore);
    // Uploading is theirs (product photos); what an upload is for decides who may use it.
    const upload = await uploadImage(t.app, editorToken, pngImage(4, 4));
    expect(upload.statusCode).toBe(200);
  });
});

describe('GET public config', () => {
  it('answers the public entries by key to anyone, typed as code reads them', async () => {
    await admin.post(configPaths.list, {
      ...fields,
      key: 'shop_phone',
      valueType: 'string',
      value: '+44 1',
      isPublic: true,
    });
    await admin.post(configPaths.list, {
      ...fields,
      key: 'opening',
      valueType: 'json',
      value: '{"mon":"9-5"}',
      isPublic: true,
    });
    await admin.post(configPaths.list, { ...fields, key: 'secret_note', valueType: 'string', value: 'shh' });
    const res = await apiAs(t.app).get(configPaths.publicConfig);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      opening: { mon: '9-5' },
      shop_currency: 'EUR',
      shop_phone: '+44 1',
      shop_title: 'Handmade Shop',
    });
  });

  it('shows a saved shop title at once', async () => {
    const title = (await admin.get(pathOf(configPaths.item, { key: 'shop_title' }))).json().data;
    await admin.put(pathOf(configPaths.item, { key: 'shop_title' }), { ...title, value: 'Clay & Co' });
    const data = (await apiAs(t.app).get(configPaths.publicConfig)).json().data as PublicSystemConfig;
    expect(data.shop_title).toBe('Clay & Co');
  });
});

describe('readConfig', () => {
  it('reads system keys typed by their declaration', async () => {
    const title = await readConfig(t.database.db, 'shop_title');
    expectTypeOf(title).toEqualTypeOf<string>();
    expectTypeOf<SystemConfigValue<'order_unpaid_close_minutes'>>().toEqualTypeOf<number>();
    expect(title).toBe('Clay & Co');
    expect(
      await readConfigs(t.database.db, ['order_unpaid_close_minutes', 'low_stock_default_threshold']),
    ).toEqual({
      order_unpaid_close_minutes: 30,
      low_stock_default_threshold: 5,
    });
  });

  it('falls back to the default when a row is missing or was written with the wrong shape', async () => {
    await t.database.db
      .update(configEntry)
      .set({ value: 'lots' })
      .where(eq(configEntry.key, 'points_expiry_days'));
    await t.database.db.delete(configEntry).where(eq(configEntry.key, 'points_per_currency_unit'));
    expect(await readConfig(t.database.db, 'points_expiry_days')).toBe(365);
    expect(await readConfig(t.database.db, 'points_per_currency_unit')).toBe(1);
  });

  it('seeds again without overwriting: only the missing key comes back', async () => {
    expect(await seedConfig(t.database.db)).toEqual(['points_per_currency_unit']);
    expect(await readConfig(t.database.db, 'shop_title')).toBe('Clay & Co');
    expect(await seedConfig(t.database.db)).toEqual([]);
  });
});
