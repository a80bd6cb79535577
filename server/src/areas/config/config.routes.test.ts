import { type ConfigEntry, configPaths } from '@shop/contract/areas/config';
import { systemConfigKeyList } from '@shop/contract/areas/config-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, pathOf } from '../../test-support/api-client.js';
import { configEntries } from '../../test-support/config-entries.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t.app, await signIn(t.app, 'admin'));
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) => configEntries(api).create(body);
const list = (query: Record<string, string | number>) => configEntries(api).list(query);

const item = (key: string) => pathOf(configPaths.item, { key });

describe('system keys', () => {
  it('are seeded on first start with their defaults, marked system', async () => {
    const { items, total } = await list({ pageSize: 100 });
    expect(total).toBe(systemConfigKeyList.length);
    expect(items.every((i) => i.isSystem && i.version === 1 && i.updatedBy === null)).toBe(true);
    const title = (await api.get(item('shop_title'))).json().data;
    expect(title).toMatchObject({
      key: 'shop_title',
      valueType: 'string',
      value: 'Handmade Shop',
      category: 'shop',
      isPublic: true,
      isSystem: true,
    });
    expect((await api.get(item('order_unpaid_close_minutes'))).json().data.value).toBe(30);
  });
});

describe('create and read', () => {
  it('stores each type and answers it as the form edits it', async () => {
    const cases = [
      { key: 'greeting', valueType: 'string', value: 'Hello', expected: 'Hello' },
      { key: 'free_shipping_over', valueType: 'number', value: 4500, expected: 4500 },
      { key: 'gift_wrap', valueType: 'boolean', value: false, expected: false },
      {
        key: 'home_sections',
        valueType: 'json',
        value: '{"rows":[1,2],"title":"x"}',
        expected: JSON.stringify({ rows: [1, 2], title: 'x' }, null, 2),
      },
    ];
    for (const { expected, ...body } of cases) {
      const res = await create({ ...body, category: 'shop', description: '  About it ' });
      expect([body.key, res.statusCode]).toEqual([body.key, 200]);
      expect(res.json().data).toMatchObject({
        key: body.key,
        valueType: body.valueType,
        value: expected,
        description: 'About it',
        isSystem: false,
        isPublic: false,
        version: 1,
        updatedBy: 'Ada Admin',
        imageUrl: null,
      });
      expect((await api.get(item(body.key))).json().data.value).toEqual(expected);
    }
  });

  it('refuses a key that is not word characters, or is taken, with a field error', async () => {
    for (const key of ['bad-key!', 'has space', '', 'ünï', 'x'.repeat(65)]) {
      const res = await create({ key, valueType: 'string', value: 'v' });
      expect([key, res.statusCode, res.json().data.issues[0].path]).toEqual([key, 400, ['key']]);
    }
    const taken = await create({ key: 'shop_title', valueType: 'string', value: 'v' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 40000,
      message: 'key: This key already exists',
      data: { issues: [{ path: ['key'], message: 'This key already exists' }] },
    });
    expect((await api.get(item('bad-key!'))).statusCode).toBe(400);
    expect((await api.get(item('nothing_here'))).json()).toMatchObject({ code: 40400 });
  });

  it('checks the value against its type, on the value field', async () => {
    const cases: [string, unknown, string | RegExp][] = [
      ['number', 'abc', 'Must be a number'],
      ['number', '12', 'Must be a number'],
      ['boolean', 'yes', 'Must be true or false'],
      ['json', '{"a":', /^Must be valid JSON \(/],
      ['json', '['.repeat(40) + ']'.repeat(40), 'JSON may nest at most 32 levels'],
      ['string', 42, 'Must be text'],
      ['string', 'x'.repeat(2001), 'At most 2000 characters'],
      ['image', 'logo.png', 'Pick an uploaded image'],
      ['image', 999_999, 'No such image: upload it first'],
    ];
    for (const [valueType, value, message] of cases) {
      const res = await create({ key: `typed_${valueType}`, valueType, value });
      expect([valueType, res.statusCode, res.json().code]).toEqual([valueType, 400, 40000]);
      const issue = res.json().data.issues[0];
      expect(issue.path).toEqual(['value']);
      expect(issue.message).toMatch(message);
    }
    expect((await list({ q: 'typed_' })).total).toBe(0);
  });
});

describe('edit and delete', () => {
  it('replaces the fields at the version read and bumps the version', async () => {
    await create({ key: 'banner_note', valueType: 'string', value: 'old' });
    const res = await api.put(item('banner_note'), {
      version: 1,
      valueType: 'json',
      value: '[1, 2]',
      category: 'home',
      label: 'Banner note',
      description: 'Now JSON',
      isPublic: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      valueType: 'json',
      value: '[\n  1,\n  2\n]',
      category: 'home',
      isPublic: true,
      version: 2,
    });
  });

  it('lets system keys change value but never type, nor be deleted (42205)', async () => {
    const edit = { version: 1, category: 'shop', label: 'Shop title', description: '', isPublic: true };
    const retype = await api.put(item('shop_title'), { ...edit, valueType: 'json', value: '"x"' });
    expect(retype.statusCode).toBe(422);
    expect(retype.json()).toEqual({
      code: 42205,
      message: 'System keys cannot change their type',
      data: null,
    });
    const del = await api.delete(`${item('shop_title')}?version=1`);
    expect(del.json()).toEqual({ code: 42205, message: 'System keys cannot be deleted', data: null });

    const renamed = await api.put(item('shop_title'), {
      ...edit,
      valueType: 'string',
      value: 'Knots & Loops',
    });
    expect(renamed.json().data).toMatchObject({ value: 'Knots & Loops', version: 2, isSystem: true });
  });

  it('holds system keys to their own rules (a currency code, a whole number of minutes)', async () => {
    const cases: [string, unknown, string][] = [
      ['shop_currency', 'eur', 'Use a three-letter ISO 4217 code, like EUR'],
      ['order_unpaid_close_minutes', 0, 'Must be at least 1'],
      ['order_auto_complete_days', 1.5, 'Must be a whole number'],
      ['shop_title', '   ', 'The shop needs a title'],
    ];
    for (const [key, value, message] of cases) {
      const current = (await api.get(item(key))).json().data as ConfigEntry;
      const res = await api.put(item(key), { ...current, value });
      expect([key, res.statusCode, res.json().data?.issues]).toEqual([
        key,
        400,
        [{ path: ['value'], message, code: 'custom' }],
      ]);
    }
  });

  it('deletes at the version read, and refuses a stale delete', async () => {
    await create({ key: 'short_lived', valueType: 'boolean', value: true });
    const stale = await api.delete(`${item('short_lived')}?version=7`);
    expect(stale.statusCode).toBe(409);
    expect((await api.delete(`${item('short_lived')}?version=1`)).json()).toEqual({
      code: 20000,
      message: 'OK',
      data: null,
    });
    expect((await api.get(item('short_lived'))).statusCode).toBe(404);
    expect((await api.delete(`${item('short_lived')}?version=1`)).statusCode).toBe(404);
    expect((await api.delete(item('no_version'))).statusCode).toBe(400);
  });
});
