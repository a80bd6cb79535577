import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { insertStaff } from '../../test-support/staff-rows.js';
import { signIn } from '../../test-support/test-app.js';

const t = useTestApp();
let admin: Caller;
beforeAll(async () => {
  await insertStaff(t.db, [{ username: 'second', name: 'Sam Second', roles: ['admin'] }]);
  admin = await t.as('admin');
});

/** An edit of a staff account, as `caller` (admin unless said). */
const patch = (id: number, body: Record<string, unknown>, caller = admin) =>
  caller.call('updateStaff', { params: { id }, body });

const read = (id: number) => admin.ok('getStaff', { params: { id } });

async function newStaff(username: string, roles: ('editor' | 'admin' | 'developer')[] = ['editor']) {
  const [id] = await insertStaff(t.db, [{ username, roles }]);
  return id ?? 0;
}

describe('PATCH staff', () => {
  it('changes name, roles and disabled, bumps the version and records who and when', async () => {
    const id = await newStaff('pat');
    const before = await read(id);
    const res = await patch(id, { version: 1, name: '  Pat Potter ', roles: ['editor', 'admin', 'editor'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'Pat Potter', roles: ['editor', 'admin'], version: 2 });
    expect(Date.parse(res.json().data.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await read(id)).toMatchObject({ name: 'Pat Potter', version: 2, disabled: false });

    const again = await patch(id, { version: 2, disabled: true });
    expect(again.json().data).toMatchObject({ disabled: true, version: 3, name: 'Pat Potter' });
  });

  it('lets exactly one of two edits from the same version win; the other gets 409 and changes nothing', async () => {
    const id = await newStaff('race');
    const second = await t.as('second');
    const [a, b] = await Promise.all([
      patch(id, { version: 1, name: 'From Ada' }),
      patch(id, { version: 1, name: 'From Sam' }, second),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = a.statusCode === 200 ? [a, b] : [b, a];
    const row = await read(id);
    expect(row).toMatchObject({ name: winner.json().data.name, version: 2 });
    const winnerName = winner === a ? 'Ada Admin' : 'Sam Second';
    expect(loser.json()).toEqual({
      code: 40900,
      message: `Changed by ${winnerName} at ${row.updatedAt}, reload to see it`,
      key: 'request.staleVersion',
      params: { by: winnerName, at: row.updatedAt },
      data: { updatedBy: winnerName, updatedAt: row.updatedAt, version: 2 },
    });
  });

  it('refuses a stale version after the fact too, naming the last editor', async () => {
    const id = await newStaff('stale');
    const second = await t.as('second');
    expect((await patch(id, { version: 1, roles: ['admin'] }, second)).statusCode).toBe(200);
    const stale = await patch(id, { version: 1, name: 'Overwrite' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(
      /^Changed by Sam Second at \d{4}-\d\d-\d\dT[\d:.]+Z, reload to see it$/,
    );
    expect(await read(id)).toMatchObject({ name: 'stale', roles: ['admin'], version: 2 });
  });

  it('writes an audit row with the account before and after, only for an edit that happened', async () => {
    const id = await newStaff('audited');
    await patch(id, { version: 1, name: 'Audited Once', roles: ['admin'] });
    await patch(id, { version: 1, name: 'Stale' });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff_user'), eq(auditLog.entityId, String(id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: 1,
      action: 'update',
      ip: '127.0.0.1',
      before: { name: 'audited', roles: ['editor'], version: 1 },
      after: { name: 'Audited Once', roles: ['admin'], version: 2 },
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/password|scrypt/i);
  });

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    expect((await patch(999_999, { version: 1, name: 'Nobody' })).statusCode).toBe(404);
    const id = await newStaff('bad');
    for (const payload of [
      { name: 'No version' },
      { version: 1 },
      { version: 1, roles: [] },
      { version: 1, roles: ['owner'] },
      { version: 1, name: '   ' },
      { version: 0, name: 'Zero' },
    ]) {
      const res = await patch(id, payload);
      expect([payload, res.statusCode, res.json().code]).toEqual([payload, 400, 40000]);
    }
    expect(await read(id)).toMatchObject({ name: 'bad', version: 1 });
  });
});

describe('self-lockout', () => {
  it('refuses disabling yourself or dropping your own admin or developer role (they give the staff page)', async () => {
    const me = await read(1);
    expect(me.username).toBe('admin');
    const refusals = [
      [{ version: me.version, disabled: true }, 'staff.selfLockout'],
      [{ version: me.version, roles: ['editor'] }, 'staff.selfDemotion'],
    ] as const;
    for (const [payload, key] of refusals) {
      const res = await patch(1, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 42204, key, params: {} });
    }
    const ok = await patch(1, { version: me.version, name: 'Ada A.', roles: ['admin', 'editor'] });
    expect(ok.json().data).toMatchObject({ name: 'Ada A.', roles: ['admin', 'editor'] });

    const devId = await newStaff('devadmin', ['developer', 'admin']);
    const dev = await t.as('devadmin');
    const drop = await patch(devId, { version: 1, roles: ['admin'] }, dev);
    expect(drop.json().code).toBe(42204);
    expect(await read(devId)).toMatchObject({ roles: ['developer', 'admin'], version: 1 });
  });
});

describe('disabling', () => {
  it('ends every session of the account, which stay ended after enabling it again', async () => {
    const id = await newStaff('leaver');
    // Two devices: two sessions of one account.
    const phone = callerOf(t.app, await signIn(t.app, 'leaver'));
    const desk = callerOf(t.app, await signIn(t.app, 'leaver'));
    const info = async (caller: Caller) => (await caller.call('getUserInfo')).json().code;
    expect(await info(phone)).toBe(20000);

    expect((await patch(id, { version: 1, disabled: true })).statusCode).toBe(200);
    expect([await info(phone), await info(desk)]).toEqual([50012, 50012]);
    await expect(signIn(t.app, 'leaver')).rejects.toThrow();

    expect((await patch(id, { version: 2, disabled: false })).statusCode).toBe(200);
    expect(await info(desk)).toBe(50012);
    const fresh = callerOf(t.app, await signIn(t.app, 'leaver'));
    expect(await info(fresh)).toBe(20000);
  });

  it('leaves sessions alone for any other edit', async () => {
    const id = await newStaff('stayer');
    const stayer = await t.as('stayer');
    await patch(id, { version: 1, name: 'Still Here' });
    expect((await stayer.call('getProfile')).json().data.name).toBe('Still Here');
  });
});
