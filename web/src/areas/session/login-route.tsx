import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginPage } from './login-page';
import { type SignInExit, SignInExitContext } from './sign-in-exit';

/** The login page's way out inside the router: its query and a navigation to the target. */
export function RouterSignInExit({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const exit = useMemo<SignInExit>(
    () => ({
      search,
      leave: async (target) => {
        await navigate(target);
      },
    }),
    [search, navigate],
  );
  return <SignInExitContext value={exit}>{children}</SignInExitContext>;
}

/** The /login route of the router (after a sign-out, a guard redirect, a load with a token). */
export function LoginRoute() {
  return (
    <RouterSignInExit>
      <LoginPage />
    </RouterSignInExit>
  );
}
