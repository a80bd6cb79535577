import type { App } from '../../../server/src/app';
import { createTestApp, type TestApp } from '../../../server/src/test-support/test-app';
import { type ConfirmOptions, setFeedback } from '../lib/feedback';

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
