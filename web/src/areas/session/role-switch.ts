import type { Role } from '@shop/contract/roles';
import { call } from '../../lib/api';
import { setToken } from '../../lib/auth-cookie';
import { useSessionStore } from '../../stores/session-store';

/** The page a role switch lands on: reachable by every role. */
export const ROLE_SWITCH_TARGET = '/dashboard/index';

/**
 * B-A15: a developer acts as `role` (or back as developer). The server opens a new session and
 * ends the current one; the new token goes into the cookie and the store (which has no setter
 * of its own for a token it did not redeem), roles are cleared, and then the page is loaded
 * afresh rather than patched: a full navigation makes the guard load user info and generate the
 * routes for the new roles from scratch, with no tab or cached view surviving, which is exactly
 * the replace-routes / close-tabs / clear-cache the behaviour asks for.
 */
export async function switchRole(
  role: Role,
  leave: (path: string) => void = (path) => window.location.assign(path),
): Promise<void> {
  const { token } = await call('switchRole', { body: { role } });
  setToken(token);
  useSessionStore.setState({ token, roles: [] });
  leave(ROLE_SWITCH_TARGET);
}
