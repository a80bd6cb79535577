import { api } from '@shop/contract/api';
import { fillPath } from '@shop/contract/endpoint';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callerOf } from '../../../../server/src/test-support/harness';
import { signIn, TEST_PASSWORD } from '../../../../server/src/test-support/test-app';
import { useSessionStore } from '../../stores/session-store';
import { type ApiServer, recordFeedback, startApiServer } from '../../test-support/api-server';
import { confirmQr, isWaiting, qrStatus, scanQr, startQr } from './qr.api';
import { passwordStep } from './session.api';

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

/** The server's own test client: the other device in these tests. */
const app = () => server.testApp.app;

/** The other side of the QR sign-in, done with the server's own test client. */
function onPhone(step: 'scanQrLogin' | 'confirmQrLogin', state: string, token: string) {
  return callerOf(app(), token).call(step, { body: { state } });
}

describe('QR sign-in: the waiting console (this page)', () => {
  it('starts, polls PENDING → SCANNED → CONFIRMED and redeems the state as a password sign-in does', async () => {
    const { state, qrPath, expiresAt } = await startQr();
    expect(qrPath).toBe(`/auth-redirect?state=${encodeURIComponent(state)}`);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now() + 170_000);
    expect(await qrStatus(state)).toBe('PENDING');

    const phone = await signIn(server.testApp.app, 'editor');
    expect((await onPhone('scanQrLogin', state, phone)).json().data.status).toBe('SCANNED');
    expect(await qrStatus(state)).toBe('SCANNED');
    expect((await onPhone('confirmQrLogin', state, phone)).json().code).toBe(20000);
    expect(await qrStatus(state)).toBe('CONFIRMED');

    await useSessionStore.getState().login(state);
    await expect(useSessionStore.getState().getInfo()).resolves.toMatchObject({
      name: 'Eddie Editor',
      roles: ['editor'],
    });
    expect(shown.errors).toEqual([]);
  });

  it('answers only the browser that started it', async () => {
    const { state } = await startQr();
    const elsewhere = await app().inject({
      url: fillPath(api.getQrLoginStatus.path, { state }),
    });
    expect(elsewhere.json().code).toBe(40101);
  });

  it('rejects an unknown state with the server message', async () => {
    await expect(qrStatus('never-issued')).rejects.toMatchObject({ code: 40101 });
    expect(shown.errors.map((e) => e.text)).toEqual([
      'This QR code is invalid or has expired: ask for a new one',
    ]);
  });

  it('keeps polling only while the code waits', () => {
    expect(['PENDING', 'SCANNED', undefined].map((s) => isWaiting(s as 'PENDING'))).toEqual([
      true,
      true,
      true,
    ]);
    expect((['CONFIRMED', 'CONSUMED', 'EXPIRED'] as const).map(isWaiting)).toEqual([false, false, false]);
  });
});

describe('QR sign-in: the signed-in phone (this page)', () => {
  async function startOnDesktop() {
    const res = await app().inject({
      method: 'POST',
      url: api.startQrLogin.path,
      headers: { 'user-agent': 'DeskBrowser/2.0' },
    });
    const binding = res.cookies.find((c) => c.name === 'login_binding')?.value ?? '';
    return { state: res.json().data.state as string, binding };
  }

  async function signInHere(username: string) {
    const data = await passwordStep({ username, password: TEST_PASSWORD });
    await useSessionStore.getState().login(data.state);
  }

  it('sees which device asked, confirms, and that device signs in as this staff member', async () => {
    const desktop = await startOnDesktop();
    await signInHere('admin');

    const scan = await scanQr(desktop.state);
    expect(scan).toMatchObject({
      status: 'SCANNED',
      requestUserAgent: 'DeskBrowser/2.0',
      requestIp: '127.0.0.1',
    });
    expect(Date.parse(scan.requestedAt)).toBeLessThanOrEqual(Date.now());
    await confirmQr(desktop.state);

    const login = await app().inject({
      method: 'POST',
      url: `${api.login.path}?state=${encodeURIComponent(desktop.state)}`,
      cookies: { login_binding: desktop.binding },
    });
    const token = login.json().data.token as string;
    const info = await callerOf(app(), token).call('getUserInfo');
    expect(info.json().data).toMatchObject({ name: 'Ada Admin', roles: ['admin'] });
  });

  it('cannot confirm a code twice', async () => {
    const desktop = await startOnDesktop();
    await signInHere('admin');
    await confirmQr(desktop.state);
    await expect(confirmQr(desktop.state)).rejects.toMatchObject({ code: 40101 });
  });

  it('must be signed in to scan', async () => {
    const desktop = await startOnDesktop();
    await expect(scanQr(desktop.state)).rejects.toMatchObject({ code: 50008 });
    shown.dialogs[0]?.onCancel();
  });
});
