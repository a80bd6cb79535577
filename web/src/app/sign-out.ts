import { usePermissionStore } from '../stores/permission-store';
import { useSessionStore } from '../stores/session-store';

/**
 * B-A13: ends the session on the server (a failure is toasted, the local sign-out still happens),
 * forgets token and roles and removes the generated routes. Tabs and cached views join later.
 */
export async function signOut(): Promise<void> {
  await useSessionStore.getState().logout();
  usePermissionStore.getState().reset();
}
