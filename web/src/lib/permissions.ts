import { holds, type Permission } from '@shop/contract/permissions';
import { useSessionStore } from '../stores/session-store';

/**
 * What the signed-in member may do, as user info said (issue 19). The server checks every request
 * again; this only decides what the console shows: a button staff may not use is not drawn.
 */

/** True when `permissions` (user info's) include `permission` and, for an action, its page. */
export function canDo(permissions: readonly string[], permission: Permission): boolean {
  return holds({ all: false, set: new Set(permissions) }, permission);
}

/** The signed-in member's `canDo`, kept current across a role switch or a new user info. */
export function useCan(permission: Permission): boolean {
  return useSessionStore((s) => canDo(s.permissions, permission));
}

/** The signed-in member's permissions, for code that checks several. */
export function usePermissions(): readonly string[] {
  return useSessionStore((s) => s.permissions);
}
