import { z } from 'zod';
import { idParam, idParams } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { auditAreas, auditEntities, SYSTEM_ACTOR } from './audit-codes.js';

/*
 * The audit trail (issue 19 §3, access `audit`): who changed what, to which record, when, from
 * which address and browser, with the record before and after. Rows are written by every area's
 * services in the change's own transaction (server/src/http/audit.ts) and never edited.
 */

export const auditSortFields = ['at'] as const;
export const AUDIT_DEFAULT_SORT: SortValue<'at'> = 'at:desc';

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
