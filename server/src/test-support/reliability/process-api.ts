import { type Api, api, type OperationId } from '@shop/contract/api';
import { type EndpointData, type EndpointInput, fillPath } from '@shop/contract/endpoint';

/**
 * The contract's operations over real HTTP (fetch) against a server process, for tests that set a
 * scene up and count what a server acknowledged. Well-formed requests only; a call that gets no
 * answer (the server was killed mid-request) rejects, which is how a burst tells "not acknowledged".
 */
export interface Envelope {
  code: number;
  message: string;
  data: unknown;
  key?: string;
}

export interface ProcessAnswer {
  status: number;
  envelope: Envelope;
}

type Input = { params?: object; query?: object; body?: unknown };

function assertLoopback(baseUrl: string): URL {
  const url = new URL(baseUrl);
  if (!/^127\./.test(url.hostname)) throw new Error(`only loopback is allowed, not ${url.hostname}`);
  return url;
}

/** An endpoint's path with its params filled and its query encoded. */
export function pathFor(name: OperationId, input?: Input): string {
  const path = fillPath(api[name].path, input?.params as Record<string, unknown> | undefined);
  const entries = Object.entries(input?.query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]))}`;
}

/** The API of the server at `baseUrl` as one session token (or none). */
export function apiOver(baseUrl: string, token?: string, timeoutMs = 20_000) {
  const origin = assertLoopback(baseUrl).origin;
  const call = async (name: OperationId, input?: Input): Promise<ProcessAnswer> => {
    const hasBody = input?.body !== undefined;
    const res = await fetch(`${origin}${pathFor(name, input)}`, {
      method: api[name].method,
      headers: {
        ...(token ? { 'x-token': token } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(hasBody ? { body: JSON.stringify(input?.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, envelope: (await res.json()) as Envelope };
  };
  return {
    call: <K extends OperationId>(name: K, input?: EndpointInput<Api[K]>) => call(name, input as Input),
    /** The answer's data after checking it succeeded (the answer in the error otherwise). */
    async ok<K extends OperationId>(name: K, input?: EndpointInput<Api[K]>): Promise<EndpointData<Api[K]>> {
      const answer = await call(name, input as Input);
      if (answer.status !== 200 || answer.envelope.code !== 20000)
        throw new Error(`${name} answered ${answer.status} ${JSON.stringify(answer.envelope)}`);
      return answer.envelope.data as EndpointData<Api[K]>;
    },
  };
}
export type ApiOver = ReturnType<typeof apiOver>;

/**
 * Signs in through the spec's two calls (password step, then the one-time state with the binding
 * cookie the step set), as the console does; answers the API as that session.
 */
export async function signInOver(baseUrl: string, username: string, password: string): Promise<ApiOver> {
  const origin = assertLoopback(baseUrl).origin;
  const step = await fetch(`${origin}${api.loginWithPassword.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const stepEnvelope = (await step.json()) as Envelope;
  if (stepEnvelope.code !== 20000) throw new Error(`password step refused: ${JSON.stringify(stepEnvelope)}`);
  const binding = step.headers
    .getSetCookie()
    .map((c) => /^login_binding=([^;]*)/.exec(c)?.[1])
    .find(Boolean);
  const state = (stepEnvelope.data as { state: string }).state;
  const login = await fetch(`${origin}${api.login.path}?state=${encodeURIComponent(state)}`, {
    method: 'POST',
    headers: binding ? { cookie: `login_binding=${binding}` } : {},
  });
  const envelope = (await login.json()) as Envelope;
  if (envelope.code !== 20000) throw new Error(`login refused: ${JSON.stringify(envelope)}`);
  return apiOver(baseUrl, (envelope.data as { token: string }).token);
}

/** True when GET /base/health answers 200 with status ok. */
export async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const answer = await apiOver(baseUrl, undefined, 2_000).call('getHealth');
    return answer.status === 200 && (answer.envelope.data as { status?: string }).status === 'ok';
  } catch {
    return false;
  }
}
