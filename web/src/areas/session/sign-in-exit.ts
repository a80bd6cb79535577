import { createContext, useContext } from 'react';

/**
 * What the login page needs from whoever shows it: the query it was opened with and the way into
 * the console once signed in. The router provides it on /login (login-route.tsx); a signed-out
 * first visit to /login shows the page without the router (app/login-start.tsx), which then loads
 * only when someone signs in.
 */
export interface SignInExit {
  /** The login address's query (`?redirect=…`), for B-A9. */
  search: string;
  /** Shows the console at `target` (a path with its query); resolves once that page is shown. */
  leave(target: string): Promise<void>;
}

export const SignInExitContext = createContext<SignInExit | null>(null);

export function useSignInExit(): SignInExit {
  const exit = useContext(SignInExitContext);
  if (!exit) throw new Error('The login page needs a SignInExitContext');
  return exit;
}
