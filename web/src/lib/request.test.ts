import net from 'node:net';
import { endpoint } from '@shop/contract/endpoint';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { route } from '../../../server/src/http/endpoint-route';
import { TEST_PASSWORD } from '../../../server/src/test-support/test-app';
import { type ApiServer, recordFeedback, startApiServer } from '../test-support/api-server';
import { setToken } from './auth-cookie';
import { ApiError, configureRequest, request } from './request';

let server: ApiServer;
let shown: ReturnType<typeof recordFeedback>;
const relogin = vi.fn();

beforeAll(async () => {
  server = await startApiServer((app) => {
    // Answers the real server never gives, for the client's transport rules; routes of this test
    // only, so they are defined here rather than in the contract.
    const testEndpoint = (operationId: string, path: `/base/${string}`) =>
      endpoint({
        operationId,
        method: 'GET',
        path,
        access: 'public',
        tag: 'test',
        summary: operationId,
        media: 'text/csv',
      });
    route(app, testEndpoint('testSlow', '/base/test/slow'), async (_req, reply) => {
      await new Promise((r) => setTimeout(r, 500));
      return reply.send({ late: true });
    });
    route(app, testEndpoint('testBadGateway', '/base/test/bad-gateway'), (_req, reply) =>
      reply.code(502).type('text/html').send('<h1>502</h1>'),
    );
    route(app, testEndpoint('testNotEnvelope', '/base/test/not-envelope'), (_req, reply) =>
      reply.type('text/plain').send('hello'),
    );
  });
});
afterAll(() => server.close());

beforeEach(() => {
  shown = recordFeedback();
  relogin.mockReset();
  configureRequest({ origin: '', timeoutMs: 5000, hasToken: () => false, relogin });
});
afterEach(() => shown.restore());

async function signInToken(): Promise<string> {
  const { data } = await request<{ state: string }>('/base/admin/user/login/password', {
    method: 'POST',
    data: { username: 'admin', password: TEST_PASSWORD },
  });
  const login = await request<{ token: string }>('/base/admin/user/login', {
    method: 'POST',
    params: { state: data.state },
  });
  return login.data.token;
}

describe('request', () => {
  it('resolves a 20000 answer with the whole envelope', async () => {
    const envelope = await request<{ state: string }>('/base/admin/user/login/password', {
      method: 'POST',
      data: { username: 'admin', password: TEST_PASSWORD },
    });
    expect(envelope.code).toBe(20000);
    expect(envelope.message).toEqual(expect.any(String));
    expect(envelope.data.state).toEqual(expect.any(String));
    expect(shown.errors).toEqual([]);
  });

  it('rejects another code with the server message and toasts it for 5 s', async () => {
    const call = request('/base/admin/user/login/password', {
      method: 'POST',
      data: { username: 'admin', password: 'wrong-password' },
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ message: 'Incorrect username or password', code: 40100 });
    expect(shown.errors).toEqual([{ text: 'Incorrect username or password', durationMs: 5000 }]);
    expect(shown.dialogs).toEqual([]);
  });

  it('leaves the toast to the caller when quiet, still rejecting with the message', async () => {
    const call = request('/base/admin/user/login/password', {
      method: 'POST',
      data: { username: 'admin', password: 'wrong-password' },
      quiet: true,
    });
    await expect(call).rejects.toMatchObject({ message: 'Incorrect username or password', code: 40100 });
    expect(shown.errors).toEqual([]);
  });

  it('sends X-Token from the cookie only while the session has a token', async () => {
    const token = await signInToken();
    setToken(token);
    await expect(request('/base/admin/user/logout', { method: 'POST' })).rejects.toMatchObject({
      code: 50008,
    });
    shown.dialogs[0]?.onCancel();
    configureRequest({ hasToken: () => true });
    await expect(request('/base/admin/user/logout', { method: 'POST' })).resolves.toMatchObject({
      code: 20000,
    });
  });

  it('opens one re-login dialog for 50008 however many calls fail while it is open', async () => {
    const info = () => request('/base/admin/user/info', { params: { token: 'never-issued' } });
    await expect(info()).rejects.toMatchObject({ code: 50008 });
    await expect(info()).rejects.toMatchObject({ code: 50008 });
    expect(shown.errors).toHaveLength(2);
    expect(shown.dialogs).toHaveLength(1);
    const [dialog] = shown.dialogs;
    expect(dialog).toMatchObject({
      title: 'Confirm logout',
      content: 'You have been logged out, you can cancel to stay on this page, or log in again',
      okText: 'Re-Login',
      cancelText: 'Cancel',
    });
    dialog?.onCancel();
    expect(relogin).not.toHaveBeenCalled();
    await expect(info()).rejects.toMatchObject({ code: 50008 });
    expect(shown.dialogs).toHaveLength(2);
    shown.dialogs[1]?.onOk();
    expect(relogin).toHaveBeenCalledTimes(1);
  });

  it('reports a closed port as Network Error', async () => {
    const port = await closedPort();
    configureRequest({ origin: `http://127.0.0.1:${port}` });
    await expect(request('/base/admin/user/info')).rejects.toThrow('Network Error');
    expect(shown.errors).toEqual([{ text: 'Network Error', durationMs: 5000 }]);
  });

  it('gives up after the timeout', async () => {
    configureRequest({ timeoutMs: 100 });
    await expect(request('/base/test/slow')).rejects.toThrow('timeout of 100ms exceeded');
    expect(shown.errors).toEqual([{ text: 'timeout of 100ms exceeded', durationMs: 5000 }]);
  });

  it('names the status of a failed answer that is not an envelope', async () => {
    await expect(request('/base/test/bad-gateway')).rejects.toThrow('Request failed with status code 502');
  });

  it('treats a 2xx answer that is not an envelope as Error', async () => {
    await expect(request('/base/test/not-envelope')).rejects.toMatchObject({
      message: 'Error',
      code: undefined,
    });
    expect(shown.errors).toEqual([{ text: 'Error', durationMs: 5000 }]);
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
