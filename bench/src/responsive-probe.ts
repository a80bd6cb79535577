import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type Latency, summarise } from './latency.js';

/**
 * What a person at the console sees while the server works in the background: health and one
 * list page requested back to back every ~20 ms, each timed from sending to the last byte. The
 * probe runs in a worker thread of its own, so neither the server's event loop nor the bench's
 * own background work (reading an export as fast as it comes) delays its clock.
 */

export interface ProbeFigures {
  health: Latency;
  list: Latency;
  /** Answers other than 200 / 20000, and requests that failed or timed out (counted in the times). */
  errors: number;
  /** What the errors were ("list 503 50300", "health ECONNREFUSED"), each with how many times. */
  errorKinds: Record<string, number>;
}

interface ProbeInput {
  healthUrl: string;
  listUrl: string;
  token: string;
  intervalMs: number;
}

const INTERVAL_MS = 20;
const TIMEOUT_MS = 30_000;

export interface Probe {
  /** Stops after the request in flight and returns the figures. */
  stop(): Promise<ProbeFigures>;
}

/** Starts probing `base` (health and `listPath`) until `stop()`. */
export function startProbe(base: string, token: string, listPath: string): Probe {
  const input: ProbeInput = {
    healthUrl: `${base}/base/health`,
    listUrl: `${base}${listPath}`,
    token,
    intervalMs: INTERVAL_MS,
  };
  const worker = new Worker(new URL(import.meta.url), { workerData: input });
  const figures = new Promise<ProbeFigures>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const result = await figures;
      await worker.terminate();
      return result;
    },
  };
}

/** One GET timed to the last byte; `error` says what went wrong, if anything. */
async function timed(url: string, token: string): Promise<{ ms: number; error?: string }> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { 'x-token': token },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json()) as { code?: number };
    const ms = performance.now() - started;
    return response.status === 200 && body.code === 20000
      ? { ms }
      : { ms, error: `${response.status} ${body.code}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ms: performance.now() - started, error: cause ?? (error as Error).name };
  }
}

async function probe(input: ProbeInput): Promise<ProbeFigures> {
  let stopping = false;
  parentPort?.once('message', () => {
    stopping = true;
  });
  const health: number[] = [];
  const list: number[] = [];
  const errorKinds: Record<string, number> = {};
  while (!stopping) {
    const round = performance.now();
    for (const [url, samples, name] of [
      [input.healthUrl, health, 'health'],
      [input.listUrl, list, 'list'],
    ] as const) {
      const { ms, error } = await timed(url, input.token);
      samples.push(ms);
      if (error) errorKinds[`${name} ${error}`] = (errorKinds[`${name} ${error}`] ?? 0) + 1;
    }
    await sleep(Math.max(0, input.intervalMs - (performance.now() - round)));
  }
  const errors = Object.values(errorKinds).reduce((a, b) => a + b, 0);
  return { health: summarise(health), list: summarise(list), errors, errorKinds };
}

if (!isMainThread && parentPort) parentPort.postMessage(await probe(workerData as ProbeInput));
