import { textProblemsIn } from '@shop/contract/storable-text';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/harness.js';

/**
 * A NUL character anywhere in a request's input is refused as a field issue before the route's
 * own schema runs (issue 15, finding 3): it used to reach PostgreSQL, which cannot store it in
 * text, and answer 500 with the SQL in the error log.
 */
const t = useTestApp();

const NUL = '\u0000';

function expectNulRefusal(res: { statusCode: number; json(): unknown }, location: string, path: unknown[]) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 40000,
    key: 'field.nulCharacter',
    data: { location, issues: [{ path, key: 'field.nulCharacter' }] },
  });
}

describe('NUL characters in a request', () => {
  it('are refused in a search value, on every list that searches', async () => {
    const admin = await t.as('admin');
    for (const op of ['listCustomers', 'listOrders', 'listProducts'] as const) {
      expectNulRefusal(await admin.call(op, { query: { q: `ab${NUL}c` } }), 'querystring', ['q']);
    }
  });

  it('are refused in a JSON string, an array item and an object key, naming the field', async () => {
    const admin = await t.as('admin');
    expectNulRefusal(await admin.call('createCustomer', { body: { name: `Ann${NUL}` } }), 'body', ['name']);
    expectNulRefusal(
      await admin.call('createCustomer', { body: { name: 'Ann', tags: ['ok', `v${NUL}ip`] } }),
      'body',
      ['tags', 1],
    );
    const res = await admin.call('createConfig', {
      body: { key: 'k', value: { [`a${NUL}`]: 1 }, type: 'json', category: 'system', description: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'field.nulCharacter' });
  });

  it('are refused in the sign-in username', async () => {
    const nobody = t.anonymous();
    expectNulRefusal(
      await nobody.call('loginWithPassword', { body: { username: `admin${NUL}`, password: 'x' } }),
      'body',
      ['username'],
    );
  });

  it('are refused in a path parameter', async () => {
    const admin = await t.as('admin');
    const res = await admin.get('/base/admin/config/a%00b');
    expectNulRefusal(res, 'params', ['key']);
  });

  it('never reach the database: nothing logged as an error', () => {
    expect(t.logs.filter((line) => /"level":50/.test(line))).toEqual([]);
  });
});

describe('broken characters (half of a UTF-16 surrogate pair) in a request', () => {
  // JSON's "\ud800" reached jsonb (a config value, an order note in the audit log) as a 500,
  // and text columns as U+FFFD without a word (issue 15 fuzz).
  it('are refused like NUL, by the same seam, naming the field', async () => {
    const admin = await t.as('admin');
    const config = await admin.call('createConfig', {
      body: { key: 'broken_text', valueType: 'string', value: 'x\ud800', category: 'fuzz', label: 'Broken' },
    });
    expect(config.statusCode).toBe(400);
    expect(config.json()).toMatchObject({
      key: 'field.brokenCharacter',
      data: { location: 'body', issues: [{ path: ['value'], key: 'field.brokenCharacter' }] },
    });
    const customer = await admin.call('createCustomer', { body: { name: 'Ann', tags: ['ok', 'v\udc00ip'] } });
    expect(customer.json()).toMatchObject({
      data: { issues: [{ path: ['tags', 1], key: 'field.brokenCharacter' }] },
    });
    // A whole pair is one character, and fine.
    const paired = await admin.call('createCustomer', { body: { name: 'Ann 🧶' } });
    expect(paired.json().data.name).toBe('Ann 🧶');
  });
});

describe('the NUL rule of storable text', () => {
  it('finds every string, item and key holding a NUL, and nothing else', () => {
    const nulPaths = (value: unknown) =>
      textProblemsIn(value)
        .filter((problem) => problem.key === 'field.nulCharacter')
        .map((problem) => problem.path);
    expect(
      nulPaths({ a: 'x', b: [`y${NUL}`, 'z'], c: { [`k${NUL}`]: 1, d: `${NUL}` }, e: 3, f: null }),
    ).toEqual([['b', 0], ['c'], ['c', 'd']]);
    expect(nulPaths('plain')).toEqual([]);
  });
});
