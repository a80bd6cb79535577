/**
 * The catalogue of permissions (issue 19, domain.md §1.13 and §2.1 role_permission). A role is a
 * set of them, stored in the database; the server checks every request against the caller's set
 * and the console builds its menu, routes and buttons from the same set.
 *
 * Two levels: a *page* (one of the route table's areas: open it and read what it lists) and an
 * *action* within a page (the spec's "directive permission": refund, export, bulk, adjust,
 * publish, delete). An action counts only with its page: a role saved with an action but without
 * its page keeps neither (normalisePermissions), and the server asks for both.
 */

/** The pages, in menu order. */
export const pagePermissions = [
  'dashboard',
  'user',
  'order',
  'product',
  'inventory',
  'exchange',
  'box',
  'feed',
  'article',
  'payment',
  'point',
  'config',
  'staff',
  'role',
  'audit',
] as const;
export type PagePermission = (typeof pagePermissions)[number];

/** The actions within a page: `<page>.<verb>`, each with the page it belongs to. */
export const actionPermissions = {
  'user.export': 'user',
  'order.export': 'order',
  'order.bulk': 'order',
  /** Executing a refund, or cancelling a paid order or redemption (which refunds it). */
  'order.refund': 'order',
  'product.export': 'product',
  /** Bulk status, bulk prices and the spreadsheet import. */
  'product.bulk': 'product',
  'product.publish': 'product',
  'product.delete': 'product',
  'inventory.adjust': 'inventory',
  'inventory.export': 'inventory',
  'exchange.export': 'exchange',
  'exchange.publish': 'exchange',
  'exchange.delete': 'exchange',
  /** Putting a box on sale (its odds published), pausing, ending and deleting it. */
  'box.publish': 'box',
  'box.export': 'box',
  /** Approving, rejecting, hiding, pinning and deleting posts, every comment action, publishing without review. */
  'feed.moderate': 'feed',
  /** Publishing, scheduling, unpublishing and deleting articles. */
  'article.publish': 'article',
  'payment.export': 'payment',
  'point.adjust': 'point',
  'point.export': 'point',
  'point.rules': 'point',
  'config.delete': 'config',
  'staff.export': 'staff',
  'audit.export': 'audit',
} as const satisfies Record<string, PagePermission>;
export type ActionPermission = keyof typeof actionPermissions;

export type Permission = PagePermission | ActionPermission;

/** Every permission, each page followed by its actions (the role editor's order). */
export const permissions: readonly Permission[] = pagePermissions.flatMap((page) => [
  page,
  ...(Object.keys(actionPermissions) as ActionPermission[]).filter((a) => actionPermissions[a] === page),
]);

const known = new Set<string>(permissions);
export function isPermission(value: string): value is Permission {
  return known.has(value);
}

/** The page a permission belongs to (a page is its own). */
export function pageOf(permission: Permission): PagePermission {
  return permission in actionPermissions
    ? actionPermissions[permission as ActionPermission]
    : (permission as PagePermission);
}

/**
 * What a role may be saved with: known permissions, once each, in catalogue order, and no action
 * without its page.
 */
export function normalisePermissions(wanted: Iterable<string>): Permission[] {
  const set = new Set(wanted);
  return permissions.filter((p) => set.has(p) && set.has(pageOf(p)));
}

/**
 * A caller's permissions: `all` for a role that holds everything (developer and admin, spec §6),
 * else the set its roles grant together.
 */
export type Grants = { all: true } | { all: false; set: ReadonlySet<string> };

/** True when the grants include `permission` and, for an action, its page. */
export function holds(grants: Grants, permission: Permission): boolean {
  if (grants.all) return true;
  return grants.set.has(permission) && grants.set.has(pageOf(permission));
}

/** The built-in roles (spec §6): never deleted; developer and admin hold everything. */
export const builtInRoles = ['developer', 'admin', 'editor'] as const;
export type BuiltInRole = (typeof builtInRoles)[number];

/** Roles that hold every permission, now and as the catalogue grows; their sets are not edited. */
export const allPermissionRoles: readonly string[] = ['developer', 'admin'] satisfies BuiltInRole[];

/**
 * The editor's default (domain.md §2.1, the spec's route gating): every page but points, config,
 * staff, roles and the audit log, with their actions, and no refund execution.
 */
export const editorDefaultPermissions: readonly Permission[] = permissions.filter(
  (p) => !['point', 'config', 'staff', 'role', 'audit'].includes(pageOf(p)) && p !== 'order.refund',
);

/** A built-in role's set as shipped (developer and admin: the whole catalogue). */
export function defaultPermissionsOf(role: BuiltInRole): readonly Permission[] {
  return allPermissionRoles.includes(role) ? permissions : editorDefaultPermissions;
}
