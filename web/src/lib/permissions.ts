import type { OperationId } from '@shop/contract/api';
import { apiRoutes } from '@shop/contract/api-routes';
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

type Route = (typeof apiRoutes)[OperationId];

/** The signed-in member's permissions, for code that checks several. */
export function usePermissions(): readonly string[] {
  return useSessionStore((s) => s.permissions);
}

/** True when `permissions` let the member call `operation`: its endpoint's `access` (contract). */
export function canCall(permissions: readonly string[], operation: OperationId): boolean {
  const access = apiRoutes[operation][2];
  return access === 'public' || access === 'signedIn' || canDo(permissions, access);
}

/**
 * The signed-in member's `canCall`: a button names the operations it needs and shows only to those
 * the server would let through (every one of them), so no permission is written twice.
 */
export function useCanCall(...operations: [OperationId, ...OperationId[]]): boolean {
  return useSessionStore((s) => operations.every((operation) => canCall(s.permissions, operation)));
}

/**
 * The operation an address of the API reaches (as `apiUrl` writes it: origin, path, query), for a
 * control given only the address, like the export button. A literal segment beats a parameter
 * (`products/export` is not `products/:id`).
 */
export function operationAt(method: string, address: string): OperationId | undefined {
  const segments = new URL(address, 'http://console.invalid').pathname.split('/');
  let best: { operation: OperationId; literals: number } | undefined;
  for (const [operation, [m, path]] of Object.entries(apiRoutes) as [OperationId, Route][]) {
    const pattern = path.split('/');
    if (m !== method || pattern.length !== segments.length) continue;
    let literals = 0;
    const fits = pattern.every((part, i) => {
      if (part.startsWith(':')) return segments[i] !== '';
      literals += 1;
      return part === segments[i];
    });
    if (fits && (!best || literals > best.literals)) best = { operation, literals };
  }
  return best?.operation;
}

/** `useCanCall` for an address of the API; an address that is none of its endpoints shows nothing. */
export function useCanCallAt(method: string, address: string): boolean {
  const operation = operationAt(method, address);
  return useSessionStore((s) => operation !== undefined && canCall(s.permissions, operation));
}
