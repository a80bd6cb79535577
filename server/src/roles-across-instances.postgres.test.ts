// Run in the PostgreSQL pass only (see vitest.config.ts): two servers sharing one database.
import { api } from '@shop/contract/api';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from './lib/passwords.js';
import { withMigratedDatabase } from './test-support/empty-database.js';
import { useServerProcesses } from './test-support/server-process.js';

const { start, tmpDir } = useServerProcesses(afterEach);
const PASSWORD = 'two-instances-1';

/** The spec's two sign-in calls against a running server; answers the token. */
async function signIn(base: string, username: string): Promise<string> {
  const step = await fetch(`${base}${api.loginWithPassword.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const stepBody = (await step.json()) as { code: number; data: { state: string } };
  expect(stepBody.code, `password step for ${username}`).toBe(20000);
  const binding = /login_binding=([^;]+)/.exec(step.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}${api.login.path}?state=${encodeURIComponent(stepBody.data.state)}`, {
    method: 'POST',
    headers: { cookie: `login_binding=${binding}` },
  });
  const loginBody = (await login.json()) as { code: number; data: { token: string } };
  expect(loginBody.code, `login for ${username}`).toBe(20000);
  return loginBody.data.token;
}

async function send(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: { version?: number } } };
}

describe('a role changed on one server instance', () => {
  it('is enforced by the other at the member’s next request, with no new sign-in', async () => {
    await withMigratedDatabase(async (url) => {
      const env = {
        DATABASE_URL: url,
        DATA_DIR: tmpDir(),
        ADMIN_PASSWORD: PASSWORD,
        SEED: 'none',
      };
      const [a, b] = [start(env), start({ ...env, DATA_DIR: tmpDir() })];
      const [baseA, baseB] = await Promise.all([a.ready, b.ready]);

      // On A, the admin adds a role that may see orders; a member holds it.
      const adminToken = await signIn(baseA, 'admin');
      const created = await send(baseA, adminToken, 'POST', api.createRole.path, {
        name: 'clerk',
        label: 'Clerk',
        permissions: ['order'],
      });
      expect(created.body.code).toBe(20000);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        await db.query(
          `INSERT INTO staff_user (username, name, roles, password_hash) VALUES ($1, $2, $3, $4)`,
          ['clerk1', 'Clara Clerk', ['clerk'], await hashPassword(PASSWORD)],
        );
      } finally {
        await db.end();
      }

      // The member works on B.
      const clerkToken = await signIn(baseB, 'clerk1');
      expect((await send(baseB, clerkToken, 'GET', api.listOrders.path)).body.code).toBe(20000);
      expect((await send(baseB, clerkToken, 'GET', api.listCustomers.path)).status).toBe(403);

      // A takes the orders page away: B refuses the same token at once.
      const rolePath = api.updateRole.path.replace(':name', 'clerk');
      const removed = await send(baseA, adminToken, 'PATCH', rolePath, { version: 1, permissions: ['user'] });
      expect(removed.body.code).toBe(20000);
      const refused = await send(baseB, clerkToken, 'GET', api.listOrders.path);
      expect([refused.status, refused.body.code]).toEqual([403, 40300]);
      expect((await send(baseB, clerkToken, 'GET', api.listCustomers.path)).body.code).toBe(20000);

      // And gives it back: B lets the member in again, still on the same session.
      const restored = await send(baseA, adminToken, 'PATCH', rolePath, {
        version: removed.body.data.version,
        permissions: ['order'],
      });
      expect(restored.body.code).toBe(20000);
      expect((await send(baseB, clerkToken, 'GET', api.listOrders.path)).body.code).toBe(20000);

      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    });
  });
});
