import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@shop/contract/api';
import { signIn } from './api-bench.js';
import { HOST } from './bench-server.js';
import { machineLine } from './machine.js';
import { writeSection } from './results-file.js';
import { watchLines } from './server-child.js';

/**
 * `npm run bench -- start` (issue 16): what a person waits for.
 *
 * Fresh clone: the repository's committed HEAD cloned into a temporary folder, then `npm ci` and
 * `npm start` exactly as the README says (npm's own cache as this machine has it), timed until the
 * first answer, until admin can sign in, and until the demo shop is whole (the server logs that the
 * demo customers and orders are created; the bench then checks 2,000 orders and 300 customers are
 * there). Then warm starts: `npm start` again with nothing changed, timed to the first answer.
 * Every start is stopped with SIGTERM, timed too.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'bench-start-password';
const WARM_RUNS = 3;
const targets = { fresh: 90_000, warm: 5_000, stop: 10_000 };

interface Started {
  child: ChildProcess;
  /** Resolves with the first output line matching, rejects if the process exits first. */
  line(pattern: RegExp): Promise<string>;
}

function npmStart(cwd: string, port: number): Started {
  // Its own process group, so a stop reaches the server under npm and its shell.
  const child = spawn('npm', ['start'], {
    cwd,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      ADMIN_PASSWORD: PASSWORD,
      SEED: 'demo',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, line: watchLines(child, 'npm start', exited).logged };
}

/** True while any process of the group is alive (signal 0 only asks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the whole group (npm, the start script, the server); answers how long until every
 * one of them was gone: npm itself exits at once, the server after its graceful stop.
 */
async function stop(started: Started): Promise<number> {
  const at = performance.now();
  const pgid = started.child.pid;
  if (!pgid) return 0;
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  while (groupAlive(pgid)) {
    if (performance.now() - at > 20_000) process.kill(-pgid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 20));
  }
  return performance.now() - at;
}

/** Polls health until it answers 200 (a refused connection is "not yet"). */
async function firstAnswer(baseUrl: string, from: number): Promise<number> {
  for (;;) {
    const ok = await fetch(`${baseUrl}/base/health`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return performance.now() - from;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Total rows of a list endpoint, as admin. */
async function listTotal(baseUrl: string, token: string, path: string): Promise<number> {
  const answer = await fetch(`${baseUrl}${path}?page=1&pageSize=1`, { headers: { 'x-token': token } });
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

/** A port nobody listens on now: npm start prints its own URL, but it must be told one to use. */
async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const verdict = (ms: number, target: number) => (ms <= target ? 'met' : 'MISSED');

export async function runStartBench(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-bench-'));
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
  console.log(`start: cloning ${head} into ${dir} …`);
  execFileSync('git', ['clone', '-q', repoRoot, dir]);
  try {
    const t0 = performance.now();
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
    const ciMs = performance.now() - t0;
    console.log(`start: npm ci took ${seconds(ciMs)}`);

    const port = await freePort();
    const baseUrl = `http://${HOST}:${port}`;
    const startAt = performance.now();
    const fresh = npmStart(dir, port);
    const answerMs = await firstAnswer(baseUrl, startAt);
    console.log(`start: first answer ${seconds(answerMs)} after npm start`);
    const token = await signIn(baseUrl, PASSWORD);
    if (!token) throw new Error('admin could not sign in');
    const signInMs = performance.now() - startAt;
    await fresh.line(/created the demo customers and orders/);
    const demoMs = performance.now() - startAt;
    const counts = {
      orders: await listTotal(baseUrl, token, api.listOrders.path),
      customers: await listTotal(baseUrl, token, api.listCustomers.path),
    };
    if (counts.orders !== 2000 || counts.customers !== 300)
      throw new Error(`the demo shop is not whole: ${JSON.stringify(counts)}`);
    const freshStopMs = await stop(fresh);
    console.log(`start: demo whole ${seconds(demoMs)} after npm start; stopped in ${seconds(freshStopMs)}`);

    const warm: { answer: number; stop: number }[] = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      const at = performance.now();
      const started = npmStart(dir, port);
      const answer = await firstAnswer(baseUrl, at);
      warm.push({ answer, stop: await stop(started) });
      console.log(`start: warm start ${i + 1}: first answer ${seconds(answer)}`);
    }
    const warmMedian = [...warm.map((w) => w.answer)].sort((a, b) => a - b)[Math.floor(WARM_RUNS / 2)] ?? 0;
    const worstStop = Math.max(freshStopMs, ...warm.map((w) => w.stop));
    const freshTotal = ciMs + demoMs;

    const markdown = `## start: from a fresh clone to a whole demo shop, and warm starts

Taken ${new Date().toISOString()} on ${machineLine()}, commit ${head}.
A clean clone of the repository in a temporary folder, \`npm ci\` (npm's cache as this machine has it), then \`npm start\` with \`SEED=demo\` on an empty data folder. "Whole demo shop": the server logged that the demo customers and orders were created, and the API then lists 2,000 orders and 300 customers. Warm starts: \`npm start\` again in the same folder with nothing changed, ${WARM_RUNS} runs. Each start stopped with SIGTERM to npm's process group.

| measure | time | target | result |
|---|---|---|---|
| \`npm ci\` | ${seconds(ciMs)} | – | – |
| \`npm start\` (fresh) to the first answer | ${seconds(answerMs)} | – | – |
| \`npm start\` (fresh) to admin signed in | ${seconds(signInMs)} | – | – |
| \`npm start\` (fresh) to the whole demo shop | ${seconds(demoMs)} | – | – |
| **fresh clone: \`npm ci && npm start\` to the whole demo shop** | **${seconds(freshTotal)}** | ≤ ${seconds(targets.fresh)} | ${verdict(freshTotal, targets.fresh)} |
| **warm \`npm start\` to the first answer, median** | **${seconds(warmMedian)}** | ≤ ${seconds(targets.warm)} | ${verdict(warmMedian, targets.warm)} |
| slowest stop on SIGTERM | ${seconds(worstStop)} | ≤ ${seconds(targets.stop)} | ${verdict(worstStop, targets.stop)} |

Warm runs (first answer): ${warm.map((w) => seconds(w.answer)).join(', ')}.`;
    console.log(markdown);
    console.log(`written to ${writeSection('start', markdown)}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
