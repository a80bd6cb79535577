import type { ServerProcess, StartOptions } from '../server-process.js';
import { healthy } from './process-api.js';

/**
 * Starting, killing and timing built servers for the crash and data-folder tests, and the seeded
 * randomness they replay from.
 */

export type StartServer = (env: Record<string, string>, options?: StartOptions) => ServerProcess;

/** How a start ended: serving at a URL, or exited with a code and what it printed. */
export type Settled =
  | { serving: true; server: ServerProcess; url: string }
  | { serving: false; server: ServerProcess; code: number | null; output: string };

/**
 * Waits until a server either says it is ready or exits (a server that serves never exits by
 * itself). One that does neither within `limitMs` is killed and counts as not serving.
 */
export async function settle(server: ServerProcess, limitMs = 60_000): Promise<Settled> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), limitMs);
  });
  const outcome = await Promise.race([
    server.ready.then((url): Settled => ({ serving: true, server, url })),
    server.exited.then((code): Settled => ({ serving: false, server, code, output: server.output() })),
    hung,
  ]);
  clearTimeout(timer);
  if (outcome !== 'hung') return outcome;
  await killHard(server);
  const output = `${server.output()}\n[neither ready nor exited within ${limitMs} ms: killed]`;
  return { serving: false, server, code: null, output };
}

export interface TimedStart {
  server: ServerProcess;
  url: string;
  /** From spawning the process to its first healthy answer to GET /base/health. */
  healthMs: number;
}

/** Starts a server and measures how long it takes to answer health. */
export async function startTimed(
  start: StartServer,
  env: Record<string, string>,
  options: StartOptions = {},
  limitMs = 60_000,
): Promise<TimedStart> {
  const t0 = performance.now();
  const server = start(env, options);
  const url = await server.ready;
  while (!(await healthy(url))) {
    if (performance.now() - t0 > limitMs) throw new Error(`${url} not healthy within ${limitMs} ms`);
    await sleep(20);
  }
  return { server, url, healthMs: Math.round(performance.now() - t0) };
}

/** kill -9: the process gets no chance to close anything. */
export async function killHard(server: ServerProcess): Promise<void> {
  server.signal('SIGKILL');
  await server.exited;
}

/** A clean stop (SIGTERM); answers the exit code. */
export async function stopGently(server: ServerProcess): Promise<number | null> {
  server.signal('SIGTERM');
  return server.exited;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small seeded generator (mulberry32): a run replays exactly from its printed seed. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed: seed >>> 0,
    next,
    /** An integer in [min, max], both included. */
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
  };
}

/** The seed from `name` in the environment (decimal or 0x hex), else a fresh one (print it). */
export function seedFromEnv(name: string): number {
  const raw = process.env[name];
  if (raw !== undefined && raw !== '') {
    const value = Number(raw);
    if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got ${raw}`);
    return value >>> 0;
  }
  return (Date.now() ^ (process.pid << 16)) >>> 0;
}
