/**
 * Request latency as one user sees it: requests sent one after another over a kept-alive
 * connection, each timed from sending to the last byte of the body, after a warm-up (JIT,
 * statement and page caches). Percentiles by nearest rank.
 */

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  count: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function summarise(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    count: sorted.length,
  };
}

/** One GET; throws unless it answers 200 with the envelope's success code. */
async function timedGet(url: string, token: string): Promise<{ ms: number; data: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'x-token': token } });
  const text = await response.text();
  const ms = performance.now() - started;
  const body = JSON.parse(text) as { code: number; message: string; data: unknown };
  if (response.status !== 200 || body.code !== 20000)
    throw new Error(`GET ${url} answered ${response.status} ${body.code} ${body.message}`);
  return { ms, data: body.data };
}

/**
 * Warms up, then times `count` requests; `urlOf(i)` may vary the request (a random SKU). With
 * `budgetMs`, a list far slower than its target stops early (the warm-up after a fifth of the
 * budget, the timed requests at the budget once 5 are in), so one slow query cannot hold a bench
 * for an hour: the answer's `count` then says how many were timed.
 */
export async function measureGets(
  urlOf: (i: number) => string,
  token: string,
  options: { warmUp: number; count: number; check?: (data: unknown) => void; budgetMs?: number },
): Promise<Latency> {
  const started = performance.now();
  const budget = options.budgetMs ?? Number.POSITIVE_INFINITY;
  const within = (ms: number) => performance.now() - started < ms;
  for (let i = 0; i < options.warmUp && within(budget / 5); i++)
    options.check?.((await timedGet(urlOf(-1 - i), token)).data);
  const samples: number[] = [];
  for (let i = 0; i < options.count && (i < 5 || within(budget)); i++) {
    const { ms, data } = await timedGet(urlOf(i), token);
    options.check?.(data);
    samples.push(ms);
  }
  return summarise(samples);
}
