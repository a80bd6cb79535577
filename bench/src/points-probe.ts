import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type Latency, summarise } from './latency.js';

/**
 * What a person on the Point page sees while the expiry job runs: ledger pages requested one
 * after another every ~20 ms (each URL of the list in turn: customers' histories, filtered
 * pages), each timed from sending to the last byte. The probe runs in a worker thread of its own,
 * so the server's event loop (which also runs the job, as the clock does) cannot delay its clock.
 */

export interface PointsProbeFigures {
  /** Every request, and per kind (the label before the URL). */
  all: Latency;
  byLabel: Record<string, Latency>;
  /** Answers other than 200 / 20000, failures and timeouts (counted in the times). */
  errors: number;
  errorKinds: Record<string, number>;
}

export interface ProbeRequest {
  label: string;
  url: string;
}

interface ProbeInput {
  requests: ProbeRequest[];
  token: string;
  intervalMs: number;
}

const INTERVAL_MS = 20;
const TIMEOUT_MS = 30_000;

export interface PointsProbe {
  /** Stops after the request in flight and returns the figures. */
  stop(): Promise<PointsProbeFigures>;
}

export function startPointsProbe(requests: ProbeRequest[], token: string): PointsProbe {
  const input: ProbeInput = { requests, token, intervalMs: INTERVAL_MS };
  const worker = new Worker(new URL(import.meta.url), { workerData: input });
  const figures = new Promise<PointsProbeFigures>((resolve, reject) => {
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

async function probe(input: ProbeInput): Promise<PointsProbeFigures> {
  let stopping = false;
  parentPort?.once('message', () => {
    stopping = true;
  });
  const all: number[] = [];
  const byLabel: Record<string, number[]> = {};
  const errorKinds: Record<string, number> = {};
  for (let i = 0; !stopping; i++) {
    const round = performance.now();
    const request = input.requests[i % input.requests.length];
    if (!request) break;
    const { ms, error } = await timed(request.url, input.token);
    all.push(ms);
    const samples = byLabel[request.label] ?? [];
    samples.push(ms);
    byLabel[request.label] = samples;
    if (error) errorKinds[`${request.label} ${error}`] = (errorKinds[`${request.label} ${error}`] ?? 0) + 1;
    await sleep(Math.max(0, input.intervalMs - (performance.now() - round)));
  }
  const errors = Object.values(errorKinds).reduce((a, b) => a + b, 0);
  return {
    all: summarise(all),
    byLabel: Object.fromEntries(Object.entries(byLabel).map(([label, s]) => [label, summarise(s)])),
    errors,
    errorKinds,
  };
}

if (!isMainThread && parentPort) parentPort.postMessage(await probe(workerData as ProbeInput));
