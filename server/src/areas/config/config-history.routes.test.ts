import { type ConfigHistoryEntry, configPaths } from '@shop/contract/areas/config';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, configHistory } from '../../db/schema.js';
import { apiAs, pathOf } from '../../test-support/api-client.js';
import { insertStaff } from '../../test-support/staff-rows.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let ada: ReturnType<typeof apiAs>;
let sam: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  await insertStaff(t.database.db, [{ username: 'second', name: 'Sam Second', roles: ['admin'] }]);
  ada = apiAs(t.app, await signIn(t.app, 'admin'));
  sam = apiAs(t.app, await signIn(t.app, 'second'));
});
afterAll(() => t.close());

const item = (key: string) => pathOf(configPaths.item, { key });
const fields = { category: 'custom', label: 'A setting', description: '', isPublic: false };

async function history(key: string): Promise<ConfigHistoryEntry[]> {
  const res = await ada.get(pathOf(configPaths.history, { key }));
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

function put(api: typeof ada, key: string, version: number, value: unknown, valueType = 'number') {
  return api.put(item(key), { ...fields, version, valueType, value });
}

async function auditRows(key: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'config_entry'), eq(auditLog.entityId, key)))
    .orderBy(asc(auditLog.id));
}

describe('history', () => {
  it('records every create, update, revert and delete: old, new, who, when, newest first', async () => {
    await ada.post(configPaths.list, { ...fields, key: 'wrap_fee', valueType: 'number', value: 100 });
    await put(sam, 'wrap_fee', 1, 150);
    await put(ada, 'wrap_fee', 2, 200);
    const reverted = await ada.post(pathOf(configPaths.revert, { key: 'wrap_fee' }), {
      toVersion: 1,
      version: 3,
    });
    expect(reverted.json().data).toMatchObject({ value: 100, version: 4, updatedBy: 'Ada Admin' });
    expect((await ada.delete(`${item('wrap_fee')}?version=4`)).statusCode).toBe(200);

    const rows = await history('wrap_fee');
    expect(rows.map((r) => [r.version, r.action, r.oldValue, r.newValue, r.changedBy])).toEqual([
      [5, 'delete', 100, null, 'Ada Admin'],
      [4, 'revert', 200, 100, 'Ada Admin'],
      [3, 'update', 150, 200, 'Ada Admin'],
      [2, 'update', 100, 150, 'Sam Second'],
      [1, 'create', null, 100, 'Ada Admin'],
    ]);
    const times = rows.map((r) => r.changedAt);
    expect(times).toEqual([...times].sort().reverse());

    // A re-created key goes on counting, so every version names one change.
    const again = await ada.post(configPaths.list, {
      ...fields,
      key: 'wrap_fee',
      valueType: 'number',
      value: 7,
    });
    expect(again.json().data.version).toBe(6);
    expect((await history('wrap_fee'))[0]).toMatchObject({ version: 6, action: 'create', newValue: 7 });
  });

  it('writes one audit row per change, with before and after', async () => {
    const rows = await auditRows('wrap_fee');
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'revert', 'delete', 'create']);
    const [created, , , revert, deleted] = rows;
    expect(created).toMatchObject({ before: null, after: { key: 'wrap_fee', value: 100, version: 1 } });
    expect(revert).toMatchObject({ before: { value: 200, version: 3 }, after: { value: 100, version: 4 } });
    expect(deleted).toMatchObject({ before: { value: 100, version: 4 }, after: null });
    expect(rows[1]?.actorId).not.toBe(rows[0]?.actorId);
    expect(rows.every((r) => r.ip === '127.0.0.1')).toBe(true);
  });

  it('reverts a JSON value with its type, and refuses versions that have no value', async () => {
    await ada.post(configPaths.list, { ...fields, key: 'layout', valueType: 'json', value: '{"cols":3}' });
    await put(ada, 'layout', 1, 'two columns', 'string');
    const revert = (body: object) => ada.post(pathOf(configPaths.revert, { key: 'layout' }), body);
    const back = await revert({ toVersion: 1, version: 2 });
    expect(back.json().data).toMatchObject({ valueType: 'json', value: '{\n  "cols": 3\n}', version: 3 });

    const missing = await revert({ toVersion: 99, version: 3 });
    expect(missing.json().data.issues[0]).toMatchObject({
      path: ['toVersion'],
      message: 'No such version of this key',
    });
    const unknownKey = await ada.post(pathOf(configPaths.revert, { key: 'never_was' }), {
      toVersion: 1,
      version: 1,
    });
    expect(unknownKey.statusCode).toBe(404);
    const stale = await revert({ toVersion: 2, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect((await ada.get(item('layout'))).json().data.version).toBe(3);
  });

  it('keeps the history of a system key from its seeded value', async () => {
    const rows = await history('points_expiry_days');
    expect(rows).toEqual([
      expect.objectContaining({ version: 1, action: 'create', newValue: 365, changedBy: null }),
    ]);
  });
});

describe('two edits from the same version', () => {
  it('lets exactly one win; the other gets 409 naming the winner, and nothing is overwritten', async () => {
    await ada.post(configPaths.list, { ...fields, key: 'race', valueType: 'number', value: 1 });
    const [a, b] = await Promise.all([put(ada, 'race', 1, 10), put(sam, 'race', 1, 20)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    const winnerName = winner === a ? 'Ada Admin' : 'Sam Second';
    const row = (await ada.get(item('race'))).json().data;
    expect(row).toMatchObject({ value: winner.json().data.value, version: 2, updatedBy: winnerName });
    expect(loser.json()).toEqual({
      code: 40900,
      message: `Changed by ${winnerName} at ${row.updatedAt}, reload to see it`,
      data: { updatedBy: winnerName, updatedAt: row.updatedAt, version: 2 },
    });
    const changes = await t.database.db.select().from(configHistory).where(eq(configHistory.key, 'race'));
    expect(changes.map((c) => c.action).sort()).toEqual(['create', 'update']);
    expect((await auditRows('race')).length).toBe(2);
  });

  it('refuses a stale edit after the fact too', async () => {
    const title = (await ada.get(item('shop_title'))).json().data;
    const edit = { ...title, value: 'First' };
    expect((await sam.put(item('shop_title'), edit)).statusCode).toBe(200);
    const stale = await ada.put(item('shop_title'), { ...edit, value: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(
      /^Changed by Sam Second at \d{4}-\d\d-\d\dT[\d:.]+Z, reload to see it$/,
    );
    expect((await ada.get(item('shop_title'))).json().data.value).toBe('First');
  });
});
