import { reloginCodes } from '@shop/contract/codes';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type FuzzCase, generateCase, type Persona } from '../test-support/reliability/fuzz-cases.js';
import { judge } from '../test-support/reliability/fuzz-checks.js';
import { closeAgents, type RawAnswer, send, signInToken } from '../test-support/reliability/fuzz-http.js';
import {
  type OpenApiDocument,
  operationAt,
  operationsOf,
} from '../test-support/reliability/fuzz-operations.js';
import { mulberry32, seedFromEnv } from '../test-support/reliability/fuzz-random.js';
import {
  buildScene,
  FUZZ_PASSWORD,
  harvest,
  revokedToken,
  SELF_ACCOUNTS,
  seedFuzzStaff,
} from '../test-support/reliability/fuzz-scene.js';
import type { Pools } from '../test-support/reliability/fuzz-values.js';
import { apiOver } from '../test-support/reliability/process-api.js';
import { freshPostgres } from '../test-support/reliability/race-database.js';
import { useServerProcesses } from '../test-support/server-process.js';

/**
 * Issue 15: a seeded fuzz of every operation in the OpenAPI document the running server serves,
 * over real HTTP to one built server process on a fresh embedded database. Each request is a
 * valid-looking input from the operation's schemas with (usually) one thing made wrong, sent as
 * admin, editor, the caller's own account, nobody, a forged token or a signed-out one. Rules:
 * no 5xx; every answer the envelope with a known code at its HTTP status (files only on
 * success); nothing but a sign-in code without a valid token; no SQL, driver words, paths or
 * stacks in an error. Replay a run with the FUZZ_SEED it prints; FUZZ_REQUESTS sets its size and
 * FUZZ_OPS (comma-separated operationIds) narrows it to some operations; FUZZ_TRACE (the same)
 * prints every request of those operations with its answer.
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const CHECKPOINT = 500;
const SHOWN_FAILURES = 25;

/** FUZZ_DB=postgres runs it on a fresh database of the TEST_DATABASE_URL server instead of PGlite. */
const onPostgres = process.env.FUZZ_DB === 'postgres';
if (onPostgres && !process.env.TEST_DATABASE_URL) throw new Error('FUZZ_DB=postgres needs TEST_DATABASE_URL');
let postgres: Awaited<ReturnType<typeof freshPostgres>> | undefined;

const servers = useServerProcesses(afterEach);
afterAll(async () => {
  closeAgents();
  // The server was stopped after the test (useServerProcesses); now its database can go.
  await postgres?.drop();
});

interface Failure {
  fuzzCase: FuzzCase;
  answer: RawAnswer | undefined;
  problems: string[];
}

function printable(text: string | Buffer | undefined, max = 600): string {
  if (text === undefined) return '(none)';
  const s = typeof text === 'string' ? text : text.toString('utf8');
  const escaped = JSON.stringify(s.length > max ? s.slice(0, max) : s);
  return s.length > max ? `${escaped}…(${s.length} chars)` : escaped;
}

function describeFailure(seed: number, { fuzzCase: c, answer, problems }: Failure): string {
  return [
    `#${c.index} ${c.op.operationId} as ${c.persona} [${c.mutation}] ${c.detail}${c.answeredBy ? ` (answered by ${c.answeredBy.operationId})` : ''}`,
    `  problems: ${problems.join('; ')}`,
    `  request: ${c.method} ${c.path.length > 300 ? `${c.path.slice(0, 300)}…` : c.path}${c.localAddress ? ` from ${c.localAddress}` : ''}`,
    `  headers: ${JSON.stringify(c.headers)}${c.tokenInQuery ? ' (token in ?token=)' : ''}`,
    `  body: ${printable(c.body)}`,
    answer
      ? `  answer: ${answer.status} ${answer.headers['content-type'] ?? ''} ${printable(answer.text)}`
      : '  answer: none',
    `  replay: FUZZ_SEED=${seed} FUZZ_REQUESTS=${REQUESTS}${process.env.FUZZ_OPS ? ` FUZZ_OPS=${process.env.FUZZ_OPS}` : ''}`,
  ].join('\n');
}

describe('fuzz of every operation in the OpenAPI document (issue 15)', () => {
  it(`answers ${REQUESTS} seeded requests inside the envelope: no 5xx, no stranger served, no internals`, async () => {
    const seed = seedFromEnv('FUZZ_SEED');
    console.log(
      `api fuzz: FUZZ_SEED=${seed} FUZZ_REQUESTS=${REQUESTS}${onPostgres ? ' FUZZ_DB=postgres' : ''}`,
    );
    const random = mulberry32(seed);
    const started = performance.now();

    const lap = (() => {
      let last = performance.now();
      const laps: string[] = [];
      return (name?: string) => {
        if (name) laps.push(`${name} ${((performance.now() - last) / 1000).toFixed(1)} s`);
        last = performance.now();
        return laps.join(', ');
      };
    })();
    const dataDir = servers.tmpDir();
    let databaseEnv: Record<string, string> = { DATA_DIR: dataDir };
    if (onPostgres) {
      postgres = await freshPostgres(process.env.TEST_DATABASE_URL as string);
      await seedFuzzStaff({ database: postgres.database });
      databaseEnv = { DATABASE_URL: postgres.url };
    } else {
      await seedFuzzStaff({ dataDir });
    }
    lap('staff');
    const server = servers.start({ ...databaseEnv, ADMIN_PASSWORD: FUZZ_PASSWORD });
    const baseUrl = await server.ready;
    lap('start');

    // Tokens of each persona; a dead one is signed in again before its next use.
    const tokens: Partial<Record<Persona, string>> = {};
    let selfIndex = 0;
    const renewed: Record<string, number> = {};
    async function tokenOf(persona: Persona): Promise<string | undefined> {
      if (persona === 'none') return undefined;
      if (persona === 'bogus') {
        return random.pick([
          'x'.repeat(43),
          `${random.int(0, 1e9)}`,
          'Bearer abc',
          'null',
          'ñ'.repeat(10),
          'a'.repeat(5000),
          "' OR '1'='1",
        ]);
      }
      const known = tokens[persona];
      if (known) return known;
      if (persona === 'revoked') throw new Error('the revoked token is made in the set-up');
      for (;;) {
        const username = persona === 'self' ? SELF_ACCOUNTS[selfIndex] : persona;
        if (!username) throw new Error('every own-account staff member is locked out: the fuzz cannot go on');
        const { token, envelope } = await signInToken(baseUrl, username, FUZZ_PASSWORD);
        if (token) {
          tokens[persona] = token;
          return token;
        }
        if (persona !== 'self')
          throw new Error(`${persona} cannot sign in again: ${JSON.stringify(envelope)}`);
        selfIndex++;
      }
    }

    const adminToken = (await tokenOf('admin')) as string;
    const admin = apiOver(baseUrl, adminToken);
    const pools: Pools = {};
    const material = await buildScene(baseUrl, admin, adminToken, pools);
    tokens.revoked = await revokedToken(baseUrl);
    lap('scene');
    // Sign-out or ending a session answers 20000 and leaves the token dead: check it first.
    const refreshPools = async () => {
      for (const persona of ['admin', 'editor', 'self'] as const) {
        const token = await tokenOf(persona);
        const { envelope } = await apiOver(baseUrl, token).call('getUserInfo');
        if (envelope.code !== 20000) {
          delete tokens[persona];
          renewed[persona] = (renewed[persona] ?? 0) + 1;
        }
      }
      await harvest(apiOver(baseUrl, await tokenOf('admin')), apiOver(baseUrl, await tokenOf('self')), pools);
    };
    await refreshPools();

    const docAnswer = await send(baseUrl, { method: 'GET', path: '/base/docs/json' });
    expect(docAnswer.status).toBe(200);
    const only = process.env.FUZZ_OPS?.split(',').filter(Boolean);
    const traced = process.env.FUZZ_TRACE?.split(',').filter(Boolean);
    const operations = operationsOf(JSON.parse(docAnswer.text) as OpenApiDocument).filter(
      (o) => !only || only.includes(o.operationId),
    );
    expect(operations.length).toBeGreaterThan(0);
    lap('lists');
    const setupSeconds = (performance.now() - started) / 1000;

    const failures: Failure[] = [];
    const perOperation = new Map<string, { requests: number; outcomes: Map<string, number> }>();
    const statuses = new Map<number, number>();
    const mutations = new Map<string, number>();
    let schedule: typeof operations = [];
    const fuzzStarted = performance.now();

    for (let index = 0; index < REQUESTS; index++) {
      if (index > 0 && index % CHECKPOINT === 0) await refreshPools();
      // Every operation once per round, in a fresh order each round: an even spread.
      if (schedule.length === 0) schedule = random.shuffle(operations);
      const op = schedule.pop() as (typeof operations)[number];
      const fuzzCase = generateCase(index, op, random, pools, material);
      if (fuzzCase.mutation === 'method') {
        fuzzCase.answeredBy = operationAt(operations, fuzzCase.method, fuzzCase.path) ?? null;
      }
      const token = await tokenOf(fuzzCase.persona);
      const headers = { ...fuzzCase.headers };
      let path = fuzzCase.path;
      if (token !== undefined) {
        if (fuzzCase.tokenInQuery)
          path += `${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
        else headers['x-token'] = token;
      }
      let answer: RawAnswer | undefined;
      try {
        answer = await send(baseUrl, {
          method: fuzzCase.method,
          path,
          headers,
          ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
          ...(fuzzCase.localAddress ? { localAddress: fuzzCase.localAddress } : {}),
        });
      } catch (error) {
        failures.push({ fuzzCase, answer, problems: [`no answer: ${(error as Error).message}`] });
        if (server.child.exitCode !== null) break;
        continue;
      }
      const verdict = judge(fuzzCase, answer, [dataDir]);
      if (verdict.problems.length > 0) failures.push({ fuzzCase, answer, problems: verdict.problems });
      if (traced?.includes(op.operationId))
        console.log(describeFailure(seed, { fuzzCase, answer, problems: [] }));

      const figures = perOperation.get(op.operationId) ?? { requests: 0, outcomes: new Map() };
      figures.requests++;
      figures.outcomes.set(verdict.outcome, (figures.outcomes.get(verdict.outcome) ?? 0) + 1);
      perOperation.set(op.operationId, figures);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      mutations.set(fuzzCase.mutation, (mutations.get(fuzzCase.mutation) ?? 0) + 1);

      // Keep the personas' sessions alive: a switched role answers a new token, a session the
      // request ended (sign-out, own session ended, account changed) is signed in again.
      const code = verdict.outcome === 'media' ? 20000 : Number(verdict.outcome);
      if (op.operationId === 'switchRole' && code === 20000 && fuzzCase.persona === 'self') {
        tokens.self = (JSON.parse(answer.text) as { data: { token: string } }).data.token;
      } else if (
        (['admin', 'editor', 'self'] as Persona[]).includes(fuzzCase.persona) &&
        ((reloginCodes as readonly number[]).includes(code) ||
          (code === 20000 && ['logout', 'endOwnSession'].includes(op.operationId)))
      ) {
        delete tokens[fuzzCase.persona];
        renewed[fuzzCase.persona] = (renewed[fuzzCase.persona] ?? 0) + 1;
      }
    }
    const fuzzSeconds = (performance.now() - fuzzStarted) / 1000;

    const rows = [...perOperation.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, f]) => {
        const outcomes = [...f.outcomes.entries()].sort(([a], [b]) => a.localeCompare(b));
        return `  ${id.padEnd(26)} ${String(f.requests).padStart(4)}  ${outcomes.map(([o, n]) => `${o}×${n}`).join(' ')}`;
      });
    const sent = [...perOperation.values()].reduce((n, f) => n + f.requests, 0);
    console.log(
      [
        `api fuzz: ${sent} requests over ${perOperation.size} operations in ${fuzzSeconds.toFixed(1)} s (${(sent / fuzzSeconds).toFixed(0)}/s; set-up ${setupSeconds.toFixed(1)} s: ${lap()}), seed ${seed}`,
        `statuses: ${[...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
        `inputs: ${[...mutations.entries()]
          .sort(([, a], [, b]) => b - a)
          .map(([m, n]) => `${m}×${n}`)
          .join(' ')}`,
        `sessions signed in again: ${JSON.stringify(renewed)}; own-account staff used: ${selfIndex + 1} of ${SELF_ACCOUNTS.length}`,
        'operation                  reqs  outcomes (envelope code, or media)',
        ...rows,
      ].join('\n'),
    );
    if (failures.length > 0) {
      console.log(
        [
          `api fuzz: ${failures.length} failing answers (first ${Math.min(SHOWN_FAILURES, failures.length)} shown), seed ${seed}`,
          ...failures.slice(0, SHOWN_FAILURES).map((f) => describeFailure(seed, f)),
          'server error log (tail):',
          server.output().slice(-4000),
        ].join('\n\n'),
      );
    }

    // Every operation of the document was reached, several times.
    expect(perOperation.size).toBe(operations.length);
    const fewest = Math.min(...[...perOperation.values()].map((f) => f.requests));
    expect(fewest).toBeGreaterThanOrEqual(Math.floor(REQUESTS / operations.length) - 1);
    const byRule = (word: RegExp) => failures.filter((f) => f.problems.some((p) => word.test(p))).length;
    expect({
      fiveHundreds: byRule(/^status 5/),
      outsideEnvelope: byRule(/envelope|unknown code|travels with|answer of type|not JSON|no answer/),
      unauthenticatedSuccesses: byRule(/unauthenticated success|not a sign-in code|editor not refused/),
      internalsInErrors: byRule(/in an error answer/),
    }).toEqual({ fiveHundreds: 0, outsideEnvelope: 0, unauthenticatedSuccesses: 0, internalsInErrors: 0 });
  }, 175_000);
});
