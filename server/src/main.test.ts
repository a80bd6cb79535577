// Process tests of the embedded database: run in the PGlite pass only (see vitest.config.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signInStatus, useServerProcesses } from './test-support/server-process.js';

const { start, tmpDir } = useServerProcesses(afterEach);

describe('start-up configuration', () => {
  it.each([
    ['PORT', 'abc', /^Invalid setting PORT: .*\(got "abc"\)$/],
    ['LOG_LEVEL', 'loud', /^Invalid setting LOG_LEVEL: /],
    ['DATABASE_URL', 'mysql://x', /^Invalid setting DATABASE_URL: must start with postgres:\/\//],
    ['SEED', 'lots', /^Invalid setting SEED: /],
    ['ADMIN_PASSWORD', 'short', /^Invalid setting ADMIN_PASSWORD: must be at least 8 characters$/],
  ])('a bad %s stops the server with one line naming it and exit code 1', async (name, value, message) => {
    const server = start({ DATA_DIR: tmpDir(), [name]: value });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});

describe('the embedded database folder', () => {
  it('is locked against a second server, survives a clean shutdown and keeps its data', async () => {
    const dataDir = tmpDir();
    const first = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'first-start-password' });
    const url = await first.ready;
    expect(first.output()).not.toContain('Their password is');
    expect(await signInStatus(url, 'first-start-password')).toBe(20000);

    // Two processes on one PGlite folder would lose writes silently: the second must refuse.
    const second = start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another server \(process \d+/);
    expect(await signInStatus(url, 'first-start-password')).toBe(20000);

    // The lock is the operating system's and ends with the process; the file itself stays.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'ignored-after-first-start' });
    const url2 = await again.ready;
    expect(await signInStatus(url2, 'first-start-password')).toBe(20000);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('answers while the demo storefront plays, and stops within 10 s on SIGTERM', async () => {
    const dataDir = tmpDir();
    const server = start({ DATA_DIR: dataDir, SEED: 'demo', ADMIN_PASSWORD: 'graceful-stop-pass' });
    const url = await server.ready;
    // Each demo step yields to requests and timers: the console answers and a signal is heard.
    // (Before, a loop of awaited PGlite queries never yielded: health timed out for the whole demo
    // and a SIGTERM waited for its end, 100 s and more.)
    for (let i = 0; i < 5; i++) {
      const asked = Date.now();
      expect((await fetch(`${url}/base/health`, { signal: AbortSignal.timeout(5_000) })).status).toBe(200);
      expect(Date.now() - asked).toBeLessThan(5_000);
    }
    expect(await signInStatus(url, 'graceful-stop-pass')).toBe(20000);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // Nothing was left half-written: the folder opens again at once.
    const again = start({ DATA_DIR: dataDir, SEED: 'none' });
    expect(await signInStatus(await again.ready, 'graceful-stop-pass')).toBe(20000);
  }, 90_000);

  it('is usable at once after its server was killed with SIGKILL', async () => {
    const dataDir = tmpDir();
    const first = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'before-a-crash-123' });
    await first.ready;
    first.child.kill('SIGKILL');
    await first.exited;
    const lockFile = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
    expect(lockFile.pid).toBe(first.child.pid);

    const again = start({ DATA_DIR: dataDir });
    expect(await signInStatus(await again.ready, 'before-a-crash-123')).toBe(20000);
  });

  it.each([
    ['a live process that does not hold the lock', process.pid],
    ['process 1 (a container restarted as process 1 again)', 1],
  ])('is taken when its lock file names %s', async (_, pid) => {
    const dataDir = tmpDir();
    fs.writeFileSync(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid, host: os.hostname(), startedAt: '2026-01-01T00:00:00Z' }),
    );
    const server = start({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'after-a-crash-123' });
    expect(await signInStatus(await server.ready, 'after-a-crash-123')).toBe(20000);
  });

  it('prints a generated password once on first start', async () => {
    const dataDir = tmpDir();
    const server = start({ DATA_DIR: dataDir });
    const url = await server.ready;
    const password = /Their password is: (\S+)/.exec(server.output())?.[1];
    expect(password).toBeDefined();
    expect(await signInStatus(url, password ?? '')).toBe(20000);
  });

  it('reports a damaged folder in plain words', async () => {
    const notADatabase = tmpDir();
    fs.mkdirSync(path.join(notADatabase, 'pgdata'));
    fs.writeFileSync(path.join(notADatabase, 'pgdata', 'notes.txt'), 'hello');
    const a = start({ DATA_DIR: notADatabase });
    expect(await a.exited).toBe(1);
    expect(a.output()).toMatch(/^The database folder .* is damaged or is not a database folder/);

    // A real database whose control file was overwritten.
    const broken = tmpDir();
    const first = start({ DATA_DIR: broken, ADMIN_PASSWORD: 'will-be-broken-1' });
    await first.ready;
    first.child.kill('SIGTERM');
    await first.exited;
    fs.writeFileSync(path.join(broken, 'pgdata', 'global', 'pg_control'), Buffer.alloc(8192));
    const b = start({ DATA_DIR: broken });
    expect(await b.exited).toBe(1);
    expect(b.output().trim().split('\n')).toHaveLength(1);
    expect(b.output()).toMatch(/could not be opened; it looks damaged/);
  });
});
