import type { App } from '../app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function withQuery(url: string, query: Record<string, string | number> | undefined): string {
  if (!query) return url;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return `${url}?${search}`;
}

/** Calls the API as one signed-in staff member (or anonymously with no token). */
export function apiAs(app: App, token?: string) {
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: token ? { 'x-token': token } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    /** `query` is added to the URL's search (values as text). */
    get: (url: string, query?: Record<string, string | number>) => call('GET', withQuery(url, query)),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** Fills a route's `:param`s: `pathOf('/x/:key', { key: 'a' })` is `/x/a`. */
export function pathOf(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
