import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { exportOptions } from '../labels/export-options.js';
import {
  auditActorsData,
  auditEntry,
  auditEntryParams,
  auditFilters,
  auditListData,
  auditListQuery,
} from './audit.js';

const tag = 'audit';

/** The audit log page (access `audit`): the trail, one entry in full, its staff, the export. */
export const auditEndpoints = endpoints(
  endpoint({
    operationId: 'listAudit',
    method: 'GET',
    path: '/base/admin/audit',
    access: 'audit',
    tag,
    summary:
      'The audit trail: staff (id or system), area, action, record and date filters, newest first; total counted up to 10,000 (totalCapped)',
    query: auditListQuery,
    data: auditListData,
  }),
  endpoint({
    operationId: 'exportAudit',
    method: 'GET',
    path: '/base/admin/audit/export',
    access: 'audit.export',
    tag,
    summary: 'Every audit row the filters match, as a streamed xlsx (X-Total-Count: rows)',
    query: auditFilters.extend(exportOptions),
    media: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  endpoint({
    operationId: 'listAuditActors',
    method: 'GET',
    path: '/base/admin/audit/actors',
    access: 'audit',
    tag,
    summary: "Every staff account's id, username and name, for the audit log's staff filter",
    data: auditActorsData,
  }),
  endpoint({
    operationId: 'getAuditEntry',
    method: 'GET',
    path: '/base/admin/audit/:id',
    access: 'audit',
    tag,
    summary: 'One audit row with the record before and after',
    params: auditEntryParams,
    data: auditEntry,
    refusals: [Codes.NOT_FOUND],
  }),
);
