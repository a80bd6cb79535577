import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../server/src/test-support/test-app';
import { passwordStep } from '../areas/session/session.api';
import { getToken, setToken } from '../lib/auth-cookie';
import { type ApiServer, recordFeedback, startApiServer } from '../test-support/api-server';
import { useSessionStore } from './session-store';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;
/** Answers the test puts in place of the server's own, by path: ones the real server never gives. */
const replaced = new Map<string, unknown>();

beforeAll(async () => {
  server = await startApiServer((app) => {
    app.addHook('onRequest', async (request, reply) => {
      const answer = replaced.get(request.url.split('?')[0] ?? '');
      // Sent as text, so the route's response schema (which would refuse it) is not applied.
      if (answer !== undefined) return reply.type('application/json').send(JSON.stringify(answer));
    });
  });
});
afterAll(() => server.close());

beforeEach(() => {
  shown = recordFeedback();
  replaced.clear();
  useSessionStore.getState().resetToken();
  useSessionStore.setState({ name: '', avatar: '', introduction: '' });
});
afterEach(() => shown.restore());

async function signIn(username = 'admin') {
  const data = await passwordStep({ username, password: TEST_PASSWORD });
  await useSessionStore.getState().login(data.state);
}

const requestsLogged = () => server.testApp.logs.filter((line) => line.includes('incoming request')).length;

describe('session store: login', () => {
  it('rejects a missing or empty state without calling the server', async () => {
    const before = requestsLogged();
    await expect(useSessionStore.getState().login('')).rejects.toThrow('No state provided for login');
    await expect(useSessionStore.getState().login(undefined)).rejects.toThrow('No state provided for login');
    expect(requestsLogged()).toBe(before);
  });

  it('keeps the token in memory and in the Admin-Token cookie, with roles still empty', async () => {
    await signIn();
    const { token, roles } = useSessionStore.getState();
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(getToken()).toBe(token);
    expect(roles).toEqual([]);
  });

  it('rejects a state the server does not know with its message and stores nothing', async () => {
    await expect(useSessionStore.getState().login('not-a-state')).rejects.toMatchObject({ code: 40101 });
    expect(useSessionStore.getState().token).toBe('');
    expect(getToken()).toBeUndefined();
  });

  it.each([
    [{ code: 20000, message: 'OK' }, 'Login response has no data'],
    [{ code: 20000, message: 'OK', data: null }, 'Login response has no data'],
    [{ code: 20000, message: 'OK', data: {} }, 'Login response missing token'],
    [{ code: 20000, message: 'OK', data: { token: '' } }, 'Login response missing token'],
  ])('rejects a login answer %j with %s', async (answer, text) => {
    replaced.set('/base/admin/user/login', answer);
    await expect(useSessionStore.getState().login('any-state')).rejects.toThrow(text);
    expect(useSessionStore.getState().token).toBe('');
    expect(getToken()).toBeUndefined();
  });
});

describe('session store: getInfo', () => {
  it('stores roles, name, avatar and introduction as received', async () => {
    await signIn();
    await useSessionStore.getState().getInfo();
    expect(useSessionStore.getState()).toMatchObject({
      roles: ['admin'],
      name: 'Ada Admin',
      avatar: '/avatars/admin.svg',
      introduction: 'Runs the shop day to day.',
    });
  });

  it.each([
    [{ code: 20000, message: 'OK' }, 'Verification failed, please Login again.'],
    [{ code: 20000, message: 'OK', data: { name: 'X' } }, 'getInfo: roles must be a non-null array!'],
    [{ code: 20000, message: 'OK', data: { roles: 'admin' } }, 'getInfo: roles must be a non-null array!'],
    [
      { code: 20000, message: 'OK', data: { roles: [], name: 'X' } },
      'getInfo: roles must be a non-null array!',
    ],
  ])('rejects info %j with %s and stores nothing', async (answer, text) => {
    await signIn();
    replaced.set('/base/admin/user/info', answer);
    await expect(useSessionStore.getState().getInfo()).rejects.toThrow(text);
    expect(useSessionStore.getState()).toMatchObject({ roles: [], name: '' });
  });
});

describe('session store: logout and resetToken', () => {
  it('ends the session on the server and forgets it locally', async () => {
    await signIn();
    const { token } = useSessionStore.getState();
    await useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ token: '', roles: [] });
    expect(getToken()).toBeUndefined();
    // The old token is dead on the server too.
    setToken(token);
    useSessionStore.setState({ token });
    await expect(useSessionStore.getState().getInfo()).rejects.toMatchObject({ code: 50008 });
  });

  it('signs out locally even when the server call fails', async () => {
    setToken('never-issued');
    useSessionStore.setState({ token: 'never-issued', roles: ['admin'] });
    await expect(useSessionStore.getState().logout()).resolves.toBeUndefined();
    expect(useSessionStore.getState()).toMatchObject({ token: '', roles: [] });
    expect(getToken()).toBeUndefined();
    expect(shown.errors.map((e) => e.text)).toEqual(['Illegal token: please sign in']);
  });

  it('resetToken clears token, roles and cookie without a server call', () => {
    setToken('abc');
    useSessionStore.setState({ token: 'abc', roles: ['admin'], name: 'Ada Admin' });
    const before = requestsLogged();
    useSessionStore.getState().resetToken();
    expect(useSessionStore.getState()).toMatchObject({ token: '', roles: [], name: 'Ada Admin' });
    expect(getToken()).toBeUndefined();
    expect(requestsLogged()).toBe(before);
  });
});
