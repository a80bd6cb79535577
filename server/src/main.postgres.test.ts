// Run in the PostgreSQL pass only (see vitest.config.ts): several servers sharing one database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './test-support/server-process.js';

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) {
    if (s.child.exitCode === null) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
  }
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const server = startServer(env);
  started.push(server);
  return server;
}

function tmpDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
  dirs.push(dir);
  return dir;
}

async function signInStatus(url: string, password: string) {
  const res = await fetch(`${url}/base/admin/user/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return ((await res.json()) as { code: number }).code;
}

describe('a PostgreSQL server', () => {
  it('is shared by two server instances started at once on an empty database', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `shop_test_empty_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.toString(), DATA_DIR: tmpDir(), ADMIN_PASSWORD: 'shared-database-1' };
      // Both migrate the empty database at once: the advisory lock makes one wait for the other.
      const [a, b] = [start(env), start(env)];
      const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
      expect(await signInStatus(urlA, 'shared-database-1')).toBe(20000);
      expect(await signInStatus(urlB, 'shared-database-1')).toBe(20000);
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
