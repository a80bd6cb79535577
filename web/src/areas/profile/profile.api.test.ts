import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerOf } from '../../../../server/src/test-support/harness';
import { signIn, TEST_PASSWORD } from '../../../../server/src/test-support/test-app';
import { call } from '../../lib/api';
import { fieldErrors, validationIssues } from '../../lib/form-issues';
import { useSessionStore } from '../../stores/session-store';
import { type ApiServer, recordFeedback, startApiServer } from '../../test-support/api-server';
import { changePassword, endSession, getProfile, listSessions, updateProfile } from './profile.api';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  shown = recordFeedback();
  useSessionStore.getState().resetToken();
});
afterEach(() => shown.restore());

/** Signs in beside the current session (which stays alive), as a second device would. */
async function signInHere(username: string, password = TEST_PASSWORD) {
  const { state } = await call('loginWithPassword', { body: { username, password } });
  await useSessionStore.getState().login(state);
}

/** Another device's session for the same account, through the server's own test client. */
const infoWith = (token: string) => callerOf(server.testApp.app, token).call('getUserInfo');

describe('profile', () => {
  it('reads the own account with the last sign-in', async () => {
    await signInHere('admin');
    const profile = await getProfile();
    expect(profile).toMatchObject({ username: 'admin', name: 'Ada Admin', roles: ['admin'] });
    expect(Date.parse(profile.lastLoginAt ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('saves name, avatar and introduction and answers with the saved profile', async () => {
    await signInHere('admin');
    const saved = await updateProfile({
      name: 'Ada A.',
      avatar: '/avatars/editor.svg',
      introduction: 'Hello',
    });
    expect(saved).toMatchObject({ name: 'Ada A.', avatar: '/avatars/editor.svg', introduction: 'Hello' });
    expect(await getProfile()).toMatchObject({ name: 'Ada A.', introduction: 'Hello' });
  });

  it('answers a bad field with an issue the form puts on that field', async () => {
    await signInHere('admin');
    const call = updateProfile({ name: 'Ada', avatar: 'javascript:alert(1)', introduction: '' });
    await expect(call).rejects.toMatchObject({ code: 40000 });
    const issues = validationIssues(await call.catch((e: unknown) => e));
    expect(issues).toMatchObject([{ path: ['avatar'], key: 'session.avatarFormat' }]);
    expect(fieldErrors(issues, ['name', 'avatar', 'introduction'])).toEqual([
      { name: 'avatar', errors: ['Avatar must be a path or an http(s) address'] },
    ]);
  });
});

describe('password', () => {
  it('refuses a wrong current password with an issue on oldPassword', async () => {
    await signInHere('editor');
    const call = changePassword({ oldPassword: 'not-the-password', newPassword: 'a-new-password-1' });
    await expect(call).rejects.toMatchObject({ code: 40000 });
    const issues = validationIssues(await call.catch((e: unknown) => e));
    expect(issues).toMatchObject([{ path: ['oldPassword'], key: 'session.wrongPassword' }]);
    expect(fieldErrors(issues, ['oldPassword', 'newPassword'])).toEqual([
      { name: 'oldPassword', errors: ['Current password is incorrect'] },
    ]);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const other = await signIn(server.testApp.app, 'editor');
    await signInHere('editor');
    await changePassword({ oldPassword: TEST_PASSWORD, newPassword: 'a-new-password-1' });
    expect((await infoWith(other)).json().code).toBe(50012);
    expect((await listSessions()).map((s) => s.current)).toEqual([true]);
    await expect(
      call('loginWithPassword', { body: { username: 'editor', password: TEST_PASSWORD } }),
    ).rejects.toMatchObject({
      code: 40100,
    });
    await expect(signInHere('editor', 'a-new-password-1')).resolves.toBeUndefined();
  });
});

describe('sessions', () => {
  it('lists this and the other sessions and signs another one out', async () => {
    const other = await signIn(server.testApp.app, 'developer');
    await signInHere('developer');
    const items = await listSessions();
    expect(items).toHaveLength(2);
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items[0]).toMatchObject({ ip: '127.0.0.1', actingRoles: null });

    const otherItem = items.find((s) => !s.current);
    await endSession(otherItem?.id ?? 0);
    expect((await infoWith(other)).json().code).toBe(50012);
    expect((await listSessions()).map((s) => s.current)).toEqual([true]);
  });

  it('cannot sign out a session of someone else', async () => {
    await signInHere('developer');
    const [mine] = await listSessions();
    await signInHere('admin');
    await expect(endSession(mine?.id ?? 0)).rejects.toMatchObject({
      code: 40400,
      key: 'session.noSuchSession',
      message: 'No such session',
    });
  });
});
