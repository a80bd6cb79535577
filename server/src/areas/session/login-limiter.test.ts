import { api } from '@shop/contract/api';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test-support/test-app.js';
import { loginLimits } from './login-limiter.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function attempt(
  app: TestApp['app'],
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: api.loginWithPassword.path,
    payload: { username, password },
    headers,
  });
}

describe('repeated sign-in failures', () => {
  it('lock the account, even for the right password, with a 429 envelope', async () => {
    t = await createTestApp();
    for (let i = 0; i < loginLimits.perAccount; i++) {
      expect((await attempt(t.app, 'admin', 'wrong-password')).json().code).toBe(40100);
    }
    const locked = await attempt(t.app, 'admin', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 42900,
      message: 'Too many failed sign-in attempts; try again in 15 minutes',
      key: 'session.tooManyAttempts',
      params: { minutes: 15 },
      data: { retryAfterSeconds: 900 },
    });
    // Other accounts are not affected by one account's lock.
    expect((await attempt(t.app, 'editor', TEST_PASSWORD)).json().code).toBe(20000);
  });

  it('are counted per address, and a forged X-Forwarded-For does not reset the count', async () => {
    t = await createTestApp();
    for (let i = 0; i < loginLimits.perAddress; i++) {
      const res = await attempt(t.app, `user${i}`, 'wrong-password', { 'x-forwarded-for': `10.0.0.${i}` });
      expect(res.json().code).toBe(40100);
    }
    const res = await attempt(t.app, 'admin', TEST_PASSWORD, { 'x-forwarded-for': '10.9.9.9' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(42900);
  });

  it('are counted per forwarded address when a proxy is configured', async () => {
    t = await createTestApp({ trustProxy: 1 });
    for (let i = 0; i < loginLimits.perAddress; i++) {
      await attempt(t.app, `user${i}`, 'wrong-password', { 'x-forwarded-for': '10.0.0.1' });
    }
    expect((await attempt(t.app, 'admin', TEST_PASSWORD, { 'x-forwarded-for': '10.0.0.1' })).statusCode).toBe(
      429,
    );
    expect(
      (await attempt(t.app, 'admin', TEST_PASSWORD, { 'x-forwarded-for': '10.0.0.2' })).json().code,
    ).toBe(20000);
  });
});
