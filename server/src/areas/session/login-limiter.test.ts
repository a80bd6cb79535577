import { api } from '@shop/contract/api';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { knownDevice, loginFailure } from '../../db/schema.js';
import { useTestApp } from '../../test-support/harness.js';
import { TEST_PASSWORD } from '../../test-support/test-app.js';
import { DEVICE_COOKIE } from './known-device.js';
import { signInLimits } from './login-limiter.js';

// Issue 15 finding 5: brute force is stopped without letting anyone lock staff out.
const t = useTestApp();
// Every attempt hashes a password, slowly on purpose, and a test makes dozens: on a loaded
// two-core machine one took 30 s in CI. The limit guards against a hang, not against speed.
vi.setConfig({ testTimeout: 90_000 });

beforeEach(async () => {
  // Each test starts with no failures and no known devices (sessions, i.e. known addresses, stay).
  await t.db.delete(loginFailure);
  await t.db.delete(knownDevice);
});

interface From {
  ip: string;
  /** A known-device cookie to send. */
  device?: string | undefined;
}

function attempt(username: string, password: string, from: From) {
  return t.app.inject({
    method: 'POST',
    url: api.loginWithPassword.path,
    payload: { username, password },
    remoteAddress: from.ip,
    ...(from.device ? { cookies: { [DEVICE_COOKIE]: from.device } } : {}),
  });
}

async function code(username: string, password: string, from: From): Promise<number> {
  return (await attempt(username, password, from)).json().code;
}

/** Signs in through both steps from an address; answers the known-device cookie it was given. */
async function signInFrom(username: string, from: From): Promise<string> {
  const step = await attempt(username, TEST_PASSWORD, from);
  expect(step.json().code).toBe(20000);
  const binding = step.cookies.find((c) => c.name === 'login_binding')?.value ?? '';
  const login = await t.app.inject({
    method: 'POST',
    url: `${api.login.path}?state=${encodeURIComponent(step.json().data.state)}`,
    remoteAddress: from.ip,
    cookies: { login_binding: binding, ...(from.device ? { [DEVICE_COOKIE]: from.device } : {}) },
  });
  expect(login.json().code).toBe(20000);
  const device = login.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: api.login.path });
  return device?.value ?? '';
}

/** Moves every recorded failure this many seconds into the past (the clock, without waiting). */
async function later(seconds: number) {
  await t.db.update(loginFailure).set({ at: sql`${loginFailure.at} - make_interval(secs => ${seconds})` });
}

describe('wrong passwords from one address', () => {
  it('refuse that account from that address only: its owner signs in from another', async () => {
    for (let i = 0; i < signInLimits.perPair; i++) {
      expect(await code('admin', 'wrong-password', { ip: '10.0.1.1' })).toBe(40100);
    }
    const refused = await attempt('admin', TEST_PASSWORD, { ip: '10.0.1.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 42900,
      key: 'session.tooManyAttempts',
      params: { minutes: signInLimits.windowMinutes },
    });
    const wait = refused.json().data.retryAfterSeconds;
    expect(wait).toBeGreaterThan(signInLimits.windowMinutes * 60 - 30);
    expect(wait).toBeLessThanOrEqual(signInLimits.windowMinutes * 60);
    // Before: the account was locked for everyone. Now the right password from elsewhere gets in.
    expect(await code('admin', TEST_PASSWORD, { ip: '10.0.1.2' })).toBe(20000);
    // The refused address may still sign in to other accounts.
    expect(await code('editor', TEST_PASSWORD, { ip: '10.0.1.1' })).toBe(20000);
  });

  it('across usernames refuse the address past its limit, whatever it tries', async () => {
    // Each with a different forged X-Forwarded-For: without a proxy configured, it changes nothing.
    for (let i = 0; i < signInLimits.perAddress; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: api.loginWithPassword.path,
        payload: { username: `nobody${i}`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': `10.9.9.${i}` },
        remoteAddress: '10.0.2.1',
      });
      expect(res.json().code).toBe(40100);
    }
    const refused = await attempt('editor', TEST_PASSWORD, { ip: '10.0.2.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 42900, key: 'session.addressThrottled' });
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(0);
    // HTTP's own header says the same wait.
    expect(refused.headers['retry-after']).toBe(String(Math.ceil(refused.json().data.retryAfterSeconds)));
    expect(await code('admin', TEST_PASSWORD, { ip: '10.0.2.1' })).toBe(42900);
    // Other addresses are not affected; a device that signed in to the account before is let
    // through its own address's limit (someone else behind the same address cannot shut it out).
    expect(await code('editor', TEST_PASSWORD, { ip: '10.0.2.2' })).toBe(20000);
    const device = await signInFrom('developer', { ip: '10.0.2.3' });
    expect(await code('developer', TEST_PASSWORD, { ip: '10.0.2.1', device })).toBe(20000);
    expect(await code('editor', TEST_PASSWORD, { ip: '10.0.2.1', device })).toBe(42900);
  });

  it('start afresh for that account after its right password; failures elsewhere stay', async () => {
    for (let i = 0; i < signInLimits.perPair - 1; i++) {
      expect(await code('editor', 'wrong-password', { ip: '10.0.3.1' })).toBe(40100);
    }
    expect(await code('editor', TEST_PASSWORD, { ip: '10.0.3.1' })).toBe(20000);
    for (let i = 0; i < signInLimits.perPair - 1; i++) {
      expect(await code('editor', 'wrong-password', { ip: '10.0.3.1' })).toBe(40100);
    }
    // Those still count toward the account: with failures from other addresses it is slowed.
    const others = signInLimits.accountFreeFailures - (signInLimits.perPair - 1);
    for (let i = 0; i < others; i++) {
      expect(await code('editor', 'wrong-password', { ip: `10.0.3.${10 + i}` })).toBe(40100);
    }
    const slowed = await attempt('editor', TEST_PASSWORD, { ip: '10.0.3.99' });
    expect(slowed.json()).toMatchObject({ code: 42900, key: 'session.accountSlowed' });
  });

  it('hold under a burst of concurrent attempts', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => code('developer', 'wrong-password', { ip: '10.0.4.1' })),
    );
    // Concurrent attempts see each other: no more than the limit are checked (a burst may refuse
    // itself entirely; a refusal is not a failure, so the right password gets in afterwards).
    const failed = burst.filter((c) => c === 40100).length;
    expect(failed).toBeLessThanOrEqual(signInLimits.perPair);
    expect(burst.filter((c) => c !== 40100).every((c) => c === 42900)).toBe(true);
    if (failed < signInLimits.perPair) {
      expect(await code('developer', TEST_PASSWORD, { ip: '10.0.4.1' })).toBe(20000);
    }
  });
});

describe('an account attacked from many addresses', () => {
  it('is slowed for unknown addresses by a growing delay, never locked', async () => {
    let address = 0;
    const fresh = (): From => ({ ip: `10.1.0.${++address}` });
    for (let i = 0; i < signInLimits.accountFreeFailures; i++) {
      expect(await code('admin', 'wrong-password', fresh())).toBe(40100);
    }
    const waits: number[] = [];
    while (waits.length < 8) {
      const refused = await attempt('admin', 'wrong-password', fresh());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 42900, key: 'session.accountSlowed' });
      const wait = refused.json().data.retryAfterSeconds as number;
      expect(refused.json().params).toEqual({ seconds: wait });
      waits.push(wait);
      // Refusals are not failures: asking again at once owes the same wait, not a longer one.
      expect((await attempt('admin', 'wrong-password', fresh())).json().data.retryAfterSeconds).toBe(wait);
      await later(wait);
      expect(await code('admin', 'wrong-password', fresh())).toBe(40100);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    // The right password from an unknown address waits its turn too, then gets in.
    const slowed = await attempt('admin', TEST_PASSWORD, fresh());
    expect(slowed.json()).toMatchObject({ code: 42900, data: { retryAfterSeconds: 60 } });
    await later(60);
    expect(await code('admin', TEST_PASSWORD, fresh())).toBe(20000);
  });

  it('lets its owner in at once from a known device or a known address', async () => {
    // The owner signed in before, from the office (a session from 10.2.0.1) with this browser.
    const device = await signInFrom('admin', { ip: '10.2.0.1' });
    // Sixteen failures, each let through after the wait it owed: the account owes a minute now.
    for (let i = 0; i < 16; i++) {
      await later(50);
      expect(await code('admin', 'wrong-password', { ip: `10.2.1.${i}` })).toBe(40100);
    }
    const slowed = await attempt('admin', TEST_PASSWORD, { ip: '10.2.2.1' });
    expect(slowed.json()).toMatchObject({ code: 42900, key: 'session.accountSlowed' });
    expect(slowed.json().data.retryAfterSeconds).toBeGreaterThan(50);
    // The same browser on another network, the office without the cookie: no wait.
    expect(await code('admin', TEST_PASSWORD, { ip: '10.2.2.2', device })).toBe(20000);
    expect(await code('admin', TEST_PASSWORD, { ip: '10.2.0.1' })).toBe(20000);
    // A made-up cookie, or another account's, is no known device.
    const forged = 'x'.repeat(43);
    expect(await code('admin', TEST_PASSWORD, { ip: '10.2.2.3', device: forged })).toBe(42900);
    const editorDevice = await signInFrom('editor', { ip: '10.2.3.1' });
    expect(await code('admin', TEST_PASSWORD, { ip: '10.2.2.4', device: editorDevice })).toBe(42900);
    // A known device that keeps failing is still held to its own address's limit for the account.
    for (let i = 0; i < signInLimits.perPair; i++) {
      expect(await code('admin', 'wrong-password', { ip: '10.2.2.5', device })).toBe(40100);
    }
    expect(await code('admin', TEST_PASSWORD, { ip: '10.2.2.5', device })).toBe(42900);
  });

  it('lets no more than the threshold through a concurrent burst from many addresses', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => code('editor', 'wrong-password', { ip: `10.3.0.${i}` })),
    );
    const failed = burst.filter((c) => c === 40100).length;
    expect(failed).toBeLessThanOrEqual(signInLimits.accountFreeFailures);
    expect(burst.filter((c) => c !== 40100).every((c) => c === 42900)).toBe(true);
  });
});

describe('a wrong current password on a password change', () => {
  it("counts toward that member's own account and address only", async () => {
    const admin = await t.as('admin');
    const change = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: api.changePassword.path,
        headers: { 'x-token': admin.token ?? '' },
        payload: { oldPassword: 'not-the-password', newPassword: 'a-brand-new-password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < signInLimits.perPair; i++) {
      expect((await change('10.4.0.1')).json()).toMatchObject({ code: 40000, key: 'session.wrongPassword' });
    }
    const refused = await change('10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 42900, key: 'session.tooManyAttempts' });
    // Nobody else is slowed: the owner signs in at once from an address never seen before.
    expect(await code('admin', TEST_PASSWORD, { ip: '10.4.0.2' })).toBe(20000);
    // The pair is shared with the sign-in, so a stolen session cannot switch calls to guess on.
    expect(await code('admin', TEST_PASSWORD, { ip: '10.4.0.1' })).toBe(42900);
  });
});

describe('behind a proxy', () => {
  const proxied = useTestApp({ trustProxy: 1 });
  const via = (forwardedFor: string, username: string, password: string) =>
    proxied.app.inject({
      method: 'POST',
      url: api.loginWithPassword.path,
      payload: { username, password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the forwarded address', async () => {
    for (let i = 0; i < signInLimits.perAddress; i++) {
      await via('10.5.0.1', `user${i}`, 'wrong-password');
    }
    expect((await via('10.5.0.1', 'admin', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await via('10.5.0.2', 'admin', TEST_PASSWORD)).json().code).toBe(20000);
  });
});
