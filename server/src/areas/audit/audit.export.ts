import type { AuditFilters } from '@shop/contract/areas/audit';
import { areaOfEntity } from '@shop/contract/areas/audit-codes';
import { auditActionText, auditAreaLabels, auditEntityLabels } from '@shop/contract/labels/audit.labels';
import { exportColumnLabels } from '@shop/contract/labels/export-columns';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { columnsFor, type ExportField, type ExportSetup, exportSetup } from '../../http/export-format.js';
import { keysetBatches } from '../../http/list-order.js';
import { sendXlsx } from '../../http/xlsx-export.js';
import { type AuditRow, auditBatch, countAllAudit } from './audit.table.js';
import { changedFields } from './audit-changes.js';

/** The sheet's columns, in the list's order; the action's name needs the language (an undone one is composed). */
function fieldsFor(setup: ExportSetup): ExportField<AuditRow>[] {
  return [
    { column: 'id', width: 10, value: (r) => r.id },
    { column: 'time', time: (r) => r.at },
    { column: 'staff', value: (r) => (r.actorId === null ? null : r.actorName) },
    { column: 'username', value: (r) => r.actorUsername },
    { column: 'area', code: (r) => areaOfEntity(r.entity), labels: auditAreaLabels },
    { column: 'action', width: 24, value: (r) => auditActionText(r.action, setup.language) },
    { column: 'record', code: (r) => r.entity, labels: auditEntityLabels },
    { column: 'record_id', value: (r) => r.entityId },
    { column: 'ip_address', width: 16, value: (r) => r.ip },
    { column: 'browser', width: 40, value: (r) => r.userAgent },
    { column: 'changed_fields', width: 40, value: (r) => changedFields(r.before, r.after).join(', ') },
  ];
}

const actionHeader = (setup: ExportSetup) => exportColumnLabels[setup.language].action;

/** Every audit row the filters match, in the list's sort, as a streamed xlsx. */
export async function exportAudit(
  db: Db,
  filters: AuditFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [total, setup] = await Promise.all([countAllAudit(db, filters), exportSetup(db, filters, request)]);
  const columns = columnsFor(fieldsFor(setup), setup);
  // The action is named in code (an undone one is composed), so its code column is added here.
  if (setup.codes)
    columns.splice(columns.findIndex((c) => c.header === actionHeader(setup)) + 1, 0, {
      header: 'action_code',
      value: (r) => r.action,
    });
  const batches = keysetBatches((after, limit) => auditBatch(db, filters, after, limit));
  return sendXlsx(request, reply, { area: 'audit', columns, total, batches });
}
