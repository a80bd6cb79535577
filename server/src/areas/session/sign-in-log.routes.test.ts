import { api } from '@shop/contract/api';
import { OWN_SIGN_INS_SHOWN, type SignInItem } from '@shop/contract/areas/staff';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authState, staffLoginLog, staffUser } from '../../db/schema.js';
import { digest } from '../../lib/tokens.js';
import { useTestApp } from '../../test-support/harness.js';
import { insertStaff } from '../../test-support/staff-rows.js';
import { TEST_PASSWORD } from '../../test-support/test-app.js';
import { signInLimits } from './login-limiter.js';

const t = useTestApp();
let memberId: number;
let quietId: number;
beforeAll(async () => {
  [memberId = 0, quietId = 0] = await insertStaff(t.db, [{ username: 'logged' }, { username: 'quiet' }]);
});

const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/131.0.0.0 Safari/537.36';

/** The password step from an address and browser; answers the state and its binding on success. */
async function passwordStep(username: string, password: string, ip: string, userAgent = UA) {
  const res = await t.app.inject({
    method: 'POST',
    url: api.loginWithPassword.path,
    payload: { username, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  const binding = res.cookies.find((c) => c.name === 'login_binding')?.value ?? '';
  return { res, state: res.json().data?.state as string | undefined, binding };
}

function redeem(state: string, binding: string, ip = '10.9.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `${api.login.path}?state=${encodeURIComponent(state)}`,
    cookies: { login_binding: binding },
    headers: { 'user-agent': UA },
    remoteAddress: ip,
  });
}

/** The newest rows of the log (any member), as stored. */
async function latest(n = 1) {
  return t.db.select().from(staffLoginLog).orderBy(desc(staffLoginLog.id)).limit(n);
}

describe('the password step writes every attempt to the sign-in log', () => {
  it('records a success with the address and browser, and never the password', async () => {
    const { res } = await passwordStep('Logged', TEST_PASSWORD, '10.9.0.1');
    expect(res.json().code).toBe(20000);
    const [row] = await latest();
    expect(row).toMatchObject({
      staffUserId: memberId,
      username: 'Logged',
      method: 'password',
      success: true,
      reason: null,
      ip: '10.9.0.1',
      userAgent: UA,
    });
    expect(JSON.stringify(row)).not.toContain(TEST_PASSWORD);
  });

  it('records a wrong password, an unknown user and an account without a password by their reason', async () => {
    await passwordStep('logged', 'not-the-password', '10.9.0.2', 'AgentWrong/1');
    expect((await latest())[0]).toMatchObject({
      staffUserId: memberId,
      success: false,
      reason: 'badPassword',
      ip: '10.9.0.2',
      userAgent: 'AgentWrong/1',
    });

    const typed = 'Nobody-Here';
    await passwordStep(typed, 'whatever-it-is', '10.9.0.3');
    expect((await latest())[0]).toMatchObject({
      staffUserId: null,
      username: typed,
      reason: 'unknownUser',
      ip: '10.9.0.3',
    });

    const [linkOnly = 0] = await insertStaff(t.db, [{ username: 'link-only' }]);
    await t.db.update(staffUser).set({ passwordHash: null }).where(eq(staffUser.id, linkOnly));
    const { res } = await passwordStep('link-only', TEST_PASSWORD, '10.9.0.4');
    expect(res.json().key).toBe('session.badCredentials');
    expect((await latest())[0]).toMatchObject({ staffUserId: linkOnly, reason: 'noPassword' });
  });

  it('records a disabled account once the password was right', async () => {
    const [off = 0] = await insertStaff(t.db, [{ username: 'switched-off', disabled: true }]);
    const { res } = await passwordStep('switched-off', TEST_PASSWORD, '10.9.0.5');
    expect(res.json().key).toBe('session.accountDisabled');
    expect((await latest())[0]).toMatchObject({ staffUserId: off, reason: 'disabled', ip: '10.9.0.5' });
  });

  it('records a throttled attempt although the request is refused', async () => {
    const [target = 0] = await insertStaff(t.db, [{ username: 'hammered' }]);
    for (let i = 0; i < signInLimits.perPair; i++) await passwordStep('hammered', `wrong-${i}`, '10.9.0.6');
    const { res } = await passwordStep('hammered', TEST_PASSWORD, '10.9.0.6', 'Hammer/2');
    expect(res.statusCode).toBe(429);
    const rows = await latest(signInLimits.perPair + 1);
    expect(rows.map((r) => r.reason)).toEqual([
      'throttled',
      ...Array(signInLimits.perPair).fill('badPassword'),
    ]);
    expect(rows[0]).toMatchObject({ staffUserId: target, ip: '10.9.0.6', userAgent: 'Hammer/2' });
  });
});

describe('the state redemption records its refusals for a known member', () => {
  it('records a state used twice or from another browser, one redeemed too late, and a member disabled meanwhile', async () => {
    const first = await passwordStep('logged', TEST_PASSWORD, '10.9.1.1');
    expect((await redeem(first.state ?? '', first.binding)).json().code).toBe(20000);
    expect((await redeem(first.state ?? '', first.binding, '10.9.1.2')).statusCode).toBe(400);
    expect((await latest())[0]).toMatchObject({
      staffUserId: memberId,
      method: 'password',
      reason: 'stateRefused',
      ip: '10.9.1.2',
    });

    const late = await passwordStep('logged', TEST_PASSWORD, '10.9.1.3');
    await t.db
      .update(authState)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authState.stateHash, digest(late.state ?? '')));
    expect((await redeem(late.state ?? '', late.binding)).statusCode).toBe(400);
    expect((await latest())[0]).toMatchObject({ staffUserId: memberId, reason: 'expired' });

    const [leaving = 0] = await insertStaff(t.db, [{ username: 'leaving' }]);
    const step = await passwordStep('leaving', TEST_PASSWORD, '10.9.1.4');
    await t.db.update(staffUser).set({ disabled: true }).where(eq(staffUser.id, leaving));
    expect((await redeem(step.state ?? '', step.binding)).json().key).toBe('session.accountDisabled');
    expect((await latest())[0]).toMatchObject({ staffUserId: leaving, reason: 'disabled' });

    // An unknown state names nobody: nothing is written.
    const count = (await latest(100)).length;
    await redeem('no-such-state', 'x');
    expect((await latest(100)).length).toBe(count);
  });
});

describe('QR sign-in', () => {
  async function startQr(ip: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: api.startQrLogin.path,
      headers: { 'user-agent': 'Desktop/9' },
      remoteAddress: ip,
    });
    return res.json().data.state as string;
  }

  it("records the confirmed sign-in under the member who confirmed it and the asking device's address", async () => {
    const phone = await t.as('logged');
    const state = await startQr('10.9.2.1');
    expect((await phone.call('confirmQrLogin', { body: { state } })).json().code).toBe(20000);
    expect((await latest())[0]).toMatchObject({
      staffUserId: memberId,
      username: 'logged',
      method: 'qr',
      success: true,
      ip: '10.9.2.1',
      userAgent: 'Desktop/9',
    });
  });

  it('records a QR code confirmed after it expired', async () => {
    const phone = await t.as('logged');
    const state = await startQr('10.9.2.2');
    await t.db
      .update(authState)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authState.stateHash, digest(state)));
    expect((await phone.call('confirmQrLogin', { body: { state } })).statusCode).toBe(400);
    expect((await latest())[0]).toMatchObject({
      staffUserId: memberId,
      method: 'qr',
      success: false,
      reason: 'expired',
      ip: '10.9.2.2',
    });
  });
});

describe('the sign-in lists', () => {
  it("pages a member's attempts newest first for staff, and refuses those without staff access", async () => {
    const admin = await t.as('admin');
    const all = await admin.ok('listStaffSignIns', { params: { id: memberId }, query: { pageSize: 100 } });
    const stored = await t.db
      .select({ id: staffLoginLog.id })
      .from(staffLoginLog)
      .where(eq(staffLoginLog.staffUserId, memberId))
      .orderBy(desc(staffLoginLog.at), desc(staffLoginLog.id));
    expect(all.total).toBe(stored.length);
    expect(all.items.map((i) => i.id)).toEqual(stored.map((r) => r.id));
    const second = await admin.ok('listStaffSignIns', {
      params: { id: memberId },
      query: { page: 2, pageSize: 2 },
    });
    expect(second.items.map((i) => i.id)).toEqual(stored.slice(2, 4).map((r) => r.id));
    expect(all.items.at(-1)).toMatchObject({
      method: 'password',
      success: true,
      reason: null,
      ip: '10.9.0.1',
    });

    const none = await admin.ok('listStaffSignIns', { params: { id: quietId } });
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect((await admin.call('listStaffSignIns', { params: { id: 999_999 } })).json().key).toBe(
      'staff.notFound',
    );
    expect(
      (await (await t.as('editor')).call('listStaffSignIns', { params: { id: memberId } })).statusCode,
    ).toBe(403);
  });

  it('shows a member only their own latest attempts', async () => {
    const me = await t.as('logged');
    const own = await me.ok('listOwnSignIns');
    const stored = await t.db
      .select({ id: staffLoginLog.id })
      .from(staffLoginLog)
      .where(eq(staffLoginLog.staffUserId, memberId))
      .orderBy(desc(staffLoginLog.at), desc(staffLoginLog.id))
      .limit(OWN_SIGN_INS_SHOWN);
    expect(own.items.map((i: SignInItem) => i.id)).toEqual(stored.map((r) => r.id));

    const editor = await t.as('editor');
    const theirs = await editor.ok('listOwnSignIns');
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.every((i) => !own.items.some((o) => o.id === i.id))).toBe(true);
    expect((await t.anonymous().call('listOwnSignIns')).statusCode).toBe(401);
  });

  it(`caps the profile's list at ${OWN_SIGN_INS_SHOWN}`, async () => {
    const [busy = 0] = await insertStaff(t.db, [{ username: 'busy' }]);
    await t.db.insert(staffLoginLog).values(
      Array.from({ length: OWN_SIGN_INS_SHOWN + 5 }, (_, i) => ({
        staffUserId: busy,
        username: 'busy',
        method: 'password',
        success: true,
        at: sql`now() - make_interval(secs => ${1000 + i})`,
      })),
    );
    const own = await (await t.as('busy')).ok('listOwnSignIns');
    expect(own.items).toHaveLength(OWN_SIGN_INS_SHOWN);
    // Its own sign-in just now comes first.
    expect(own.items[0]?.ip).not.toBeNull();
  });
});
