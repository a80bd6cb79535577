import type { Role } from './roles.js';

/**
 * The one table of business areas × roles. The console builds its menu and routes from it and
 * the server checks it on every request: hiding a menu item is never the only protection.
 * Spec §6: developer and admin get everything; editors lack points and config.
 */
export const accessTable = {
  /** The dashboard home: every signed-in staff member. */
  dashboard: ['developer', 'admin', 'editor'],
  /** The shop's customers (spec route /user/index). */
  user: ['developer', 'admin', 'editor'],
  order: ['developer', 'admin', 'editor'],
  product: ['developer', 'admin', 'editor'],
  inventory: ['developer', 'admin', 'editor'],
  exchange: ['developer', 'admin', 'editor'],
  box: ['developer', 'admin', 'editor'],
  feed: ['developer', 'admin', 'editor'],
  article: ['developer', 'admin', 'editor'],
  payment: ['developer', 'admin', 'editor'],
  /** Uploading images: every role with a page that takes one (products, articles, feeds, config). */
  media: ['developer', 'admin', 'editor'],
  /** Executing a refund, or cancelling a paid order (which refunds it): not editors (domain.md 2.1). */
  refund: ['developer', 'admin'],
  point: ['developer', 'admin'],
  config: ['developer', 'admin'],
  /** Staff accounts and roles. */
  staff: ['developer', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof accessTable;
export const areas = Object.keys(accessTable) as Area[];

/**
 * What a route needs besides an area: `public` (no sign-in, e.g. the login calls, health) and
 * `signedIn` (any staff member acting on their own account, e.g. user/info and logout).
 */
export type RouteAccess = Area | 'public' | 'signedIn';

/** Roles that see everything, whatever the table says (spec §6). */
const superRoles: readonly Role[] = ['developer', 'admin'];

/** True when a staff member with these roles may use the area. */
export function canAccess(userRoles: readonly string[], area: Area): boolean {
  if (userRoles.some((r) => (superRoles as readonly string[]).includes(r))) return true;
  const allowed: readonly string[] = accessTable[area];
  return userRoles.some((r) => allowed.includes(r));
}

export function isArea(value: string): value is Area {
  return Object.hasOwn(accessTable, value);
}
