import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Two processes opening one PGlite folder lose writes silently, so a server holds an operating
 * system lock on `server.lock` in the data folder for as long as it runs.
 *
 * The lock is the kernel's, not the file's existence: it is taken atomically (two servers started
 * at the same moment cannot both get it) and it dies with its process (a server killed with
 * SIGKILL, or a container restarted as pid 1, leaves nothing that refuses the next start). So there
 * is no pid check and the file is never deleted: deleting it would let a third server lock a new
 * file while a second still holds the old one. The owner record written into the file serves only
 * the message a refused server prints.
 */
export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataDirLock {
  release(): void;
}

/** The part of fs-native-extensions used here (the package ships no types). */
interface NativeLocks {
  tryLock(fd: number, offset: number, length: number, opts: { shared: boolean }): boolean;
  unlock(fd: number, offset: number, length: number): void;
}

/**
 * The locked range: one byte far past the owner record. On Linux (an open-file-description fcntl
 * lock) and macOS (flock, always the whole file) any range would do; Windows locks are mandatory,
 * and a refused server could not read a locked record to say who holds the folder.
 */
const LOCK_OFFSET = 2 ** 30;
const LOCK_LENGTH = 1;

let native: NativeLocks | undefined;

/** Loaded on first use, so a server on PostgreSQL never needs the native module. */
function nativeLocks(dataDir: string): NativeLocks {
  if (native) return native;
  try {
    native = createRequire(import.meta.url)('fs-native-extensions') as NativeLocks;
    return native;
  } catch (error) {
    // Running unlocked would risk the silent data loss the lock exists to prevent.
    throw new DataDirLockedError(
      `The data folder ${dataDir} cannot be locked on this platform (${process.platform}-${process.arch}): the file-lock module fs-native-extensions did not load (${(error as Error).message.split('\n')[0]}). Use PostgreSQL (DATABASE_URL) instead.`,
    );
  }
}

function describeOwner(fd: number): string {
  try {
    const owner = JSON.parse(fs.readFileSync(fd, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && owner.host && owner.startedAt)
      return ` (process ${owner.pid} on ${owner.host}, started ${owner.startedAt})`;
  } catch {
    // The holder is writing its record at this very moment, or the file is foreign.
  }
  return '';
}

function isHeldElsewhere(error: unknown): boolean {
  // Windows answers a held lock with a lock violation (EBUSY) rather than EAGAIN.
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EAGAIN' || code === 'EWOULDBLOCK' || code === 'EBUSY' || code === 'EACCES';
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const locks = nativeLocks(dataDir);
  // 'a+' creates the file when missing and never truncates a record someone else may be reading.
  const fd = fs.openSync(path.join(dataDir, 'server.lock'), 'a+');
  let locked: boolean;
  try {
    locked = locks.tryLock(fd, LOCK_OFFSET, LOCK_LENGTH, { shared: false });
  } catch (error) {
    if (!isHeldElsewhere(error)) {
      fs.closeSync(fd);
      throw error;
    }
    locked = false;
  }
  if (!locked) {
    const owner = describeOwner(fd);
    fs.closeSync(fd);
    throw new DataDirLockedError(
      `The data folder ${dataDir} is in use by another server${owner}. Stop that server first, or set DATA_DIR to another folder.`,
    );
  }

  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  try {
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, JSON.stringify(me), 0);
  } catch (error) {
    locks.unlock(fd, LOCK_OFFSET, LOCK_LENGTH);
    fs.closeSync(fd);
    throw error;
  }

  // The descriptor stays open for the life of the process: closing it is what ends the lock.
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        locks.unlock(fd, LOCK_OFFSET, LOCK_LENGTH);
      } finally {
        fs.closeSync(fd);
      }
    },
  };
}
