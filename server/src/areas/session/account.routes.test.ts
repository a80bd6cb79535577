import { describe, expect, it } from 'vitest';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { signIn, TEST_PASSWORD } from '../../test-support/test-app.js';

const t = useTestApp();

/** A new session of `username` (each call signs in again: a second device). */
async function device(username: string, password = TEST_PASSWORD): Promise<Caller> {
  return callerOf(t.app, await signIn(t.app, username, password));
}

const info = async (caller: Caller) => (await caller.call('getUserInfo')).json();

describe('developer role switch', () => {
  it('gives a developer a new session acting as the role, and back, ending the old one', async () => {
    const developer = await device('developer');
    expect((await info(developer)).data.switchableRoles).toEqual(['developer', 'admin', 'editor']);

    const { token: editorToken } = await developer.ok('switchRole', { body: { role: 'editor' } });
    expect(editorToken).not.toBe(developer.token);
    const asEditor = callerOf(t.app, editorToken);
    expect((await info(asEditor)).data.roles).toEqual(['editor']);
    expect((await info(developer)).code).toBe(50008);

    // Acting as editor, the server refuses what editors may not do.
    expect((await asEditor.call('listStaff')).statusCode).toBe(403);

    const back = await asEditor.ok('switchRole', { body: { role: 'developer' } });
    expect((await info(callerOf(t.app, back.token))).data.roles).toEqual(['developer']);
  });

  it('is refused with 403 for anyone who is not a developer', async () => {
    for (const username of ['admin', 'editor']) {
      const caller = await device(username);
      expect((await info(caller)).data.switchableRoles).toEqual([]);
      const res = await caller.call('switchRole', { body: { role: 'developer' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 40300, key: 'request.forbidden' });
      expect((await info(caller)).data.roles).toEqual([username]);
    }
  });
});

describe('profile', () => {
  it('shows and edits name, avatar and introduction, which user/info then returns', async () => {
    const editor = await device('editor');
    expect(await editor.ok('getProfile')).toMatchObject({
      username: 'editor',
      name: 'Eddie Editor',
      roles: ['editor'],
    });
    const saved = await editor.ok('updateProfile', {
      body: { name: '  Edith  ', avatar: '/avatars/editor.svg', introduction: 'Glazes and kilns.' },
    });
    expect(saved).toMatchObject({ name: 'Edith', introduction: 'Glazes and kilns.' });
    expect((await info(editor)).data).toMatchObject({ name: 'Edith', introduction: 'Glazes and kilns.' });
  });

  it('refuses bad input with field errors by key and changes nothing', async () => {
    const admin = await device('admin');
    const res = await admin.call('updateProfile', {
      body: { name: '', avatar: 'javascript:alert(1)', introduction: 'x'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
    const issues = (res.json().data.issues as { path: string[]; key: string; params: object }[])
      .map(({ path, key, params }) => ({ field: path[0], key, params }))
      .sort((a, b) => String(a.field).localeCompare(String(b.field)));
    expect(issues).toEqual([
      { field: 'avatar', key: 'session.avatarFormat', params: {} },
      { field: 'introduction', key: 'field.tooLong', params: { max: 500 } },
      { field: 'name', key: 'field.required', params: {} },
    ]);
    expect((await info(admin)).data.name).toBe('Ada Admin');
  });
});

describe('password change', () => {
  it('refuses a new password equal to the current one on the newPassword field', async () => {
    const admin = await device('admin');
    const res = await admin.call('changePassword', {
      body: { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues).toMatchObject([{ path: ['newPassword'], key: 'session.samePassword' }]);
  });

  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const other = await device('admin');
    const admin = await device('admin');
    const wrong = await admin.call('changePassword', {
      body: { oldPassword: 'not-it-at-all', newPassword: 'a-brand-new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 40000, key: 'session.wrongPassword' });
    expect(wrong.json().data.issues).toEqual([
      {
        path: ['oldPassword'],
        message: 'Current password is incorrect',
        code: 'custom',
        key: 'session.wrongPassword',
        params: {},
      },
    ]);

    const changed = await admin.call('changePassword', {
      body: { oldPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(changed.json().code).toBe(20000);
    expect((await info(admin)).code).toBe(20000);
    expect((await info(other)).code).toBe(50012);
    await expect(signIn(t.app, 'admin')).rejects.toThrow(/Incorrect username or password/);
    expect(await signIn(t.app, 'admin', 'a-brand-new-password')).toBeTruthy();
  });
});

describe('active sessions', () => {
  it('lists your own sessions and signs out any of them', async () => {
    const phone = await device('developer');
    const desk = await device('developer');
    const { items } = await desk.ok('listOwnSessions');
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = items.find((s) => !s.current);
    expect(phoneSession).toBeDefined();

    const end = await desk.call('endOwnSession', { params: { id: phoneSession?.id ?? 0 } });
    expect(end.json().code).toBe(20000);
    expect((await info(phone)).code).toBe(50012);
    expect((await info(desk)).code).toBe(20000);
  });

  it("cannot touch someone else's session", async () => {
    const editor = await device('editor');
    const developer = await device('developer');
    const [target] = (await developer.ok('listOwnSessions')).items;
    const res = await editor.call('endOwnSession', { params: { id: target?.id ?? 0 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, key: 'session.noSuchSession', params: {} });
    expect((await info(developer)).code).toBe(20000);
  });
});
