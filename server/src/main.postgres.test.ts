// Run in the PostgreSQL pass only (see vitest.config.ts): several servers sharing one database.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { signInStatus, useServerProcesses } from './test-support/server-process.js';

const { start, tmpDir } = useServerProcesses(afterEach);

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
