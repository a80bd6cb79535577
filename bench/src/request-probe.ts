import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type Latency, summarise } from './latency.js';

/**
 * What a person at the console sees while the server works in the background: GETs sent one
 * after another, `perRound` of them every ~20 ms (the list in turn, from the start again at its
 * end), each timed from sending to the last byte. The probe runs in a worker thread of its own, so
 * neither the server's event loop (which may run the work itself, as a clock job does) nor the
 * bench's own background work (reading an export as fast as it comes) delays its clock.
 */

export interface ProbeRequest<L extends string = string> {
  /** What the request is, for its figures ("health", "list", "history"). */
  label: L;
  url: string;
}

export interface ProbeFigures<L extends string = string> {
  /** Every request, and per label. */
  all: Latency;
  byLabel: Record<L, Latency>;
  /** Answers other than 200 / 20000, and requests that failed or timed out (counted in the times). */
  errors: number;
  /** What the errors were ("list 503 50300", "health ECONNREFUSED"), each with how many times. */
  errorKinds: Record<string, number>;
}

interface ProbeInput {
  requests: ProbeRequest[];
  perRound: number;
  token: string;
  intervalMs: number;
}

const INTERVAL_MS = 20;
const TIMEOUT_MS = 30_000;

export interface Probe<L extends string> {
  /** Stops after the request in flight and returns the figures. */
  stop(): Promise<ProbeFigures<L>>;
}

/** Starts probing with `requests` (`perRound` of them a round) until `stop()`. */
export function startProbe<L extends string>(
  requests: ProbeRequest<L>[],
  token: string,
  perRound = 1,
): Probe<L> {
  const input: ProbeInput = { requests, perRound, token, intervalMs: INTERVAL_MS };
  const worker = new Worker(new URL(import.meta.url), { workerData: input });
  const figures = new Promise<ProbeFigures<L>>((resolve, reject) => {
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
  const all: number[] = [];
  const byLabel = new Map<string, number[]>(input.requests.map((r) => [r.label, []]));
  const errorKinds: Record<string, number> = {};
  for (let i = 0; !stopping && input.requests.length > 0; ) {
    const round = performance.now();
    for (let n = 0; n < input.perRound; n++, i++) {
      const request = input.requests[i % input.requests.length];
      if (!request) break;
      const { ms, error } = await timed(request.url, input.token);
      all.push(ms);
      byLabel.get(request.label)?.push(ms);
      if (error) errorKinds[`${request.label} ${error}`] = (errorKinds[`${request.label} ${error}`] ?? 0) + 1;
    }
    await sleep(Math.max(0, input.intervalMs - (performance.now() - round)));
  }
  const errors = Object.values(errorKinds).reduce((a, b) => a + b, 0);
  return {
    all: summarise(all),
    byLabel: Object.fromEntries([...byLabel].map(([label, samples]) => [label, summarise(samples)])),
    errors,
    errorKinds,
  };
}

if (!isMainThread && parentPort) parentPort.postMessage(await probe(workerData as ProbeInput));
