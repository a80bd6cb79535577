// A process test of the embedded database: run in the PGlite pass only (see vitest.config.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { signInStatus, useServerProcesses } from './test-support/server-process.js';

const { start, tmpDir } = useServerProcesses(afterEach);

/** How long one GET took, or Infinity when it got no 200 in time. */
async function timedGet(url: string, headers: Record<string, string> = {}): Promise<number> {
  const at = performance.now();
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) }).catch(() => null);
  await res?.arrayBuffer();
  return res?.status === 200 ? performance.now() - at : Number.POSITIVE_INFINITY;
}

async function tokenOf(url: string, password: string): Promise<string> {
  const step = await fetch(`${url}/base/admin/user/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const cookie = step.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { data } = (await step.json()) as { data: { state: string } };
  const login = await fetch(`${url}/base/admin/user/login?state=${encodeURIComponent(data.state)}`, {
    method: 'POST',
    headers: { cookie },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

describe('the demo load on the embedded database', () => {
  it('lets the console answer all the while it runs', async () => {
    const server = start({
      DATA_DIR: tmpDir(),
      SEED: 'demo',
      ADMIN_PASSWORD: 'demo-load-password',
      LOG_LEVEL: 'info',
    });
    const url = await server.ready;
    const loaded = () => server.output().includes('created the demo customers and orders');
    expect(loaded()).toBe(false);
    const token = await tokenOf(url, 'demo-load-password');
    // Health and the first orders page, one after the other, until the demo is whole.
    const health: number[] = [];
    const orders: number[] = [];
    while (!loaded()) {
      health.push(await timedGet(`${url}/base/health`));
      orders.push(await timedGet(`${url}/base/admin/orders?page=1&pageSize=20`, { 'x-token': token }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Answered many times during the load, never held for long. The load is short steps with a
    // turn for requests between them; written as one transaction it held every request for the
    // seconds it took (the 100 ms p99 target is measured by `npm run bench -- responsive`; the
    // bound here only has to tell "between steps" from "behind the whole load", 5 s and more, on a
    // busy machine: under a load average of 13 on two cores the slowest answers took 0.6 and 1.1 s).
    expect(health.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...health)).toBeLessThan(3_000);
    expect(Math.max(...orders)).toBeLessThan(3_000);
    expect(await signInStatus(url, 'demo-load-password')).toBe(20000);
    // And the shop it built is whole.
    const res = await fetch(`${url}/base/admin/orders?page=1&pageSize=1`, { headers: { 'x-token': token } });
    expect(((await res.json()) as { data: { total: number } }).data.total).toBe(2000);
  }, 240_000);
});
