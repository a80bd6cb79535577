import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUser } from '../../db/schema.js';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { signIn } from '../../test-support/test-app.js';

const t = useTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await t.as('admin');
});

const TEMPORARY = 'maple-kettle-41';

const create = (body: Record<string, unknown>, caller = admin) => caller.call('createStaff', { body });

async function auditOf(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff_user'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}

async function rowOf(id: number) {
  const [row] = await t.db.select().from(staffUser).where(eq(staffUser.id, id));
  if (!row) throw new Error(`no staff_user ${id}`);
  return row;
}

describe('createStaff', () => {
  it('creates a member with a temporary password, who must change it before anything else', async () => {
    const res = await create({
      username: '  Tess ',
      name: 'Tess Temp',
      roles: ['editor'],
      mode: 'temporaryPassword',
      password: TEMPORARY,
    });
    expect(res.statusCode).toBe(200);
    const { staff, passwordLink } = res.json().data;
    expect(passwordLink).toBeNull();
    expect(staff).toMatchObject({ username: 'Tess', name: 'Tess Temp', roles: ['editor'], disabled: false });
    expect(await rowOf(staff.id)).toMatchObject({ mustChangePassword: true, passwordLinkHash: null });

    // The 40301 gate: only the member's own account answers until the password is changed.
    const tess = callerOf(t.app, await signIn(t.app, 'tess', TEMPORARY));
    expect((await tess.ok('getUserInfo')).mustChangePassword).toBe(true);
    const gated = await tess.call('listOrders');
    expect([gated.statusCode, gated.json().code, gated.json().key]).toEqual([
      403,
      40301,
      'session.mustChangePassword',
    ]);
    expect((await tess.call('getProfile')).statusCode).toBe(200);

    const change = await tess.call('changePassword', {
      body: { oldPassword: TEMPORARY, newPassword: 'my own long phrase' },
    });
    expect(change.statusCode).toBe(200);
    expect((await tess.ok('getUserInfo')).mustChangePassword).toBe(false);
    expect((await tess.call('listOrders')).statusCode).toBe(200);
    expect(await rowOf(staff.id)).toMatchObject({ mustChangePassword: false });
  });

  it('creates a member with a one-time link: no password, the token kept only as its hash, 24 h', async () => {
    const res = await create({ username: 'linda', name: 'Linda Link', roles: ['editor'], mode: 'link' });
    expect(res.statusCode).toBe(200);
    const { staff, passwordLink } = res.json().data;
    expect(passwordLink).toMatch(/^\/set-password#[A-Za-z0-9_-]{43}$/);
    const row = await rowOf(staff.id);
    expect(row.passwordHash).toBeNull();
    expect(row.mustChangePassword).toBe(false);
    expect(row.passwordLinkHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(passwordLink.split('#')[1]);
    const hours = ((row.passwordLinkExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // It is never answered again.
    expect(JSON.stringify(await admin.ok('getStaff', { params: { id: staff.id } }))).not.toMatch(
      /set-password/,
    );
  });

  it('writes an audit row with the account and how it got its password, never the password or link', async () => {
    const res = await create({ username: 'audra', name: 'Audra', roles: ['editor'], mode: 'link' });
    const { staff, passwordLink } = res.json().data;
    const rows = await auditOf(staff.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'create',
      actorId: 1,
      before: null,
      after: { username: 'audra', roles: ['editor'], passwordMode: 'link' },
    });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(passwordLink.split('#')[1]);
    expect(text).not.toMatch(/scrypt|passwordHash|passwordLinkHash/);
  });

  it('refuses a taken username in any case, on the field', async () => {
    const res = await create({ username: 'ADMIN', name: 'Again', roles: ['editor'], mode: 'link' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues).toEqual([
      expect.objectContaining({ path: ['username'], key: 'staff.usernameTaken' }),
    ]);
  });

  it('refuses bad input on its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'ab' }, 'username', 'staff.usernameFormat'],
      [{ username: 'has space' }, 'username', 'staff.usernameFormat'],
      [{ username: 'x'.repeat(33) }, 'username', 'staff.usernameFormat'],
      [{ roles: [] }, 'roles', 'staff.pickRole'],
      [{ roles: ['nosuchrole'] }, 'roles', 'staff.unknownRole'],
      [{ mode: 'temporaryPassword' }, 'password', 'staff.passwordRequired'],
      [{ mode: 'temporaryPassword', password: 'short' }, 'password', 'session.passwordTooShort'],
      [{ mode: 'temporaryPassword', password: 'x'.repeat(129) }, 'password', 'session.passwordTooLong'],
      [{ mode: 'temporaryPassword', password: 'password1' }, 'password', 'session.passwordTooCommon'],
      [{ mode: 'temporaryPassword', password: 'Sunshine1' }, 'password', 'session.passwordTooCommon'],
    ];
    for (const [change, field, key] of cases) {
      const body = { username: 'valid.name', name: 'Valid', roles: ['editor'], mode: 'link', ...change };
      const res = await create(body);
      const issue = res.json().data?.issues?.[0];
      expect([change, res.statusCode, issue?.path, issue?.key]).toEqual([change, 400, [field], key]);
    }
    expect(await t.db.select().from(staffUser).where(eq(staffUser.username, 'valid.name'))).toEqual([]);
  });

  it('accepts a 128-character passphrase and any characters, without composition rules', async () => {
    for (const [username, password] of [
      ['long.pass', `${'a'.repeat(120)}bcdefghi`],
      ['plain.pass', 'lowercase words only'],
      ['unicode.pass', '口令是一只猫和狗'],
    ] as const) {
      const res = await create({
        username,
        name: username,
        roles: ['editor'],
        mode: 'temporaryPassword',
        password,
      });
      expect([username, res.statusCode]).toEqual([username, 200]);
      await expect(signIn(t.app, username, password)).resolves.toBeTypeOf('string');
    }
  });
});

describe('resetStaffPassword', () => {
  it('gives a temporary password, ends every session and the old password', async () => {
    const { staff } = (
      await create({
        username: 'rita',
        name: 'Rita',
        roles: ['editor'],
        mode: 'temporaryPassword',
        password: TEMPORARY,
      })
    ).json().data;
    const rita = callerOf(t.app, await signIn(t.app, 'rita', TEMPORARY));
    const res = await admin.call('resetStaffPassword', {
      params: { id: staff.id },
      body: { mode: 'temporaryPassword', password: 'fresh-temporary-9' },
    });
    expect(res.json().data).toEqual({ passwordLink: null, endedSessions: 1 });
    expect((await rita.call('getUserInfo')).json().code).toBe(50012);
    await expect(signIn(t.app, 'rita', TEMPORARY)).rejects.toThrow();
    const again = callerOf(t.app, await signIn(t.app, 'rita', 'fresh-temporary-9'));
    expect((await again.ok('getUserInfo')).mustChangePassword).toBe(true);
    expect((await auditOf(staff.id)).at(-1)).toMatchObject({
      action: 'reset_password',
      after: { passwordMode: 'temporaryPassword', endedSessions: 1 },
    });
  });

  it('gives a new link: the old password stops, an older link stops, the version stays', async () => {
    const { staff } = (
      await create({ username: 'rory', name: 'Rory', roles: ['editor'], mode: 'link' })
    ).json().data;
    const first = (await admin.ok('resetStaffPassword', { params: { id: staff.id }, body: { mode: 'link' } }))
      .passwordLink;
    const second = (
      await admin.ok('resetStaffPassword', { params: { id: staff.id }, body: { mode: 'link' } })
    ).passwordLink;
    expect(second).not.toBe(first);
    const anyone = t.anonymous();
    const status = async (link: string | null) =>
      (await anyone.ok('checkPasswordLink', { body: { token: link?.split('#')[1] ?? '' } })).status;
    expect([await status(first), await status(second)]).toEqual(['used', 'valid']);
    expect((await admin.ok('getStaff', { params: { id: staff.id } })).version).toBe(staff.version);
    const audit = await auditOf(staff.id);
    expect(JSON.stringify(audit)).not.toContain(second?.split('#')[1]);
  });

  it('refuses resetting your own password (the profile does that)', async () => {
    const self = await admin.call('resetStaffPassword', { params: { id: 1 }, body: { mode: 'link' } });
    expect([self.statusCode, self.json().code, self.json().key]).toEqual([422, 42204, 'staff.selfReset']);
    expect((await admin.call('getUserInfo')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown member and 400 for a bad password', async () => {
    const missing = await admin.call('resetStaffPassword', {
      params: { id: 999_999 },
      body: { mode: 'link' },
    });
    expect(missing.statusCode).toBe(404);
    const common = await admin.call('resetStaffPassword', {
      params: { id: 2 },
      body: { mode: 'temporaryPassword', password: 'iloveyou' },
    });
    expect(common.json().data.issues[0]).toMatchObject({
      path: ['password'],
      key: 'session.passwordTooCommon',
    });
  });
});

describe('endStaffSessions', () => {
  it('revokes every open session of the member and answers how many', async () => {
    await create({
      username: 'sam',
      name: 'Sam',
      roles: ['editor'],
      mode: 'temporaryPassword',
      password: TEMPORARY,
    });
    const [row] = await t.db.select().from(staffUser).where(eq(staffUser.username, 'sam'));
    const id = row?.id ?? 0;
    const phone = callerOf(t.app, await signIn(t.app, 'sam', TEMPORARY));
    const desk = callerOf(t.app, await signIn(t.app, 'sam', TEMPORARY));
    const res = await admin.call('endStaffSessions', { params: { id } });
    expect(res.json().data).toEqual({ ended: 2 });
    expect([
      (await phone.call('getUserInfo')).json().code,
      (await desk.call('getUserInfo')).json().code,
    ]).toEqual([50012, 50012]);
    expect((await admin.ok('endStaffSessions', { params: { id } })).ended).toBe(0);
    // The member may sign in again: a sign-out, not a disable.
    await expect(signIn(t.app, 'sam', TEMPORARY)).resolves.toBeTypeOf('string');
    expect((await auditOf(id)).filter((r) => r.action === 'end_sessions').map((r) => r.after)).toEqual([
      { endedSessions: 2 },
      { endedSessions: 0 },
    ]);
  });

  it('refuses signing yourself out this way, and an unknown member', async () => {
    const self = await admin.call('endStaffSessions', { params: { id: 1 } });
    expect([self.statusCode, self.json().code, self.json().key]).toEqual([422, 42204, 'staff.selfSignOut']);
    expect((await admin.call('getUserInfo')).statusCode).toBe(200);
    expect((await admin.call('endStaffSessions', { params: { id: 999_999 } })).statusCode).toBe(404);
  });

  it('is refused to a member without the staff page', async () => {
    const editor = await t.as('editor');
    for (const [name, input] of [
      ['endStaffSessions', { params: { id: 1 } }],
      ['resetStaffPassword', { params: { id: 1 }, body: { mode: 'link' } }],
      ['createStaff', { body: { username: 'nope', name: 'Nope', roles: ['editor'], mode: 'link' } }],
    ] as const) {
      expect([name, (await editor.call(name, input)).statusCode]).toEqual([name, 403]);
    }
  });
});
