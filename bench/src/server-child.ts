import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built server (`server/dist/main.js`, what `npm start` runs) as a child process, so what a
 * bench measures is its event loop and embedded database alone, not the bench's. It logs at the
 * default level (info) unless told: the benches wait for its log lines ("order clock", the demo).
 */
const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/dist/main.js');

export interface ServerChild {
  child: ChildProcess;
  /** The server's base URL once it printed "Console ready". */
  ready: Promise<string>;
  /** Resolves with the first log line matching `pattern` (from the start of the run). */
  logged(pattern: RegExp): Promise<string>;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/**
 * A child's output as lines (request lines, most of it and waited for by nobody, are not kept),
 * and `logged`, which resolves with the first line matching a pattern, from the start of the run,
 * or rejects when the child exits first.
 */
export function watchLines(child: ChildProcess, name: string, exited: Promise<void>) {
  const lines: string[] = [];
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  let partial = '';
  const onData = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const split = text.split('\n');
    partial = split.pop() ?? '';
    for (const line of split) {
      if (!line.includes('"reqId"')) lines.push(line);
      for (const w of waiting.filter((w) => w.pattern.test(line))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const logged = (pattern: RegExp) => {
    const found = lines.find((l) => pattern.test(l));
    if (found) return Promise.resolve(found);
    return new Promise<string>((resolve, reject) => {
      waiting.push({ pattern, resolve });
      void exited.then(() =>
        reject(new Error(`${name} exited before logging ${pattern}:\n${lines.slice(-30).join('\n')}`)),
      );
    });
  };
  return { lines, logged };
}

export function startServerChild(env: Record<string, string>): ServerChild {
  if (!fs.existsSync(serverMain)) throw new Error(`${serverMain} is missing: run \`npx tsc -b\` first`);
  const child = spawn(process.execPath, [serverMain], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', SEED: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const { lines, logged } = watchLines(child, 'server', exited);
  void exited.then(() => {
    // A server that dies under a bench says why: its last lines (request lines are not kept).
    if (!stopping)
      console.error(`server exited (${child.exitCode ?? child.signalCode}):\n${lines.slice(-20).join('\n')}`);
  });
  const ready = logged(/Console ready at (http:\/\/\S+)/).then(
    (line) => /Console ready at (http:\/\/\S+)/.exec(line)?.[1] ?? '',
  );
  ready.catch(() => {});
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  return { child, ready, logged, stop };
}
