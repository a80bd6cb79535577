/*
 * The audit trail's codes without zod (issue 19 §3): the areas, the audited tables and the actions,
 * which the labels, the server and the console's first chunks read. The list's schemas are in
 * audit.ts.
 */

/**
 * The areas of the Audit page's filter, in menu order: each a page of the console (its route's
 * permission), plus `media` for uploaded images, which every page that takes one shares.
 */
export const auditAreas = [
  'user',
  'order',
  'product',
  'inventory',
  'exchange',
  'box',
  'feed',
  'article',
  'config',
  'media',
  'staff',
  'role',
] as const;
export type AuditArea = (typeof auditAreas)[number];

/**
 * Each table the services audit, with the area it belongs to: the one source the area filter, the
 * labels and the console's record links read. A service auditing a new table adds it here (a test
 * walks the services' `entity:` names).
 */
export const auditEntityAreas = {
  customer: 'user',
  shop_order: 'order',
  after_sale: 'order',
  product_spu: 'product',
  product_category: 'product',
  product_sku: 'inventory',
  exchange_item: 'exchange',
  exchange_order: 'exchange',
  box_series: 'box',
  box_draw: 'box',
  feed_post: 'feed',
  feed_comment: 'feed',
  article: 'article',
  config_entry: 'config',
  main_page: 'config',
  media_asset: 'media',
  staff_user: 'staff',
  role: 'role',
} as const satisfies Record<string, AuditArea>;
export type AuditEntity = keyof typeof auditEntityAreas;
export const auditEntities = Object.keys(auditEntityAreas) as [AuditEntity, ...AuditEntity[]];

export function isAuditEntity(entity: string): entity is AuditEntity {
  return Object.hasOwn(auditEntityAreas, entity);
}

/** The area of a table's rows, or null for a table this list does not know (yet). */
export function areaOfEntity(entity: string): AuditArea | null {
  return isAuditEntity(entity) ? auditEntityAreas[entity] : null;
}

/** The tables of an area. */
export function entitiesOfArea(area: AuditArea): AuditEntity[] {
  return auditEntities.filter((entity) => auditEntityAreas[entity] === area);
}

/**
 * The actions the services write, each with a name in four languages (labels/audit.labels.ts).
 * An action is free text in the table: one not listed here still shows, by its code. An undone
 * bulk action is its action with `.undone` (`status.undone`), named from the action it undoes.
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'status',
  'set_status',
  'revert',
  'upload',
  'import',
  'bulk-price',
  'address.add',
  'address.update',
  'address.delete',
  'adjust_points',
  'adjust_stock',
  'place',
  'pay',
  'record_payment',
  'ship',
  'complete',
  'cancel',
  'refund',
  'change_address',
  'note',
  'after_sale_request',
  'after_sale_approve',
  'after_sale_reject',
  'after_sale_cancel',
  'after_sale_receive',
  'reset_password',
  'set_password',
  'end_sessions',
  'publish',
  'pause',
  'end',
  'draw',
  'submit',
  'approve',
  'reject',
  'hide',
  'show',
  'pin',
  'unpin',
  'spam',
  'remove',
  'restore',
  'reply',
  'schedule',
  'unschedule',
  'unpublish',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The suffix of an undone bulk action's row. */
export const UNDONE_SUFFIX = '.undone';

/** The listed action an action names (itself, or the one an `.undone` row undoes), else null. */
export function knownActionOf(action: string): { action: AuditAction; undone: boolean } | null {
  const undone = action.endsWith(UNDONE_SUFFIX);
  const base = undone ? action.slice(0, -UNDONE_SUFFIX.length) : action;
  return (auditActions as readonly string[]).includes(base) ? { action: base as AuditAction, undone } : null;
}

/** The `actor` filter's value for changes no staff member made (jobs, the demo data). */
export const SYSTEM_ACTOR = 'system';

/**
 * A page's `total` is counted up to this many rows and then stops (`totalCapped`), as the points
 * ledger's: an exact count of a trail of millions would cost more than the page.
 */
export const AUDIT_LIST_COUNT_CAP = 10_000;
