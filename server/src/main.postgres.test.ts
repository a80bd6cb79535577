// Run in the PostgreSQL pass only (see vitest.config.ts): several servers sharing one database.
import { afterEach, describe, expect, it } from 'vitest';
import { withEmptyDatabase } from './test-support/empty-database.js';
import { signInStatus, useServerProcesses } from './test-support/server-process.js';

const { start, tmpDir } = useServerProcesses(afterEach);

describe('a PostgreSQL server', () => {
  it('is shared by two server instances started at once on an empty database', async () => {
    await withEmptyDatabase('empty', async (url) => {
      const env = { DATABASE_URL: url, DATA_DIR: tmpDir(), ADMIN_PASSWORD: 'shared-database-1' };
      // Both migrate the empty database at once: the advisory lock makes one wait for the other.
      const [a, b] = [start(env), start(env)];
      const [urlA, urlB] = await Promise.all([a.ready, b.ready]);
      expect(await signInStatus(urlA, 'shared-database-1')).toBe(20000);
      expect(await signInStatus(urlB, 'shared-database-1')).toBe(20000);
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(await b.exited).toBe(0);
    });
  });
});
