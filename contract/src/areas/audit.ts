import { z } from 'zod';
import { idParam, idParams } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';

/*
 * The audit trail (issue 19 §3, access `audit`): who changed what, to which record, when, from
 * which address and browser, with the record before and after. Rows are written by every area's
 * services in the change's own transaction (server/src/http/audit.ts) and never edited.
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

export const auditSortFields = ['at'] as const;
export const AUDIT_DEFAULT_SORT: SortValue<'at'> = 'at:desc';

/**
 * A page's `total` is counted up to this many rows and then stops (`totalCapped`), as the points
 * ledger's: an exact count of a trail of millions would cost more than the page.
 */
export const AUDIT_LIST_COUNT_CAP = 10_000;

export const auditFilters = z.object({
  /** A staff member's id, or `system`. */
  actor: z.union([z.literal(SYSTEM_ACTOR), idParam]).optional(),
  area: z.enum(auditAreas).optional(),
  /** An action's code (`update`, `status.undone`…). */
  action: searchParam,
  /** A record: its table, and its id or key (an id alone is looked for in every table, or the area's). */
  entity: z.enum(auditEntities).optional(),
  entityId: searchParam,
  from: dateTimeParam.optional(),
  to: dateTimeParam.optional(),
  sort: sortParam(auditSortFields, AUDIT_DEFAULT_SORT),
});
export type AuditFilters = z.infer<typeof auditFilters>;

export const auditListQuery = auditFilters.extend(pageQuery.shape);
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditActor = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type AuditActor = z.infer<typeof auditActor>;

/** One row as the list shows it: the record's before and after stay for the entry itself. */
export const auditListItem = z.object({
  id: z.number().int(),
  at: z.string(),
  /** null: the system (a job, the demo data), or an account since deleted. */
  actor: auditActor.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** null for a table auditEntityAreas does not list. */
  area: z.enum(auditAreas).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The top-level fields whose values differ between before and after, in the record's order. */
  changed: z.array(z.string()),
});
export type AuditListItem = z.infer<typeof auditListItem>;

export const auditListData = listDataOf(auditListItem).extend({
  /** True when more rows match than `total` says (it stopped at AUDIT_LIST_COUNT_CAP). */
  totalCapped: z.boolean(),
});
export type AuditListData = z.infer<typeof auditListData>;

export const auditEntryParams = idParams;

/** One row in full: the record as it was (null for a create) and as it became (null for a delete). */
export const auditEntry = auditListItem.extend({ before: z.unknown(), after: z.unknown() });
export type AuditEntry = z.infer<typeof auditEntry>;

/** Everyone who may appear as an actor, for the staff filter (the staff list needs `staff`). */
export const auditActorsData = z.object({ items: z.array(auditActor) });
export type AuditActorsData = z.infer<typeof auditActorsData>;
