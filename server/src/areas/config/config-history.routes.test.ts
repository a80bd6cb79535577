import type { ConfigHistoryEntry } from '@shop/contract/areas/config';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, configHistory } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { insertStaff } from '../../test-support/staff-rows.js';

const t = useTestApp();
let ada: Caller;
let sam: Caller;
beforeAll(async () => {
  await insertStaff(t.db, [{ username: 'second', name: 'Sam Second', roles: ['admin'] }]);
  ada = await t.as('admin');
  sam = await t.as('second');
});

const fields = { category: 'custom', label: 'A setting', description: '', isPublic: false };

async function history(key: string): Promise<ConfigHistoryEntry[]> {
  return (await ada.ok('listConfigHistory', { params: { key } })).items;
}

const create = (body: Record<string, unknown>) => ada.call('createConfig', { body: { ...fields, ...body } });
const get = (key: string) => ada.call('getConfig', { params: { key } });

function put(caller: Caller, key: string, version: number, value: unknown, valueType = 'number') {
  return caller.call('updateConfig', { params: { key }, body: { ...fields, version, valueType, value } });
}

const revert = (key: string, body: Record<string, unknown>) =>
  ada.call('revertConfig', { params: { key }, body });

async function auditRows(key: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'config_entry'), eq(auditLog.entityId, key)))
    .orderBy(asc(auditLog.id));
}

describe('history', () => {
  it('records every create, update, revert and delete: old, new, who, when, newest first', async () => {
    await create({ key: 'wrap_fee', valueType: 'number', value: 100 });
    await put(sam, 'wrap_fee', 1, 150);
    await put(ada, 'wrap_fee', 2, 200);
    const reverted = await revert('wrap_fee', { toVersion: 1, version: 3 });
    expect(reverted.json().data).toMatchObject({ value: 100, version: 4, updatedBy: 'Ada Admin' });
    const deleted = await ada.call('deleteConfig', { params: { key: 'wrap_fee' }, query: { version: 4 } });
    expect(deleted.statusCode).toBe(200);

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
    const again = await create({ key: 'wrap_fee', valueType: 'number', value: 7 });
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
    await create({ key: 'layout', valueType: 'json', value: '{"cols":3}' });
    await put(ada, 'layout', 1, 'two columns', 'string');
    const back = await revert('layout', { toVersion: 1, version: 2 });
    expect(back.json().data).toMatchObject({ valueType: 'json', value: '{\n  "cols": 3\n}', version: 3 });

    const missing = await revert('layout', { toVersion: 99, version: 3 });
    expect(missing.json().data.issues[0]).toMatchObject({
      path: ['toVersion'],
      message: 'No such version of this key',
      key: 'config.noSuchVersion',
    });
    await put(ada, 'layout', 3, 'three columns', 'string');
    await ada.call('deleteConfig', { params: { key: 'layout' }, query: { version: 4 } });
    await create({ key: 'layout', valueType: 'string', value: 'again' });
    const deleted = await revert('layout', { toVersion: 5, version: 6 });
    expect(deleted.json().data.issues[0]).toMatchObject({
      path: ['toVersion'],
      key: 'config.versionDeleted',
    });
    const unknownKey = await revert('never_was', { toVersion: 1, version: 1 });
    expect(unknownKey.json()).toMatchObject({ code: 40400, key: 'config.notFound' });
    const stale = await revert('layout', { toVersion: 2, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect((await get('layout')).json().data.version).toBe(6);
  });

  it('refuses to put back a value a system key rule no longer allows, and a value of another type', async () => {
    // A value stored before the rule tightened (written by hand: the API would refuse it now).
    await t.db.insert(configHistory).values({
      key: 'order_auto_complete_days',
      version: 50,
      action: 'update',
      valueType: 'number',
      oldValue: 14,
      newValue: 0,
      changedBy: null,
    });
    const current = await ada.ok('getConfig', { params: { key: 'order_auto_complete_days' } });
    const res = await revert('order_auto_complete_days', { toVersion: 50, version: current.version });
    expect(res.json()).toMatchObject({
      code: 40000,
      key: 'config.versionNoLongerAllowed',
      data: { issues: [{ path: ['toVersion'], key: 'config.versionNoLongerAllowed' }] },
    });
    await t.db.insert(configHistory).values({
      key: 'order_auto_complete_days',
      version: 51,
      action: 'update',
      valueType: 'string',
      oldValue: 14,
      newValue: 'two weeks',
      changedBy: null,
    });
    const retyped = await revert('order_auto_complete_days', { toVersion: 51, version: current.version });
    expect(retyped.json()).toMatchObject({ code: 42205, key: 'config.systemNoRetype' });
    expect((await ada.ok('getConfig', { params: { key: 'order_auto_complete_days' } })).value).toBe(14);
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
    await create({ key: 'race', valueType: 'number', value: 1 });
    const [a, b] = await Promise.all([put(ada, 'race', 1, 10), put(sam, 'race', 1, 20)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    const winnerName = winner === a ? 'Ada Admin' : 'Sam Second';
    const row = (await get('race')).json().data;
    expect(row).toMatchObject({ value: winner.json().data.value, version: 2, updatedBy: winnerName });
    expect(loser.json()).toEqual({
      code: 40900,
      message: `Changed by ${winnerName} at ${row.updatedAt}, reload to see it`,
      key: 'request.staleVersion',
      params: { by: winnerName, at: row.updatedAt },
      data: { updatedBy: winnerName, updatedAt: row.updatedAt, version: 2 },
    });
    const changes = await t.db.select().from(configHistory).where(eq(configHistory.key, 'race'));
    expect(changes.map((c) => c.action).sort()).toEqual(['create', 'update']);
    expect((await auditRows('race')).length).toBe(2);
  });

  it('refuses a stale edit after the fact too', async () => {
    const title = (await get('shop_title')).json().data;
    const edit = { ...title, value: 'First' };
    const update = (caller: Caller, body: Record<string, unknown>) =>
      caller.call('updateConfig', { params: { key: 'shop_title' }, body });
    expect((await update(sam, edit)).statusCode).toBe(200);
    const stale = await update(ada, { ...edit, value: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ key: 'request.staleVersion', params: { by: 'Sam Second' } });
    expect(stale.json().message).toMatch(
      /^Changed by Sam Second at \d{4}-\d\d-\d\dT[\d:.]+Z, reload to see it$/,
    );
    expect((await get('shop_title')).json().data.value).toBe('First');
  });
});
