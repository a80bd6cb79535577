// Issue 15 findings 5 and 7 across server instances: two built servers share one PostgreSQL; an
// attacker alternates between them and is limited as if there were one, while the account's owner
// keeps signing in from another address; the QR start limit holds across both. Clients take their
// own loopback address (127.0.0.x as the socket's local address), so no proxy header is trusted.
import http from 'node:http';
import { api } from '@shop/contract/api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits } from '../areas/session/login-limiter.js';
import { qrStartLimits } from '../areas/session/qr-sign-in.service.js';
import { type ServerProcess, startServer } from '../test-support/server-process.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'owner-password-1';
const ATTACKER = '127.0.0.1';
const OWNER = '127.0.0.2';

interface Answer {
  status: number;
  body: { code: number; key?: string; data?: unknown; params?: Record<string, unknown> };
  cookies: Record<string, string>;
}

/** One request from a chosen client address; cookies sent and those set are plain name → value. */
function send(
  base: string,
  from: string,
  method: string,
  path: string,
  options: { body?: unknown; cookies?: Record<string, string>; token?: string } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const cookie = Object.entries(options.cookies ?? {})
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  if (cookie) headers.cookie = cookie;
  if (options.token) headers['x-token'] = options.token;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: from,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const cookies: Record<string, string> = {};
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const at = pair?.indexOf('=') ?? -1;
            if (pair && at > 0) cookies[pair.slice(0, at)] = pair.slice(at + 1);
          }
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
            cookies,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const passwordStep = (base: string, from: string, username: string, password: string, device?: string) =>
  send(base, from, 'POST', api.loginWithPassword.path, {
    body: { username, password },
    cookies: device ? { login_device: device } : {},
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!adminUrl)('sign-in abuse against two servers sharing one PostgreSQL', () => {
  const name = `shop_test_abuse_${process.pid}_${Date.now()}`;
  const servers: ServerProcess[] = [];
  let bases: string[] = [];
  /** The instance for the i-th request: the attacker alternates. */
  const on = (i: number) => bases[i % 2] ?? '';
  const figures = { attempts: 0, refused: 0, checked: 0, ownerSignIns: 0, ownerRefused: 0 };
  let device = '';

  /** The owner signs in completely from their address: password step on one instance, redeemed on the other. */
  async function ownerSignsIn(i: number): Promise<string> {
    const step = await passwordStep(on(i), OWNER, 'admin', PASSWORD, device);
    if (step.body.code !== 20000) {
      figures.ownerRefused++;
      throw new Error(`the owner was refused: ${JSON.stringify(step.body)}`);
    }
    const state = (step.body.data as { state: string }).state;
    const login = await send(
      on(i + 1),
      OWNER,
      'POST',
      `${api.login.path}?state=${encodeURIComponent(state)}`,
      {
        cookies: { login_binding: step.cookies.login_binding ?? '', login_device: device },
      },
    );
    expect(login.body.code).toBe(20000);
    device = login.cookies.login_device ?? device;
    figures.ownerSignIns++;
    return (login.body.data as { token: string }).token;
  }

  /** One attacker attempt; counts it and answers its envelope. */
  async function attack(i: number, from: string, username: string): Promise<Answer['body']> {
    const res = await passwordStep(on(i), from, username, 'wrong-password');
    figures.attempts++;
    if (res.status === 429) figures.refused++;
    else figures.checked++;
    expect([401, 429]).toContain(res.status);
    return res.body;
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), SEED: 'none', ADMIN_PASSWORD: PASSWORD };
    servers.push(startServer(env));
    // The second after the first has migrated: both would wait on the migration lock anyway.
    bases = [await (servers[0] as ServerProcess).ready];
    servers.push(startServer(env));
    bases.push(await (servers[1] as ServerProcess).ready);
  });

  afterAll(async () => {
    for (const s of servers) {
      if (s.child.exitCode === null) {
        s.child.kill('SIGKILL');
        await s.exited;
      }
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    console.log(
      `login abuse, two instances: ${figures.attempts} attacker attempts, ${figures.refused} refused (429), ` +
        `${figures.checked} reached the password check; owner: ${figures.ownerSignIns} sign-ins, ${figures.ownerRefused} refused`,
    );
  });

  it('takes the client address from the socket: 127.0.0.2 is seen as such', async () => {
    const token = await ownerSignsIn(0);
    const sessions = await send(on(1), OWNER, 'GET', api.listOwnSessions.path, { token });
    const items = (sessions.body.data as { items: { ip: string; current: boolean }[] }).items;
    expect(items.find((s) => s.current)?.ip).toBe(OWNER);
  });

  it('limits one attacking address across both instances; the owner signs in throughout', async () => {
    // The account from the attacker's address: exactly the pair limit reaches the password check.
    const pair: number[] = [];
    for (let i = 0; i < signInLimits.perPair + 4; i++) {
      pair.push((await attack(i, ATTACKER, 'admin')).code);
      if (i % 3 === 2) await ownerSignsIn(i);
    }
    expect(pair.filter((c) => c === 40100)).toHaveLength(signInLimits.perPair);
    expect(pair.slice(signInLimits.perPair).every((c) => c === 42900)).toBe(true);
    // Other usernames from the same address, until the address limit: then whatever it tries.
    const spread: Answer['body'][] = [];
    for (let i = 0; i < signInLimits.perAddress; i++) {
      spread.push(await attack(i, ATTACKER, `nobody${i}`));
      if (i % 4 === 3) await ownerSignsIn(i);
    }
    const checked = spread.filter((b) => b.code === 40100).length;
    expect(checked).toBe(signInLimits.perAddress - signInLimits.perPair);
    for (let i = 0; i < 4; i++) {
      expect(await attack(i, ATTACKER, `someone${i}`)).toMatchObject({
        code: 42900,
        key: 'session.addressThrottled',
      });
    }
    await ownerSignsIn(1);
  });

  it('slows the account for strangers alike on both instances, never for its owner', async () => {
    // Many fresh addresses (127.0.1.x), each trying once, alternating instances.
    let next = 0;
    const stranger = () => `127.0.1.${++next}`;
    // The account already has the pair limit's failures from the attacker's own address (above).
    for (let i = 0; i < signInLimits.accountFreeFailures - signInLimits.perPair; i++) {
      expect((await attack(i, stranger(), 'admin')).code).toBe(40100);
    }
    const waits: number[] = [];
    for (let i = 0; waits.length < 4; i++) {
      const refused = await attack(i, stranger(), 'admin');
      expect(refused).toMatchObject({ code: 42900, key: 'session.accountSlowed' });
      const wait = (refused.data as { retryAfterSeconds: number }).retryAfterSeconds;
      waits.push(wait);
      // The other instance owes the same wait: the slowdown is in the shared database.
      const other = await attack(i + 1, stranger(), 'admin');
      expect(other.code).toBe(42900);
      expect((other.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(wait);
      // The owner, from their address and browser, is not slowed.
      await ownerSignsIn(i);
      await sleep(wait * 1000 + 100);
      expect((await attack(i, stranger(), 'admin')).code).toBe(40100);
    }
    console.log(`account slowed, two instances: waits ${waits.join(', ')} s`);
    expect(waits).toEqual([1, 2, 4, 8]);
    // A stranger with the right password waits too (no way round by switching instance).
    for (const base of bases) {
      expect((await passwordStep(base, stranger(), 'admin', PASSWORD)).body.code).toBe(42900);
    }
    await ownerSignsIn(0);
  });

  it('holds the limits under concurrent bursts split between the instances', async () => {
    // One address, one account: no more than the pair limit reach the check.
    const pairBurst = await Promise.all(
      Array.from({ length: 16 }, (_, i) => attack(i, '127.0.2.1', 'ghost')),
    );
    expect(pairBurst.filter((b) => b.code === 40100).length).toBeLessThanOrEqual(signInLimits.perPair);
    // One address, many accounts: no more than the address limit.
    const addressBurst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attack(i, '127.0.2.2', `ghost${i % 10}`)),
    );
    expect(addressBurst.filter((b) => b.code === 40100).length).toBeLessThanOrEqual(signInLimits.perAddress);
    await ownerSignsIn(0);
    console.log(
      `bursts, two instances: ${pairBurst.length} on one account from one address, ` +
        `${pairBurst.filter((b) => b.code === 40100).length} checked (limit ${signInLimits.perPair}); ` +
        `${addressBurst.length} on ten accounts from one address, ` +
        `${addressBurst.filter((b) => b.code === 40100).length} checked (limit ${signInLimits.perAddress})`,
    );
  });

  it('limits QR sign-in starts per address across both instances', async () => {
    const start = (i: number, from: string) => send(on(i), from, 'POST', api.startQrLogin.path);
    const answers: Answer[] = [];
    for (let i = 0; i < qrStartLimits.perMinute + 4; i++) answers.push(await start(i, ATTACKER));
    expect(answers.filter((a) => a.body.code === 20000)).toHaveLength(qrStartLimits.perMinute);
    const refused = answers.slice(qrStartLimits.perMinute);
    expect(refused.every((a) => a.status === 429 && a.body.key === 'session.qrTooManyStarts')).toBe(true);
    expect(refused.every((a) => a.cookies.login_binding === undefined)).toBe(true);
    // A burst split between the instances from another address: no more than the limit.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => start(i, '127.0.2.3')));
    const started = burst.filter((a) => a.body.code === 20000).length;
    expect(started).toBeLessThanOrEqual(qrStartLimits.perMinute);
    expect(burst.every((a) => a.body.code === 20000 || a.status === 429)).toBe(true);
    // The owner's address is not affected.
    expect((await start(0, OWNER)).body.code).toBe(20000);
    console.log(
      `QR starts, two instances: ${answers.length} sequential (${qrStartLimits.perMinute} started), ` +
        `burst of ${burst.length} (${started} started)`,
    );
  });
});
