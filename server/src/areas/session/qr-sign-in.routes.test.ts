import { accountPaths, sessionPaths } from '@shop/contract/areas/session';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authState } from '../../db/schema.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let phoneToken: string;
beforeAll(async () => {
  t = await createTestApp();
  phoneToken = await signIn(t.app, 'editor');
});
afterAll(() => t.close());

/** The waiting console: asks for a QR state and keeps its binding cookie. */
async function startOnDesktop() {
  const res = await t.app.inject({
    method: 'POST',
    url: accountPaths.qrStart,
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
    url: accountPaths.qrStatus.replace(':state', encodeURIComponent(state)),
    ...(binding ? { cookies: { login_binding: binding } } : {}),
  });
}

function onPhone(path: string, state: string, token = phoneToken) {
  return t.app.inject({ method: 'POST', url: path, headers: { 'x-token': token }, payload: { state } });
}

describe('sign-in confirmed from a phone', () => {
  it('goes PENDING → SCANNED → CONFIRMED and the waiting browser redeems it for a session', async () => {
    const desktop = await startOnDesktop();
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('PENDING');

    const scan = await onPhone(accountPaths.qrScan, desktop.state);
    expect(scan.json().data).toMatchObject({ status: 'SCANNED', requestUserAgent: 'DesktopBrowser/1.0' });
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('SCANNED');

    expect((await onPhone(accountPaths.qrConfirm, desktop.state)).json().code).toBe(20000);
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('CONFIRMED');

    const login = await t.app.inject({
      method: 'POST',
      url: `${sessionPaths.login}?state=${encodeURIComponent(desktop.state)}`,
      cookies: { login_binding: desktop.binding },
    });
    const token = login.json().data.token as string;
    const info = await t.app.inject({ url: sessionPaths.info, headers: { 'x-token': token } });
    expect(info.json().data).toMatchObject({ name: 'Eddie Editor', roles: ['editor'] });
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('CONSUMED');
  });

  it('cannot be redeemed or polled by another browser, even with the state from the QR code', async () => {
    const desktop = await startOnDesktop();
    await onPhone(accountPaths.qrConfirm, desktop.state);
    expect((await status(desktop.state)).json().code).toBe(40101);
    expect((await status(desktop.state, 'another-browser')).json().code).toBe(40101);
    const stolen = await t.app.inject({
      method: 'POST',
      url: `${sessionPaths.login}?state=${encodeURIComponent(desktop.state)}`,
      cookies: { login_binding: 'another-browser' },
    });
    expect(stolen.json().code).toBe(40101);
  });

  it('cannot be redeemed before it is confirmed, nor confirmed twice', async () => {
    const desktop = await startOnDesktop();
    const early = await t.app.inject({
      method: 'POST',
      url: `${sessionPaths.login}?state=${encodeURIComponent(desktop.state)}`,
      cookies: { login_binding: desktop.binding },
    });
    expect(early.json().code).toBe(40101);
    expect((await onPhone(accountPaths.qrConfirm, desktop.state)).json().code).toBe(20000);
    expect((await onPhone(accountPaths.qrConfirm, desktop.state)).json().code).toBe(40101);
  });

  it('needs a signed-in phone to scan or confirm', async () => {
    const desktop = await startOnDesktop();
    const res = await t.app.inject({
      method: 'POST',
      url: accountPaths.qrConfirm,
      payload: { state: desktop.state },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(50008);
  });

  it('expires', async () => {
    const desktop = await startOnDesktop();
    await t.database.db
      .update(authState)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${authState.kind} = 'qr' AND ${authState.status} = 'PENDING'`);
    expect((await status(desktop.state, desktop.binding)).json().data.status).toBe('EXPIRED');
    expect((await onPhone(accountPaths.qrConfirm, desktop.state)).json().code).toBe(40101);
  });

  it('does not accept a password-step state as a QR code', async () => {
    const step = await t.app.inject({
      method: 'POST',
      url: sessionPaths.passwordStep,
      payload: { username: 'admin', password: 'correct-horse-battery' },
    });
    expect((await onPhone(accountPaths.qrScan, step.json().data.state)).json().code).toBe(40101);
  });
});
