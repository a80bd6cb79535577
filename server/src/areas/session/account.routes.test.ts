import { accountPaths, sessionPaths } from '@shop/contract/areas/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_PASSWORD, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (token: string) => ({ 'x-token': token });

async function info(token: string) {
  return (await t.app.inject({ url: sessionPaths.info, headers: as(token) })).json();
}

describe('developer role switch', () => {
  it('gives a developer a new session acting as the role, and back, ending the old one', async () => {
    const token = await signIn(t.app, 'developer');
    expect((await info(token)).data.switchableRoles).toEqual(['developer', 'admin', 'editor']);

    const asEditor = await t.app.inject({
      method: 'POST',
      url: accountPaths.switchRole,
      headers: as(token),
      payload: { role: 'editor' },
    });
    const editorToken = asEditor.json().data.token as string;
    expect(editorToken).not.toBe(token);
    expect((await info(editorToken)).data.roles).toEqual(['editor']);
    expect((await info(token)).code).toBe(50008);

    // Acting as editor, the server refuses what editors may not do.
    const staff = await t.app.inject({ url: '/base/admin/staff', headers: as(editorToken) });
    expect(staff.statusCode).toBe(403);

    const back = await t.app.inject({
      method: 'POST',
      url: accountPaths.switchRole,
      headers: as(editorToken),
      payload: { role: 'developer' },
    });
    expect((await info(back.json().data.token)).data.roles).toEqual(['developer']);
  });

  it('is refused with 403 for anyone who is not a developer', async () => {
    for (const username of ['admin', 'editor']) {
      const token = await signIn(t.app, username);
      expect((await info(token)).data.switchableRoles).toEqual([]);
      const res = await t.app.inject({
        method: 'POST',
        url: accountPaths.switchRole,
        headers: as(token),
        payload: { role: 'developer' },
      });
      expect(res.statusCode).toBe(403);
      expect((await info(token)).data.roles).toEqual([username]);
    }
  });
});

describe('profile', () => {
  it('shows and edits name, avatar and introduction, which user/info then returns', async () => {
    const token = await signIn(t.app, 'editor');
    const before = await t.app.inject({ url: accountPaths.profile, headers: as(token) });
    expect(before.json().data).toMatchObject({ username: 'editor', name: 'Eddie Editor', roles: ['editor'] });
    const put = await t.app.inject({
      method: 'PUT',
      url: accountPaths.profile,
      headers: as(token),
      payload: { name: '  Edith  ', avatar: '/avatars/editor.svg', introduction: 'Glazes and kilns.' },
    });
    expect(put.json().data).toMatchObject({ name: 'Edith', introduction: 'Glazes and kilns.' });
    expect((await info(token)).data).toMatchObject({ name: 'Edith', introduction: 'Glazes and kilns.' });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const token = await signIn(t.app, 'admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: accountPaths.profile,
      headers: as(token),
      payload: { name: '', avatar: 'javascript:alert(1)', introduction: 'x'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .data.issues.map((i: { path: string[] }) => i.path[0])
      .sort();
    expect(fields).toEqual(['avatar', 'introduction', 'name']);
    expect((await info(token)).data.name).toBe('Ada Admin');
  });
});

describe('password change', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const other = await signIn(t.app, 'admin');
    const token = await signIn(t.app, 'admin');
    const wrong = await t.app.inject({
      method: 'POST',
      url: accountPaths.password,
      headers: as(token),
      payload: { oldPassword: 'not-it-at-all', newPassword: 'a-brand-new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.issues[0].path).toEqual(['oldPassword']);

    const changed = await t.app.inject({
      method: 'POST',
      url: accountPaths.password,
      headers: as(token),
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(changed.json().code).toBe(20000);
    expect((await info(token)).code).toBe(20000);
    expect((await info(other)).code).toBe(50012);
    await expect(signIn(t.app, 'admin')).rejects.toThrow(/Incorrect username or password/);
    expect(await signIn(t.app, 'admin', 'a-brand-new-password')).toBeTruthy();
  });
});

describe('active sessions', () => {
  it('lists your own sessions and signs out any of them', async () => {
    const phone = await signIn(t.app, 'developer');
    const desk = await signIn(t.app, 'developer');
    const list = await t.app.inject({ url: accountPaths.sessions, headers: as(desk) });
    const items = list.json().data.items as { id: number; current: boolean }[];
    expect(items.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = items.find((s) => !s.current);
    expect(phoneSession).toBeDefined();

    const end = await t.app.inject({
      method: 'DELETE',
      url: accountPaths.session.replace(':id', String(phoneSession?.id)),
      headers: as(desk),
    });
    expect(end.json().code).toBe(20000);
    expect((await info(phone)).code).toBe(50012);
    expect((await info(desk)).code).toBe(20000);
  });

  it("cannot touch someone else's session", async () => {
    const adminToken = await signIn(t.app, 'editor');
    const devToken = await signIn(t.app, 'developer');
    const devSessions = await t.app.inject({ url: accountPaths.sessions, headers: as(devToken) });
    const target = devSessions.json().data.items[0].id as number;
    const res = await t.app.inject({
      method: 'DELETE',
      url: accountPaths.session.replace(':id', String(target)),
      headers: as(adminToken),
    });
    expect(res.statusCode).toBe(404);
    expect((await info(devToken)).code).toBe(20000);
  });
});
