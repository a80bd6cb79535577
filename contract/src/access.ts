import {
  allPermissionRoles,
  type BuiltInRole,
  builtInRoles,
  editorDefaultPermissions,
  isPermission,
  type PagePermission,
  type Permission,
} from './permissions.js';

/**
 * What a route needs: a permission of the catalogue (permissions.ts), `public` (no sign-in, e.g.
 * the login calls, health) or `signedIn` (any staff member acting on their own account, e.g.
 * user/info and logout, or uploading an image a page's own save then checks).
 */
export type RouteAccess = Permission | 'public' | 'signedIn';

/** A page of the route table (a route names the page permission that opens it). */
export type Area = PagePermission;

export function isRouteAccess(value: string): value is RouteAccess {
  return value === 'public' || value === 'signedIn' || isPermission(value);
}

/**
 * The built-in roles that hold a page by default: the route table's `meta.roles` (spec B-D2,
 * B-D10). The console gates by the signed-in member's permissions (a custom role, or an editor
 * whose set staff changed); for the built-in roles as shipped both say the same.
 */
export function defaultRolesOf(page: PagePermission): readonly BuiltInRole[] {
  return builtInRoles.filter(
    (r) => allPermissionRoles.includes(r) || editorDefaultPermissions.includes(page),
  );
}
