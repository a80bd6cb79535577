import { usePermissionStore } from '../stores/permission-store';
import { useSessionStore } from '../stores/session-store';
import { useTagsStore } from '../stores/tags-store';

/**
 * B-A13: ends the session on the server (a failure is toasted, the local sign-out still happens),
 * forgets token and roles, removes the generated routes and closes every tab and kept page (B-I4).
 */
export async function signOut(): Promise<void> {
  await useSessionStore.getState().logout();
  usePermissionStore.getState().reset();
  useTagsStore.getState().reset();
}
