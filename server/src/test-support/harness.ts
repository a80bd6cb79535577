import { type Api, api, type OperationId } from '@shop/contract/api';
import { type EndpointData, type EndpointInput, fillPath } from '@shop/contract/endpoint';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.js';
import { apiAs } from './api-client.js';
import { createTestApp, signIn, type TestApp } from './test-app.js';

type CreateOptions = Parameters<typeof createTestApp>[0];
type Response = Awaited<ReturnType<App['inject']>>;

/** What a test sends: the endpoint's own input, or anything at all to test refusals of bad input. */
type LooseInput<K extends OperationId> =
  | EndpointInput<Api[K]>
  | { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

function urlOf(name: OperationId, input: LooseInput<OperationId> | undefined): string {
  const path = fillPath(api[name].path, input?.params as Record<string, unknown> | undefined);
  const entries = Object.entries(input?.query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]))}`;
}

/** Calls the API by operationId as one staff member (or nobody), as the console does. */
export function callerOf(app: App, token?: string) {
  const call = <K extends OperationId>(name: K, input?: LooseInput<K>): Promise<Response> =>
    app.inject({
      method: api[name].method,
      url: urlOf(name, input as LooseInput<OperationId>),
      headers: token ? { 'x-token': token } : {},
      ...(input?.body === undefined ? {} : { payload: input.body as Record<string, unknown> }),
    });
  return {
    token,
    call,
    /** The answer's `data`, after checking it succeeded (the failure's envelope in the error). */
    async ok<K extends OperationId>(name: K, input?: EndpointInput<Api[K]>): Promise<EndpointData<Api[K]>> {
      const res = await call(name, input);
      const body = res.json();
      if (body.code !== 20000) throw new Error(`${name} answered ${res.statusCode} ${res.body}`);
      return body.data;
    },
    /** Raw calls by URL, for what no endpoint describes (bad paths, malformed bodies). */
    ...apiAs(app, token),
  };
}
export type Caller = ReturnType<typeof callerOf>;

/**
 * The set-up every API test file shares: one app on a brand-new database for the file (PGlite,
 * or PostgreSQL when TEST_DATABASE_URL is set), closed after it; callers signed in by username
 * (the demo accounts `admin`, `developer`, `editor`, or any staff a test inserts), each once.
 */
export function useTestApp(options?: CreateOptions) {
  let testApp: TestApp | undefined;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    testApp = await createTestApp(options);
  });
  afterAll(() => testApp?.close());
  const current = () => {
    if (!testApp) throw new Error('useTestApp: the app is built in beforeAll; use it inside a test or hook');
    return testApp;
  };
  return {
    get t(): TestApp {
      return current();
    },
    get app(): App {
      return current().app;
    },
    get db() {
      return current().database.db;
    },
    /** Every line the server logged so far. */
    get logs(): string[] {
      return current().logs;
    },
    /** A caller signed in as this username (signed in on first use, then reused). */
    async as(username: string): Promise<Caller> {
      let token = tokens.get(username);
      if (!token) {
        token = await signIn(current().app, username);
        tokens.set(username, token);
      }
      return callerOf(current().app, token);
    },
    /** A caller without a session. */
    anonymous: (): Caller => callerOf(current().app),
  };
}

/** The fixed part of an endpoint a test file defines for itself (public, tagged as a test). */
export const testRoute = { access: 'public', tag: 'test', summary: 'a route of this test only' } as const;
