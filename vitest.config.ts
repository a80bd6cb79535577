import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;
// Tests read the contract's TypeScript source directly; the build reads its compiled output.
const alias = [{ find: /^@shop\/contract\/(.*)$/, replacement: path.join(root, 'contract/src/$1.ts') }];

/**
 * Vitest gives a two-core machine one worker by default, so every file used to run after the
 * other while most of them wait on PostgreSQL, a PGlite start or a server process. Three groups,
 * run one after the other: the unit and API files two at a time, then the browser files one at a
 * time (a Chromium each; their timing suffers under load), then the reliability files alone
 * (each starts several servers).
 */
const PARALLEL = { groupOrder: 0, maxWorkers: 2 };

const serverProject = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name: `server-${db}`,
    include: ['server/src/**/*.test.ts'],
    // Process tests of the embedded folder run once (PGlite pass); shared-server ones need PostgreSQL.
    exclude: [
      'server/src/**/*.reliability.test.ts',
      ...(db === 'pglite'
        ? ['server/src/**/*.postgres.test.ts']
        : ['server/src/main.test.ts', 'server/src/demo-load.test.ts']),
    ],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file loading the whole server's modules again cost most of its time; the files share no
    // module state that matters (each builds its own app and database), so a worker keeps them.
    isolate: false,
    sequence: { groupOrder: PARALLEL.groupOrder },
  },
});

export default defineConfig({
  test: {
    maxWorkers: PARALLEL.maxWorkers,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'contract',
          include: ['contract/src/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: PARALLEL.groupOrder },
        },
      },
      serverProject('pglite'),
      // The same API suite again on a PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        // Crash, lock, race, fuzz and brute-force tests of built servers in their own processes
        // (issue 15). One file at a time: each starts several servers on a two-core machine.
        resolve: { alias },
        test: {
          name: 'reliability',
          include: ['server/src/**/*.reliability.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test-setup.ts'],
          // Some files start a real API server on a fresh database: migrations alone can pass 10 s
          // on a busy two-core machine.
          hookTimeout: 60_000,
          // A test that renders a page and waits on the API takes 4 s alone on this machine; two
          // files at a time must not push it past a limit that measures nothing (speed is benched).
          testTimeout: 20_000,
          sequence: { groupOrder: PARALLEL.groupOrder },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page under a loaded CI machine can take more than the default second to redraw
          // after a click; a poll that fails still fails, only later.
          expect: { poll: { timeout: 5_000 } },
          // One Chromium at a time: the machine has two cores.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
