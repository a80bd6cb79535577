import { Codes, reloginCodes } from '@shop/contract/codes';
import type { Envelope } from '@shop/contract/envelope';
import { getToken } from './auth-cookie';
import { ERROR_TOAST_MS, feedback } from './feedback';
import { i18n } from './i18n';
import { messageText } from './message-text';

/**
 * A failed call: `message` is the text the user was shown (in the console's language); `code`,
 * and the message's `key` and `params`, are set when the server answered.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly data?: unknown,
    readonly key?: string,
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The ApiError of a refusal envelope: its message in the console's language. */
export function apiErrorOf(body: Envelope<unknown>): ApiError {
  const text = body.key ? messageText(body.key, body.params, body.message) : body.message;
  return new ApiError(text || i18n.t('request:error'), body.code, body.data, body.key, body.params);
}

export interface RequestSettings {
  /** Where `/base` lives: '' (same origin) in the browser, `http://host:port` elsewhere. */
  origin: string;
  timeoutMs: number;
  /** True while the in-memory session token is non-empty (B-B2). */
  hasToken(): boolean;
  /** Re-Login in the dialog of B-B6: reset the token and reload the page. */
  relogin(): void;
}

const settings: RequestSettings = {
  origin: '',
  timeoutMs: 5000,
  hasToken: () => false,
  relogin: () => window.location.reload(),
};

/** Adjusts the client; the session store connects `hasToken` and `relogin` when it loads. */
export function configureRequest(changes: Partial<RequestSettings>): void {
  Object.assign(settings, changes);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; undefined and null values are left out. */
  params?: Record<string, string | number | boolean | undefined | null> | undefined;
  /** JSON body. */
  data?: unknown;
  /** The caller reports a failure itself (e.g. a bulk action's summary): no toast. */
  quiet?: boolean;
}

let reloginDialogOpen = false;

function openReloginDialog(): void {
  if (reloginDialogOpen) return;
  reloginDialogOpen = true;
  feedback.confirm({
    title: i18n.t('request:confirmLogoutTitle'),
    content: i18n.t('request:confirmLogoutText'),
    okText: i18n.t('request:relogin'),
    cancelText: i18n.t('request:cancel'),
    onOk: () => {
      reloginDialogOpen = false;
      settings.relogin();
    },
    onCancel: () => {
      reloginDialogOpen = false;
    },
  });
}

/**
 * Offers the re-login dialog (once at a time) when `code` says the session is gone, as `request`
 * does; for calls that cannot go through `request` (uploads with progress).
 */
export function offerReloginFor(code: number): void {
  if ((reloginCodes as readonly number[]).includes(code)) openReloginDialog();
}

/** The `X-Token` header `request` sends, for calls that cannot go through it (uploads with progress). */
export function tokenHeaders(): Record<string, string> {
  return settings.hasToken() ? { 'X-Token': getToken() ?? '' } : {};
}

/** The full address of an API path (`/base/…`) with its query. */
export function addressOf(path: string, params?: RequestOptions['params']): string {
  return urlOf(path, params);
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function urlOf(path: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return `${settings.origin}${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...tokenHeaders() };
  if (options.data !== undefined) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const response = await fetch(urlOf(path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body: options.data === undefined ? null : JSON.stringify(options.data),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch {
    throw new ApiError(
      controller.signal.aborted
        ? i18n.t('request:timeout', { ms: settings.timeoutMs })
        : i18n.t('request:networkError'),
    );
  } finally {
    clearTimeout(timer);
  }
}

async function judge<T>(path: string, options: RequestOptions): Promise<Envelope<T>> {
  const { status, body } = await send(path, options);
  // B-B5: an envelope is judged by its code whatever the HTTP status.
  if (isEnvelope(body)) {
    if (body.code === Codes.OK) return body as Envelope<T>;
    offerReloginFor(body.code);
    throw apiErrorOf(body);
  }
  if (status < 200 || status > 299) throw new ApiError(i18n.t('request:badStatus', { status }));
  throw new ApiError(i18n.t('request:error'));
}

/**
 * The one API client (B-B1..B-B8) under the typed `call` (lib/api.ts). `path` is the full API
 * path (`/base/admin/user/info`). Resolves
 * with the whole envelope when its code is 20000; otherwise toasts the failure for 5 s and
 * rejects with an ApiError carrying the same text.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  try {
    return await judge<T>(path, options);
  } catch (error) {
    const text = error instanceof Error && error.message ? error.message : i18n.t('request:error');
    if (!options.quiet) feedback.error(text, ERROR_TOAST_MS);
    throw error instanceof ApiError ? error : new ApiError(text);
  }
}
