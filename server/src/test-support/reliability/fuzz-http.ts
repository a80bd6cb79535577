import http from 'node:http';
import { api } from '@shop/contract/api';
import type { Envelope } from './process-api.js';

/**
 * Real HTTP to a server process on loopback, byte for byte as written: the fuzz sends bodies,
 * paths and content types no well-behaved client would, so this is node:http, not fetch (the
 * well-formed calls that set a scene up go through process-api.ts).
 */
export interface RawRequest {
  method: string;
  /** Path and query, already encoded (or deliberately mis-encoded). */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The client address (127.0.0.x): lets sign-in attempts come from an address of their own. */
  localAddress?: string;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** `body` as UTF-8 text. */
  text: string;
  ms: number;
}

const agents = new Map<string, http.Agent>();
function agentFor(localAddress: string): http.Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    // A connection per request: a request the server answers by closing its socket (a header
    // overflow) must not take the next request down with it.
    agent = new http.Agent({ keepAlive: false, maxSockets: 8, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

/** Closes the agents' sockets (call once the servers are gone). */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export function send(baseUrl: string, request: RawRequest, timeoutMs = 30_000): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  if (!/^127\./.test(url.hostname)) throw new Error(`only loopback is allowed, not ${url.hostname}`);
  const localAddress = request.localAddress ?? '127.0.0.1';
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        agent: agentFor(localAddress),
        headers: {
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...request.headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes,
            text: bytes.toString('utf8'),
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Signs in through the two spec calls (password step, then the state with its cookie) from
 * `localAddress`, and answers the token itself, or the refusal (process-api's signInOver answers
 * a fetch client and throws on a refusal; the fuzz needs the token for its own raw requests).
 */
export async function signInToken(
  baseUrl: string,
  username: string,
  password: string,
  localAddress = '127.0.0.1',
): Promise<{ token?: string; envelope: Envelope }> {
  const step = await send(baseUrl, {
    method: 'POST',
    path: api.loginWithPassword.path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    localAddress,
  });
  const stepEnvelope = JSON.parse(step.text) as Envelope;
  if (stepEnvelope.code !== 20000) return { envelope: stepEnvelope };
  const cookies = ([] as string[]).concat(step.headers['set-cookie'] ?? []);
  const binding = cookies.map((c) => /^login_binding=([^;]*)/.exec(c)?.[1]).find(Boolean) ?? '';
  const state = (stepEnvelope.data as { state: string }).state;
  const login = await send(baseUrl, {
    method: 'POST',
    path: `${api.login.path}?state=${encodeURIComponent(state)}`,
    headers: { cookie: `login_binding=${binding}` },
    localAddress,
  });
  const envelope = JSON.parse(login.text) as Envelope;
  return envelope.code === 20000
    ? { token: (envelope.data as { token: string }).token, envelope }
    : { envelope };
}
