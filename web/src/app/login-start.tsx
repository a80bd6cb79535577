import { useEffect, useMemo } from 'react';
import { LoginPage } from '../areas/session/login-page';
import { type SignInExit, SignInExitContext } from '../areas/session/sign-in-exit';
import { useSessionStore } from '../stores/session-store';
import { useSettingsStore } from '../stores/settings-store';
import { AppConfig } from './app-config';

/**
 * A first load of /login without a token: the guard would show the login page as it is (B-C3,
 * B-C4), so it can show before the router and the console's other code have loaded.
 */
export function isSignedOutLogin(): boolean {
  return window.location.pathname.replace(/\/+$/, '') === '/login' && !useSessionStore.getState().token;
}

/**
 * The login page without the router. `leave` shows the console at the target once someone has
 * signed in; `prepare` starts loading its code.
 */
export function LoginStart({ leave, prepare }: { leave(target: string): Promise<void>; prepare(): void }) {
  const shopTitle = useSettingsStore((s) => s.shopTitle);
  // B-J1 as the guard would set it: /login has no title of its own, so the tab shows the shop's.
  useEffect(() => {
    document.title = shopTitle;
  }, [shopTitle]);
  // The first sign-in attempt (a submit) starts loading the console's code beside its request.
  useEffect(() => {
    document.addEventListener('submit', prepare, { capture: true, once: true });
    return () => document.removeEventListener('submit', prepare, { capture: true });
  }, [prepare]);
  const exit = useMemo<SignInExit>(() => ({ search: window.location.search, leave }), [leave]);
  return (
    <AppConfig>
      <SignInExitContext value={exit}>
        <LoginPage />
      </SignInExitContext>
    </AppConfig>
  );
}
