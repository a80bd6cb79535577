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

async function timed(url: string, token: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { 'x-token': token },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json()) as { code?: number };
    return { ms: performance.now() - started, ok: response.status === 200 && body.code === 20000 };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

async function probe(input: ProbeInput): Promise<ProbeFigures> {
  let stopping = false;
  parentPort?.once('message', () => {
    stopping = true;
  });
  const health: number[] = [];
  const list: number[] = [];
  let errors = 0;
  while (!stopping) {
    const round = performance.now();
    for (const [url, samples] of [
      [input.healthUrl, health],
      [input.listUrl, list],
    ] as const) {
      const { ms, ok } = await timed(url, input.token);
      samples.push(ms);
      if (!ok) errors++;
    }
    await sleep(Math.max(0, input.intervalMs - (performance.now() - round)));
  }
  return { health: summarise(health), list: summarise(list), errors };
}

if (!isMainThread && parentPort) parentPort.postMessage(await probe(workerData as ProbeInput));
