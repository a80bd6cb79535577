// Servers on one embedded data folder (issue 15, finding 1): the folder's lock must let exactly
// one of several servers started at the same moment in, refuse the rest in one plain line, and
// never let two write. Run with `npx tsc -b contract server` first; LOCK_ROUNDS sets the server
// rounds, LOCK_TRIALS the lock races. SERVER_MAIN runs them against another build.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { killHard, type Settled, settle, stopGently } from '../test-support/reliability/crash.js';
import { type ApiOver, signInOver } from '../test-support/reliability/process-api.js';
import { serverMain, useServerProcesses } from '../test-support/server-process.js';

const { start, tmpDir } = useServerProcesses(afterEach);

const PASSWORD = 'data-folder-admin-1';
/**
 * Server rounds of each kind: no lock file (the first on an empty folder), and a lock left by
 * kill -9. Each round also starts one server while the folder is served (refused) and starts after
 * the previous round's server stopped: the "one after the other" case.
 */
const ROUNDS = Number(process.env.LOCK_ROUNDS ?? 3);
const TRIALS = Number(process.env.LOCK_TRIALS ?? 300);
const AT_ONCE = 3;
const WRITES_PER_SERVER = 4;
const REFUSAL = /^The data folder .+ is in use by another server( \(process \d+ on .+, started .+\))?\. Stop/;

/** Writes config entries through one server; answers the keys it acknowledged. */
async function writeEntries(admin: ApiOver, prefix: string): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let n = 0; n < WRITES_PER_SERVER; n++) {
    const key = `${prefix}_${n}`;
    const answer = await admin.call('createConfig', {
      body: { key, valueType: 'string', value: key, category: 'reliability', label: key },
    });
    if (answer.status === 200 && answer.envelope.code === 20000) acknowledged.push(key);
  }
  return acknowledged;
}

/** Every config entry of the category, read page by page. */
async function entryKeys(admin: ApiOver): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let page = 1; ; page++) {
    const data = await admin.ok('listConfig', { query: { category: 'reliability', page, pageSize: 100 } });
    for (const entry of data.items) keys.add(entry.key);
    if (page * data.pageSize >= data.total) return keys;
  }
}

/**
 * A process holding the built server's own lock module, driven line by line on stdin: `go <dir>`
 * tries the lock and answers `got` or `refused <message>`, `release` lets it go. Servers cannot
 * be made to reach their lock at the same microsecond; these can, which is where a lock races.
 */
function lockProcess(): { child: ChildProcessWithoutNullStreams; ask: (line: string) => Promise<string> } {
  const lockModule = pathToFileURL(path.join(path.dirname(serverMain), 'db', 'data-dir-lock.js')).href;
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import readline from 'node:readline';
       import { acquireDataDirLock } from ${JSON.stringify(lockModule)};
       let held;
       for await (const line of readline.createInterface({ input: process.stdin })) {
         if (line.startsWith('go ')) {
           try {
             held = acquireDataDirLock(line.slice(3));
             console.log('got');
           } catch (error) {
             console.log('refused ' + String(error.message).split('\\n')[0]);
           }
         } else if (line === 'release') {
           held?.release();
           held = undefined;
           console.log('released');
         }
       }`,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const waiting: ((line: string) => void)[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      waiting.shift()?.(line);
    }
  });
  return {
    child,
    ask: (line) =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${line}\n`);
      }),
  };
}

it('gives the lock to exactly one of several processes that try at the same moment', async () => {
  const dataDir = tmpDir();
  const lockFile = path.join(dataDir, 'server.lock');
  const racers = Array.from({ length: AT_ONCE }, lockProcess);
  try {
    // Each has loaded the module (a first answer) before the races start.
    await Promise.all(racers.map((r) => r.ask('release')));
    const outcomes = { 'no lock file': [0, 0, 0], 'lock of a dead process': [0, 0, 0] };
    const strange: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      for (const [kind, counts] of Object.entries(outcomes)) {
        if (kind === 'no lock file') fs.rmSync(lockFile, { force: true });
        else
          fs.writeFileSync(
            lockFile,
            JSON.stringify({ pid: 2 ** 22 + 1, host: os.hostname(), startedAt: '2026-01-01T00:00:00Z' }),
          );
        const answers = await Promise.all(racers.map((r) => r.ask(`go ${dataDir}`)));
        const got = answers.filter((a) => a === 'got').length;
        counts[Math.min(got, 2)] = (counts[Math.min(got, 2)] ?? 0) + 1;
        for (const a of answers)
          if (a !== 'got' && !/^refused The data folder .+ is in use by another server/.test(a))
            strange.push(a);
        await Promise.all(racers.map((r) => r.ask('release')));
      }
    }
    console.log(
      `data folder lock, ${AT_ONCE} processes at once, ${TRIALS} trials of each kind: ` +
        Object.entries(outcomes)
          .map(([kind, [none, one, two]]) => `${kind}: one holder ${one}, none ${none}, two or more ${two}`)
          .join('; '),
    );
    expect(outcomes).toEqual({ 'no lock file': [0, TRIALS, 0], 'lock of a dead process': [0, TRIALS, 0] });
    expect(strange).toEqual([]);
  } finally {
    for (const r of racers) r.child.kill('SIGKILL');
  }
});

it('lets exactly one of several servers started at once serve a folder, refuses the others and later ones, loses no write', async () => {
  const dataDir = tmpDir();
  const lockFile = path.join(dataDir, 'server.lock');
  const acknowledged: string[] = [];
  const perRound: string[] = [];
  const doubles: number[] = [];
  const badRefusals: string[] = [];
  const uncleanStops: string[] = [];
  const latecomers: string[] = [];
  const t0 = performance.now();

  for (let round = 0; round < 2 * ROUNDS; round++) {
    const kind = round % 2 === 0 ? (round === 0 ? 'empty folder' : 'no lock file') : 'stale lock (kill -9)';
    const roundStart = performance.now();
    const settled: Settled[] = await Promise.all(
      Array.from({ length: AT_ONCE }, () => settle(start({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD }))),
    );
    const serving = settled.filter((s) => s.serving);
    for (const s of settled) {
      if (s.serving) continue;
      if (s.code !== 1 || !REFUSAL.test(s.output) || s.output.trim().split('\n').length !== 1)
        badRefusals.push(`round ${round}: exit ${s.code}: ${s.output.trim()}`);
    }
    if (serving.length !== 1) doubles.push(round);
    const startedMs = performance.now() - roundStart;

    // One more, started while the folder is served: refused, naming the server that holds it.
    const late = await settle(start({ DATA_DIR: dataDir }));
    const holder = serving[0]?.server.child.pid;
    if (late.serving) latecomers.push(`round ${round}: a server started later serves too`);
    else if (late.code !== 1 || !late.output.includes(`(process ${holder} on `))
      latecomers.push(`round ${round}: exit ${late.code}: ${late.output.trim()}`);

    // Writes through every server that serves: with two, one's rows would be lost.
    for (const [i, s] of serving.entries()) {
      const admin = await signInOver(s.url, 'admin', PASSWORD);
      acknowledged.push(...(await writeEntries(admin, `r${round}_s${i}`)));
    }

    // The next round races on a lock left by a killed server, or on no lock file at all.
    const nextIsStale = round % 2 === 0;
    for (const s of serving) {
      if (nextIsStale) await killHard(s.server);
      else {
        const code = await stopGently(s.server);
        if (code !== 0) uncleanStops.push(`round ${round}: exit ${code}: ${s.server.output().trim()}`);
      }
    }
    if (nextIsStale) expect(fs.existsSync(lockFile)).toBe(true);
    else fs.rmSync(lockFile, { force: true });
    perRound.push(
      `${kind}: ${serving.length} serving; settled in ${Math.round(startedMs)} ms, round ${Math.round(performance.now() - roundStart)} ms`,
    );
  }

  const last = await settle(start({ DATA_DIR: dataDir }));
  if (!last.serving) throw new Error(`the folder does not open after the rounds: ${last.output}`);
  const found = await entryKeys(await signInOver(last.url, 'admin', PASSWORD));
  const lost = acknowledged.filter((key) => !found.has(key));
  console.log(
    `data folder, simultaneous starts: ${2 * ROUNDS} rounds x ${AT_ONCE} servers (${ROUNDS} without a lock file, the first on an empty folder; ${ROUNDS} on a lock left by kill -9); ` +
      `rounds with other than one server serving: ${doubles.length}; refusals not the plain message: ${badRefusals.length}; ` +
      `a server started while the folder was served: refused naming the holder in ${2 * ROUNDS - latecomers.length} of ${2 * ROUNDS} rounds; ` +
      `writes acknowledged ${acknowledged.length}, found after restart ${acknowledged.length - lost.length}, lost ${lost.length}; ` +
      `${Math.round((performance.now() - t0) / 1000)} s\n  ${perRound.join('\n  ')}`,
  );

  expect(doubles, perRound.join('; ')).toEqual([]);
  expect(badRefusals).toEqual([]);
  expect(uncleanStops).toEqual([]);
  expect(latecomers).toEqual([]);
  expect(acknowledged).toHaveLength(2 * ROUNDS * WRITES_PER_SERVER);
  expect(lost).toEqual([]);
});
