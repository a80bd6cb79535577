import { api } from '@shop/contract/api';
import { permissions } from '@shop/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authState, staffSession, staffUser } from '../../db/schema.js';
import { callerOf, useTestApp } from '../../test-support/harness.js';
import { signIn, TEST_PASSWORD } from '../../test-support/test-app.js';

const t = useTestApp();

/** The spec's user info, with the token in X-Token (or none). */
const info = (token?: string) => callerOf(t.app, token).call('getUserInfo');

async function passwordStep(username: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: api.loginWithPassword.path,
    payload: { username, password },
    headers,
  });
}

async function stateFor(username: string) {
  const res = await passwordStep(username, TEST_PASSWORD);
  expect(res.json().code).toBe(20000);
  const binding = res.cookies.find((c) => c.name === 'login_binding');
  expect(binding?.httpOnly).toBe(true);
  return { state: res.json().data.state as string, binding: binding?.value ?? '' };
}

function redeem(state: string | undefined, binding?: string) {
  return t.app.inject({
    method: 'POST',
    url: state === undefined ? api.login.path : `${api.login.path}?state=${encodeURIComponent(state)}`,
    ...(binding ? { cookies: { login_binding: binding } } : {}),
  });
}

describe('sign-in through a one-time state', () => {
  it('redeems a state for a token whose info matches the staff member', async () => {
    const { state, binding } = await stateFor('admin');
    expect(state.length).toBeGreaterThanOrEqual(22);
    const login = await redeem(state, binding);
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    // 32 random bytes, base64url: well over 128 bits.
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const answer = await info(token);
    expect(answer.json()).toEqual({
      code: 20000,
      message: 'OK',
      data: {
        roles: ['admin'],
        name: 'Ada Admin',
        avatar: '/avatars/admin.svg',
        introduction: 'Runs the shop day to day.',
        switchableRoles: [],
        permissions: [...permissions],
        mustChangePassword: false,
      },
    });
  });

  it('takes the token from ?token= as the spec calls it', async () => {
    const token = await signIn(t.app, 'editor');
    const byQuery = await t.anonymous().call('getUserInfo', { query: { token } });
    expect(byQuery.json().data.roles).toEqual(['editor']);
  });

  it("answers a missing or empty state with the spec's message", async () => {
    for (const res of [await redeem(undefined), await redeem('')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 40000,
        message: 'No state provided for login',
        key: 'session.noState',
        params: {},
        data: null,
      });
    }
  });

  it('refuses a state the second time', async () => {
    const { state, binding } = await stateFor('admin');
    expect((await redeem(state, binding)).json().code).toBe(20000);
    const again = await redeem(state, binding);
    expect(again.json()).toMatchObject({ code: 40101, key: 'session.loginStateInvalid', params: {} });
  });

  it('refuses unknown, expired and other-browser states', async () => {
    expect((await redeem('made-up-state', 'x')).json().code).toBe(40101);

    const other = await stateFor('admin');
    expect((await redeem(other.state, 'someone-elses-cookie')).json().code).toBe(40101);
    expect((await redeem(other.state)).json().code).toBe(40101);

    const old = await stateFor('admin');
    await t.db
      .update(authState)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authState.status, 'CONFIRMED'));
    expect((await redeem(old.state, old.binding)).json().code).toBe(40101);
  });

  it('lets exactly one of two simultaneous redemptions win', async () => {
    const { state, binding } = await stateFor('admin');
    const results = await Promise.all([redeem(state, binding), redeem(state, binding)]);
    expect(results.map((r) => r.json().code).sort()).toEqual([20000, 40101]);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await passwordStep('nobody-here', 'whatever-password');
    const wrong = await passwordStep('developer', 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      code: 40100,
      message: 'Incorrect username or password',
      key: 'session.badCredentials',
      params: {},
      data: null,
    });
  });

  it('reports empty fields as field errors in the envelope', async () => {
    const res = await passwordStep('', '');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(40000);
    expect(body.data.location).toBe('body');
    expect(body.data.issues.map((i: { path: string[] }) => i.path[0]).sort()).toEqual([
      'password',
      'username',
    ]);
  });

  it('stores only a hash of the session token', async () => {
    const token = await signIn(t.app, 'developer');
    const rows = await t.db.select({ tokenHash: staffSession.tokenHash }).from(staffSession);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('refuses a disabled account', async () => {
    await t.db.update(staffUser).set({ disabled: true }).where(eq(staffUser.username, 'editor'));
    try {
      const res = await passwordStep('editor', TEST_PASSWORD);
      expect(res.json()).toMatchObject({ code: 40102, key: 'session.accountDisabled' });
    } finally {
      await t.db.update(staffUser).set({ disabled: false }).where(eq(staffUser.username, 'editor'));
    }
  });
});

describe('the session token', () => {
  it('is required: none gives 50008 with HTTP 401', async () => {
    const res = await info();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 50008, key: 'session.noToken' });
  });

  it('must be one the server issued', async () => {
    const res = await info('forged-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 50008,
      message: 'Illegal token: please sign in',
      key: 'session.illegalToken',
    });
  });

  it('expires after its idle time and after its absolute lifetime with 50014', async () => {
    const idle = await signIn(t.app, 'admin');
    await t.db.update(staffSession).set({ lastSeenAt: sql`now() - interval '3 hours'` });
    const idleRes = await info(idle);
    expect(idleRes.statusCode).toBe(401);
    expect(idleRes.json()).toMatchObject({ code: 50014, key: 'session.expired' });

    const old = await signIn(t.app, 'admin');
    await t.db.update(staffSession).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await info(old)).json().code).toBe(50014);
  });

  it('is dead after logout', async () => {
    const token = await signIn(t.app, 'admin');
    const out = await callerOf(t.app, token).call('logout');
    expect(out.json()).toEqual({ code: 20000, message: 'OK', data: null });
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 50008, key: 'session.signedOut' });
  });

  it('answers 50012 when the session was ended from elsewhere', async () => {
    const token = await signIn(t.app, 'admin');
    await t.db
      .update(staffSession)
      .set({ revokedAt: sql`now()`, revokedReason: 'elsewhere' })
      .where(sql`${staffSession.revokedAt} IS NULL`);
    expect((await info(token)).json()).toMatchObject({ code: 50012, key: 'session.endedElsewhere' });
  });

  it('never reaches the log, from the header or from the query', async () => {
    const token = await signIn(t.app, 'admin');
    await t.app.inject({ url: `${api.getUserInfo.path}?token=${token}` });
    await info(token);
    const logged = t.logs.join('');
    expect(logged).toContain('/base/admin/user/info?token=[redacted]');
    expect(logged).not.toContain(token);
  });
});
