import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillWithMigratedDatabase } from './migrated-data-dir.js';

/**
 * The built server entry point: process tests run what `npm start` runs. SERVER_MAIN points them at
 * another build (an older commit's, to see a test fail before its fix) without touching this one.
 */
export const serverMain = process.env.SERVER_MAIN
  ? path.resolve(process.env.SERVER_MAIN)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the URL once the server says it is ready. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  /**
   * Signals the server process itself (in a pid namespace, the server inside it, not `unshare`).
   * Returns false when it is already gone.
   */
  signal(signal: NodeJS.Signals): boolean;
}

export interface StartOptions {
  /**
   * Run the server as process 1 of a new pid namespace (`unshare --pid --fork`), as in a
   * container: a restart then gets the dead server's process id again. Needs `unshare` and the
   * right to create namespaces; see `pidNamespaceAvailable`.
   */
  pidNamespace?: boolean;
}

let namespaces: boolean | undefined;
/** Whether `unshare --pid --fork` works here (root, or user namespaces allowed). */
export function pidNamespaceAvailable(): boolean {
  namespaces ??= spawnSync('unshare', ['--pid', '--fork', '--kill-child', 'true']).status === 0;
  return namespaces;
}

/** The first child of `pid` (the server `unshare --fork` started), as this machine numbers it. */
function firstChild(pid: number): number | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? Number(text.split(/\s+/)[0]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts `node server/dist/main.js` with the given environment (on top of a clean one). SEED is
 * `none` unless a test asks: these tests are about start-up and the data folder, and the demo
 * catalogue would add seconds to every first start (it has its own test, catalogue-seed.test.ts).
 */
export function startServer(env: Record<string, string>, options: StartOptions = {}): ServerProcess {
  if (!fs.existsSync(serverMain)) throw new Error(`${serverMain} is missing: run \`npx tsc -b\` first`);
  // --kill-child: the server dies with `unshare`, so a SIGKILL to the child kills the server too.
  const [command, args] = options.pidNamespace
    ? ['unshare', ['--pid', '--fork', '--kill-child', process.execPath, serverMain]]
    : [process.execPath, [serverMain]];
  const child = spawn(command, args, {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /Console ready at (http:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was ready:\n${text}`)));
  });
  ready.catch(() => {});
  const signal = (name: NodeJS.Signals): boolean => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return false;
    if (!options.pidNamespace) return child.kill(name);
    const server = firstChild(child.pid);
    if (server === undefined) return child.kill(name);
    try {
      process.kill(server, name);
      return true;
    } catch {
      return false;
    }
  };
  return { child, output: () => text, ready, exited, signal };
}

/**
 * Servers and data folders started by one test file, all stopped and removed after each test:
 * call in the file's top level and use `start` and `tmpDir`.
 */
export function useServerProcesses(afterEach: (fn: () => Promise<void>) => void) {
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
  const tmpDir = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
    dirs.push(dir);
    return dir;
  };
  return {
    start(env: Record<string, string>, options?: StartOptions): ServerProcess {
      const server = startServer(env, options);
      started.push(server);
      return server;
    },
    tmpDir,
    /** A data folder (removed after the test) holding a migrated, empty database: see fillWithMigratedDatabase. */
    async migratedDir(): Promise<string> {
      const dir = tmpDir();
      await fillWithMigratedDatabase(dir);
      return dir;
    },
  };
}

/** The envelope code of a password sign-in step as `admin` against a running server. */
export async function signInStatus(url: string, password: string): Promise<number> {
  const res = await fetch(`${url}/base/admin/user/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return ((await res.json()) as { code: number }).code;
}
