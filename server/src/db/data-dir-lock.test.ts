import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './data-dir-lock.js';

const dirs: string[] = [];
const held: DataDirLock[] = [];
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  dirs.push(dir);
  return dir;
}

function lock(dataDir: string): DataDirLock {
  const l = acquireDataDirLock(dataDir);
  held.push(l);
  return l;
}

function refusal(dataDir: string): Error {
  try {
    lock(dataDir);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the second lock was granted');
}

function writeRecord(dataDir: string, pid: number) {
  fs.writeFileSync(
    path.join(dataDir, 'server.lock'),
    JSON.stringify({ pid, host: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
  );
}

describe('the data folder lock', () => {
  it('refuses a second holder while the first holds it, whatever the file says, and not after release', () => {
    const dataDir = tmpDir();
    const first = lock(dataDir);

    const error = refusal(dataDir);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect(error.message).toMatch(
      new RegExp(
        `is in use by another server \\(process ${process.pid} on ${os.hostname()}, started \\d{4}-`,
      ),
    );

    // What a second server sees while the first is still writing its record (the old lock read
    // this as stale and removed it), and a record replaced by hand: the lock still holds.
    fs.truncateSync(path.join(dataDir, 'server.lock'), 0);
    expect(refusal(dataDir).message).toBe(
      `The data folder ${dataDir} is in use by another server. Stop that server first, or set DATA_DIR to another folder.`,
    );
    writeRecord(dataDir, 2 ** 22 + 1);
    expect(refusal(dataDir)).toBeInstanceOf(DataDirLockedError);

    first.release();
    lock(dataDir).release();
    // A folder that does not exist yet is created, and can be taken again after each release.
    const fresh = path.join(tmpDir(), 'data');
    lock(fresh).release();
    lock(fresh).release();
  });

  it.each([
    ['our own process id (a restart that got the same id)', () => process.pid],
    ['process 1 (a container restarted by its restart policy)', () => 1],
    ['a process that is gone', () => 2 ** 22 + 1],
    ['a live process that does not hold the lock', () => process.ppid],
  ])('takes a folder whose lock file names %s', (_, pid) => {
    const dataDir = tmpDir();
    writeRecord(dataDir, pid());
    lock(dataDir);
    const record = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
    expect(record).toMatchObject({ pid: process.pid, host: os.hostname() });
  });

  it('refuses a folder another process holds, and frees it the moment that process is killed', async () => {
    const dataDir = tmpDir();
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module';
         import fs from 'node:fs';
         const fsx = createRequire(${JSON.stringify(import.meta.url)})('fs-native-extensions');
         const fd = fs.openSync(${JSON.stringify(path.join(dataDir, 'server.lock'))}, 'a+');
         fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: 'elsewhere', startedAt: 'then' }));
         if (!fsx.tryLock(fd, 2 ** 30, 1, { shared: false })) process.exit(2);
         process.stdout.write('locked\\n');
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      void exited.then(() => reject(new Error('the holder process ended before it locked')));
    });

    expect(refusal(dataDir).message).toContain(`(process ${holder.pid} on elsewhere, started then)`);
    holder.kill('SIGKILL');
    await exited;
    lock(dataDir);
  });
});
