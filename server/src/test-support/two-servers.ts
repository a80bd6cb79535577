import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.js';
import { type ApiOver, signInOver } from './reliability/process-api.js';
import { freshPostgres } from './reliability/race-database.js';
import { type ServerProcess, startServer } from './server-process.js';

/**
 * Two built servers on one fresh PostgreSQL database, each signed in as admin, for a describe
 * block: a race test sends its requests to one or the other (`side(i)` alternates), so what holds
 * it together must hold across processes. Call inside a `describe.skipIf(!adminUrl)`.
 */
export function useTwoServers(
  adminUrl: string | undefined,
  password: string,
  /** More settings for both servers (e.g. a fast ARTICLE_CLOCK_MS). */
  env: Record<string, string> = {},
) {
  let pg: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  const servers: ServerProcess[] = [];
  const sides: ApiOver[] = [];

  beforeAll(async () => {
    pg = await freshPostgres(adminUrl as string);
    for (let i = 0; i < 2; i++)
      servers.push(startServer({ ...env, DATABASE_URL: pg.url, ADMIN_PASSWORD: password }));
    for (const server of servers) sides.push(await signInOver(await server.ready, 'admin', password));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await pg?.drop();
  });

  return {
    /** The shared database, for setting up and checking the books. */
    db: (): Database['db'] => {
      if (!pg) throw new Error('the two servers have not started');
      return pg.database.db;
    },
    side: (i: number) => sides[i % 2] as ApiOver,
  };
}
