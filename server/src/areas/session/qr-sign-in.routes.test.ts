import { api } from '@shop/contract/api';
import { fillPath } from '@shop/contract/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authState } from '../../db/schema.js';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { TEST_PASSWORD } from '../../test-support/test-app.js';

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
