import 'antd/dist/reset.css';
import './app/global.css';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isSignedOutLogin, LoginStart } from './app/login-start';
import { loadLanguage } from './lib/i18n';
import { loadUiLocale } from './lib/ui-locale';
import { useAppStore } from './stores/app-store';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
const root = createRoot(container);

function show(node: ReactNode) {
  root.render(<StrictMode>{node}</StrictMode>);
}

// The start language's texts (ours and antd's) first, so the first render already speaks it; if
// they fail to load the console still starts, in English.
const { language } = useAppStore.getState();
const texts = Promise.all([loadLanguage(language), loadUiLocale(language)]).then(
  () => undefined,
  (error: unknown) => console.warn('Texts of the start language failed to load', error),
);
// The configured shop title, in its own chunk so the first paint does not wait for it.
void import('./lib/load-shop-title').then((m) => m.loadShopTitle());

// The router, the guard and the signed-in console: their own chunks, which a signed-out visit to
// /login loads only when someone signs in.
const loadConsole = () => import('./app/app');

/** The console at the address the browser shows now. */
async function startConsole(): Promise<void> {
  const [{ App, createConsoleRouter }] = await Promise.all([loadConsole(), texts]);
  show(<App router={createConsoleRouter()} />);
}

/** After a sign-in on the router-less login page: the console at `target`, once it can show it. */
async function leaveLogin(target: string): Promise<void> {
  const { App, createConsoleRouter, firstNavigation } = await loadConsole();
  // The login page's own entry stays behind the target, as a navigation would leave it.
  window.history.pushState(null, '', target);
  const router = createConsoleRouter();
  await firstNavigation(router);
  show(<App router={router} />);
}

if (isSignedOutLogin()) {
  const prepare = () => void loadConsole().catch(() => undefined);
  void texts.then(() => show(<LoginStart leave={leaveLogin} prepare={prepare} />));
} else {
  void startConsole();
}
