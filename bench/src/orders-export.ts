import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One streamed CSV export timed to its last byte, read as it arrives and never held whole (the
 * reader only counts bytes and line ends), while the process's memory is sampled every 10 ms:
 * the bench runs the server in-process, so the resident set is the server's (and the embedded
 * database's) plus a reader that keeps nothing. Flat memory shows as a peak close to the start.
 */

export interface ExportFigures {
  ms: number;
  bytes: number;
  /** CSV records after the header. */
  rows: number;
  /** What the server announced in X-Total-Count. */
  announced: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  heapBeforeMiB: number;
  heapPeakMiB: number;
}

const MiB = 2 ** 20;
const NEWLINE = 10;

export async function timeExport(url: string, token: string): Promise<ExportFigures> {
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 10);
  try {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'x-token': token } });
    if (response.status !== 200 || !response.body)
      throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      const chunk = part.value;
      bytes += chunk.byteLength;
      for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1)) lines++;
    }
    const ms = performance.now() - started;
    return {
      ms,
      bytes,
      rows: lines - 1,
      announced: Number(response.headers.get('x-total-count') ?? Number.NaN),
      rssBeforeMiB: before.rss / MiB,
      rssPeakMiB: rssPeak / MiB,
      heapBeforeMiB: before.heapUsed / MiB,
      heapPeakMiB: heapPeak / MiB,
    };
  } finally {
    clearInterval(sampler);
  }
}

export interface LiveHeap {
  beforeMiB: number;
  peakMiB: number;
  afterMiB: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

/**
 * The same export again, collecting garbage every 50 ms, so the heap figures are what is live
 * rather than what the collector has not yet reclaimed (the timed runs' RSS climbs with garbage:
 * V8 grows the heap before it collects). Flat memory: the peak stays near the start whatever the
 * export's size. Not timed: the collections slow it down.
 */
export async function measureLiveHeap(url: string, token: string): Promise<LiveHeap> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage();
  let peak = before.heapUsed;
  let rssPeak = before.rss;
  const sampler = setInterval(() => {
    gc();
    const now = process.memoryUsage();
    peak = Math.max(peak, now.heapUsed);
    rssPeak = Math.max(rssPeak, now.rss);
  }, 50);
  try {
    const response = await fetch(url, { headers: { 'x-token': token } });
    const reader = response.body?.getReader();
    if (response.status !== 200 || !reader) throw new Error(`GET ${url} answered ${response.status}`);
    for (let part = await reader.read(); !part.done; part = await reader.read()) {}
  } finally {
    clearInterval(sampler);
  }
  gc();
  return {
    beforeMiB: before.heapUsed / MiB,
    peakMiB: peak / MiB,
    afterMiB: process.memoryUsage().heapUsed / MiB,
    rssBeforeMiB: before.rss / MiB,
    rssPeakMiB: rssPeak / MiB,
  };
}
