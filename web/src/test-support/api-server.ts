import type { App } from '../../../server/src/app';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../server/src/test-support/test-app';
import { call } from '../lib/api';
import { type ConfirmOptions, setFeedback } from '../lib/feedback';
import { useSessionStore } from '../stores/session-store';

export interface ApiServer {
  testApp: TestApp;
  /** `http://127.0.0.1:<port>`: the page's own origin while the server runs. */
  origin: string;
  close(): Promise<void>;
}

interface HappyDomWindow {
  happyDOM: { setURL(url: string): void };
}

/**
 * Starts the real API server on a free port and puts the test page on its origin, so the client
 * calls it same-origin with cookies, exactly as the console does in a browser.
 */
export async function startApiServer(extend?: (app: App) => void): Promise<ApiServer> {
  const testApp = await createTestApp(extend ? { extend } : {});
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  (window as unknown as HappyDomWindow).happyDOM.setURL(`${address}/login`);
  return { testApp, origin: address, close: () => testApp.close() };
}

/** Records every toast and dialog the console would show, instead of rendering them. */
export function recordFeedback() {
  const errors: { text: string; durationMs: number }[] = [];
  const successes: string[] = [];
  const warnings: string[] = [];
  const dialogs: ConfirmOptions[] = [];
  const restore = setFeedback({
    error: (text, durationMs) => errors.push({ text, durationMs }),
    success: (text) => successes.push(text),
    warning: (text) => warnings.push(text),
    confirm: (options) => dialogs.push(options),
  });
  return { errors, successes, warnings, dialogs, restore };
}

/**
 * Signs the console in as `username` the way the login page does (password step, then the
 * state redeemed by the session store), ending whatever session it had.
 */
export async function signInConsole(username: string, password = TEST_PASSWORD): Promise<void> {
  useSessionStore.getState().resetToken();
  const { state } = await call('loginWithPassword', { body: { username, password } });
  await useSessionStore.getState().login(state);
}
