import { Writable } from 'node:stream';
import { api } from '@shop/contract/api';
import { type App, buildApp } from '../app.js';
import { seedStaff } from '../seed/staff-seed.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** Every line the server logged, as text: for asserting what reaches (or never reaches) the log. */
  logs: string[];
  close(): Promise<void>;
}

/** A real app on a real, freshly migrated database with the system config and the demo staff seeded. */
export async function createTestApp(
  options: {
    webDist?: string;
    seed?: boolean;
    sessionIdleMinutes?: number;
    trustProxy?: number;
    /** Extra routes a test needs (e.g. one that crashes), added before the app is ready. */
    extend?: (app: App) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await seedStaff(database.db, { seed: 'demo', adminPassword: TEST_PASSWORD });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    settings: {
      LOG_LEVEL: 'info',
      TRUST_PROXY: options.trustProxy ?? 0,
      SESSION_IDLE_MINUTES: options.sessionIdleMinutes ?? 120,
      SESSION_MAX_HOURS: 24,
      webDist: options.webDist ?? '/nonexistent-web-dist',
    },
    database,
    logStream,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the spec's two calls, as the console does; returns the session token. */
export async function signIn(app: App, username: string, password = TEST_PASSWORD): Promise<string> {
  const step = await app.inject({
    method: 'POST',
    url: api.loginWithPassword.path,
    payload: { username, password },
  });
  const body = step.json();
  if (body.code !== 20000) throw new Error(`password step failed: ${body.message}`);
  const binding = step.cookies.find((c) => c.name === 'login_binding')?.value ?? '';
  const login = await app.inject({
    method: 'POST',
    url: `${api.login.path}?state=${encodeURIComponent(body.data.state)}`,
    cookies: { login_binding: binding },
  });
  const loginBody = login.json();
  if (loginBody.code !== 20000) throw new Error(`login failed: ${loginBody.message}`);
  return loginBody.data.token as string;
}
