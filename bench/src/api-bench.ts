import { findSessionWithUser } from '@shop/server/areas/session/session.table';
import { type Database, openDatabase } from '@shop/server/db/client';
import { digest } from '@shop/server/lib/tokens';
import { seedStaff } from '@shop/server/seed/staff-seed';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { benchApp, HOST } from './bench-server.js';
import { machineLine } from './machine.js';
import { writeSection } from './results-file.js';
import { withScratchPglite } from './scratch-pglite.js';

/**
 * `npm run bench -- api`: GET /base/admin/user/info through the whole server (hooks, access
 * check, schema serialisation, security headers) against a bare Fastify route doing the same
 * single session lookup on the same database. Target: ours ≥ 70 % of the bare route's req/s.
 */
/** The demo staff's password in every bench. */
export const PASSWORD = 'bench-password-123';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const TARGET_RATIO = 0.7;
const ROUNDS = 3;

function median(rounds: Measured[]): Measured {
  const sorted = [...rounds].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)] as Measured;
}

interface Measured {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function load(url: string, token: string, duration: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    autocannon(
      // One worker thread generates the load, leaving the main thread to the servers.
      { url, connections: CONNECTIONS, duration, headers: { 'x-token': token }, workers: 1 },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          errors: result.errors,
          non2xx: result.non2xx,
        });
      },
    );
  });
}

/** Signs in as admin through the two real calls (the browser-binding cookie carried between them). */
export async function signIn(base: string, password = PASSWORD): Promise<string> {
  const step = await fetch(`${base}/base/admin/user/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const cookie = step.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { data } = (await step.json()) as { data: { state: string } };
  const login = await fetch(`${base}/base/admin/user/login?state=${encodeURIComponent(data.state)}`, {
    method: 'POST',
    headers: { cookie },
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The baseline: Fastify with nothing but one route doing our session lookup. */
async function bareServer(database: Database): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  bare.get('/info', async (request, reply) => {
    const token = request.headers['x-token'];
    const row = typeof token === 'string' ? await findSessionWithUser(database.db, digest(token)) : undefined;
    if (!row) return reply.code(401).send({ code: 50008, message: 'Illegal token', data: null });
    return {
      code: 20000,
      message: 'OK',
      data: { roles: row.roles, name: row.name, avatar: row.avatar, introduction: row.introduction },
    };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return bare;
}

async function benchOne(kind: 'pglite' | 'postgres', database: Database) {
  await seedStaff(database.db, { seed: 'demo', adminPassword: PASSWORD });
  const app = await benchApp(database);
  const ours = await app.listen({ port: 0, host: HOST });
  const bare = await bareServer(database);
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/info`;
  const token = await signIn(ours);
  const oursUrl = `${ours}/base/admin/user/info`;
  try {
    // Warm both (JIT, statement caches), then alternate rounds so drift (the database's caches,
    // the machine's other work) falls on both alike; each side's median round is reported.
    await load(oursUrl, token, 2);
    await load(bareUrl, token, 2);
    const oursRounds: Measured[] = [];
    const bareRounds: Measured[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      oursRounds.push(await load(oursUrl, token, DURATION_S));
      bareRounds.push(await load(bareUrl, token, DURATION_S));
    }
    const failed = [...oursRounds, ...bareRounds].reduce((n, m) => n + m.errors + m.non2xx, 0);
    if (failed > 0) throw new Error(`${failed} requests failed during the run`);
    const o = median(oursRounds);
    const b = median(bareRounds);
    return { kind, ours: o, bare: b, ratio: o.rps / b.rps };
  } finally {
    await app.close();
    await bare.close();
  }
}

async function postgresUrl(): Promise<string | undefined> {
  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const name = `shop_bench_${Date.now()}`;
    await client.query(`CREATE DATABASE "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return target.toString();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${url} (${(error as Error).message}); measuring PGlite only.`);
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

async function dropDatabase(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}

export async function runApiBench(): Promise<void> {
  const rows: Awaited<ReturnType<typeof benchOne>>[] = [];
  rows.push(await withScratchPglite('api', (pglite) => benchOne('pglite', pglite)));
  const url = await postgresUrl();
  if (url) {
    const postgres = await openDatabase({ kind: 'postgres', url });
    try {
      rows.push(await benchOne('postgres', postgres));
    } finally {
      await postgres.close();
      await dropDatabase(url);
    }
  }

  const table = [
    '| database | ours req/s | ours p99 ms | bare req/s | bare p99 ms | ours / bare | target ≥ 70 % |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.ours.rps.toFixed(0)} | ${r.ours.p99} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${(r.ratio * 100).toFixed(1)} % | ${r.ratio >= TARGET_RATIO ? 'met' : 'MISSED'} |`,
    ),
  ].join('\n');
  console.log(table);
  const file = writeSection(
    'api',
    `## api: GET /base/admin/user/info vs a bare Fastify session lookup\n\nTaken ${new Date().toISOString()} on ${machineLine()}.\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s each after a 2 s warm-up, ${ROUNDS} alternating rounds (median shown), load from a worker thread in the same process.\n\n${table}`,
  );
  console.log(`written to ${file}`);
}
