import type { AuditEntry, AuditListItem } from '@shop/contract/areas/audit';
import { areaOfEntity } from '@shop/contract/areas/audit-codes';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { type AuditRow, findAuditRow } from './audit.table.js';
import { changedFields } from './audit-changes.js';

/** A row as the list sends it: its fields, its actor's names and the fields it changed. */
export function toListItem(row: AuditRow): AuditListItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorId !== null && row.actorUsername !== null && row.actorName !== null
        ? { id: row.actorId, username: row.actorUsername, name: row.actorName }
        : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    area: areaOfEntity(row.entity),
    ip: row.ip,
    userAgent: row.userAgent,
    changed: changedFields(row.before, row.after),
  };
}

export async function getAuditEntry(db: Db, id: number): Promise<AuditEntry> {
  const row = await findAuditRow(db, id);
  if (!row) throw notFound('audit.notFound');
  return { ...toListItem(row), before: row.before, after: row.after };
}
