import { api } from '@shop/contract/api';
import { QR_STATE_TTL_SECONDS } from '@shop/contract/areas/session-limits';
import { fillPath } from '@shop/contract/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authState } from '../../db/schema.js';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { TEST_PASSWORD } from '../../test-support/test-app.js';
import { qrStartLimits } from './qr-sign-in.service.js';

const t = useTestApp();
/** The signed-in phone that scans and confirms. */
let phone: Caller;
beforeAll(async () => {
  phone = await t.as('editor');
});

/** The waiting console: asks for a QR state and keeps its binding cookie. */
async function startOnDesktop() {
  const res = await t.app.inject({
    method: 'POST',
    url: api.startQrLogin.path,
    headers: { 'user-agent': 'DesktopBrowser/1.0' },
  });
  expect(res.json().code).toBe(20000);
  const binding = res.cookies.find((c) => c.name === 'login_binding');
  expect(binding?.httpOnly).toBe(true);
  const { state, qrPath } = res.json().data as { state: string; qrPath: string };
  expect(qrPath).toBe(`/auth-redirect?state=${encodeURIComponent(state)}`);
  return { state, binding: binding?.value ?? '' };
}

function status(state: string, binding?: string) {
  return t.app.inject({
    url: fillPath(api.getQrLoginStatus.path, { state }),
    ...(binding ? { cookies: { login_binding: binding } } : {}),
  });
}

function onPhone(step: 'scanQrLogin' | 'confirmQrLogin', state: string) {
  return phone.call(step, { body: { state } });
}

/** The waiting browser redeems the state, with its binding cookie (or another browser's). */
function redeem(state: string, binding: string) {
  return t.app.inject({
    method: 'POST',
    url: `${api.login.path}?state=${encodeURIComponent(state)}`,
    cookies: { login_binding: binding },
  });
}

describe('sign-in confirmed from a phone', () => {
  it('goes PENDING → SCANNED → CONFIRMED and the waiting browser redeems it for a session', async () => {
    const desktop = await startOnDesktop();
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('PENDING');

    const scan = await onPhone('scanQrLogin', desktop.state);
    expect(scan.json().data).toMatchObject({ status: 'SCANNED', requestUserAgent: 'DesktopBrowser/1.0' });
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('SCANNED');

    expect((await onPhone('confirmQrLogin', desktop.state)).json().code).toBe(20000);
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('CONFIRMED');

    const login = await redeem(desktop.state, desktop.binding);
    const token = login.json().data.token as string;
    const info = await callerOf(t.app, token).call('getUserInfo');
    expect(info.json().data).toMatchObject({ name: 'Eddie Editor', roles: ['editor'] });
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('CONSUMED');
  });

  it('cannot be redeemed or polled by another browser, even with the state from the QR code', async () => {
    const desktop = await startOnDesktop();
    await onPhone('confirmQrLogin', desktop.state);
    expect((await status(desktop.state)).json()).toMatchObject({ code: 40101, key: 'session.qrInvalid' });
    expect((await status(desktop.state, 'another-browser')).json().code).toBe(40101);
    const stolen = await redeem(desktop.state, 'another-browser');
    expect(stolen.json()).toMatchObject({ code: 40101, key: 'session.loginStateInvalid' });
  });

  it('cannot be redeemed before it is confirmed, nor confirmed twice', async () => {
    const desktop = await startOnDesktop();
    const early = await redeem(desktop.state, desktop.binding);
    expect(early.json().code).toBe(40101);
    expect((await onPhone('confirmQrLogin', desktop.state)).json().code).toBe(20000);
    expect((await onPhone('confirmQrLogin', desktop.state)).json()).toMatchObject({
      code: 40101,
      key: 'session.qrInvalid',
      params: {},
    });
  });

  it('needs a signed-in phone to scan or confirm', async () => {
    const desktop = await startOnDesktop();
    const res = await t.anonymous().call('confirmQrLogin', { body: { state: desktop.state } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(50008);
  });

  it('expires', async () => {
    const desktop = await startOnDesktop();
    await t.db
      .update(authState)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${authState.kind} = 'qr' AND ${authState.status} = 'PENDING'`);
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('EXPIRED');
    expect((await onPhone('confirmQrLogin', desktop.state)).json().code).toBe(40101);
  });

  it('does not accept a password-step state as a QR code', async () => {
    const step = await t.anonymous().ok('loginWithPassword', {
      body: { username: 'admin', password: TEST_PASSWORD },
    });
    expect((await onPhone('scanQrLogin', step.state)).json().code).toBe(40101);
  });
});

// Issue 15 finding 7: the public QR start was unlimited (200 of 200 in 1.9 s, each a row for a day).
describe('starting QR sign-ins from one address', () => {
  function startFrom(ip: string) {
    return t.app.inject({ method: 'POST', url: api.startQrLogin.path, remoteAddress: ip });
  }
  /** Moves this address's QR states' start this many seconds into the past (not their expiry). */
  async function startedEarlier(ip: string, seconds: number) {
    await t.db
      .update(authState)
      .set({ createdAt: sql`${authState.createdAt} - make_interval(secs => ${seconds})` })
      .where(sql`${authState.kind} = 'qr' AND ${authState.requestIp} = ${ip}`);
  }

  it('is limited per minute, with the wait and no binding cookie', async () => {
    for (let i = 0; i < qrStartLimits.perMinute; i++) {
      expect((await startFrom('10.6.0.1')).json().code).toBe(20000);
    }
    const refused = await startFrom('10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 42900, key: 'session.qrTooManyStarts' });
    const wait = refused.json().data.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json().params).toEqual({ seconds: wait });
    expect(refused.cookies.find((c) => c.name === 'login_binding')).toBeUndefined();
    // Another address is not affected; a minute later this one may start again.
    expect((await startFrom('10.6.0.2')).json().code).toBe(20000);
    await startedEarlier('10.6.0.1', 61);
    expect((await startFrom('10.6.0.1')).json().code).toBe(20000);
  });

  it('caps the states still waiting to be scanned', async () => {
    const ip = '10.6.1.1';
    const states: string[] = [];
    while (states.length < qrStartLimits.pending) {
      const res = await startFrom(ip);
      expect(res.json().code).toBe(20000);
      states.push(res.json().data.state);
      if (states.length % qrStartLimits.perMinute === 0) await startedEarlier(ip, 61);
    }
    const refused = await startFrom(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 42900, key: 'session.qrTooManyPending' });
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.json().data.retryAfterSeconds).toBeLessThanOrEqual(QR_STATE_TTL_SECONDS);
    // One scanned (or expired) frees a place.
    expect((await onPhone('scanQrLogin', states[0] ?? '')).json().code).toBe(20000);
    expect((await startFrom(ip)).json().code).toBe(20000);
  });

  it('holds under a burst of concurrent starts', async () => {
    const burst = await Promise.all(Array.from({ length: 25 }, () => startFrom('10.6.2.1')));
    // Concurrent starts see each other, so no more than the limit get through (a burst may even
    // refuse itself entirely: each refused start is removed, and only that address is affected).
    const started = burst.filter((r) => r.json().code === 20000).length;
    expect(started).toBeLessThanOrEqual(qrStartLimits.perMinute);
    expect(burst.every((r) => [20000, 42900].includes(r.json().code))).toBe(true);
    const [kept] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authState)
      .where(sql`${authState.requestIp} = '10.6.2.1'`);
    expect(kept?.n).toBe(started);
    if (started < qrStartLimits.perMinute) expect((await startFrom('10.6.2.1')).json().code).toBe(20000);
  });
});
