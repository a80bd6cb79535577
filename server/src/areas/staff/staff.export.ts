import type { StaffFilters } from '@shop/contract/areas/staff';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import type { LabelLanguage, LabelTable } from '@shop/contract/labels/label-table';
import { roleLabels, staffStatusLabels } from '@shop/contract/labels/staff.labels';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { role } from '../../db/schema.js';
import { columnsFor, type ExportField, exportSetup } from '../../http/export-format.js';
import { keysetBatches } from '../../http/list-order.js';
import { sendXlsx } from '../../http/xlsx-export.js';
import { countStaff, type StaffRow, staffBatch } from './staff.table.js';

/**
 * Every role's name in every language: a built-in role's translation, a custom role's own label
 * (as typed, the same in every language), read when the export starts.
 */
async function roleNames(db: Db): Promise<LabelTable<string>> {
  const custom = Object.fromEntries(
    (await db.select({ name: role.name, label: role.label }).from(role)).map((r) => [r.name, r.label]),
  );
  const table = (language: LabelLanguage) => ({ ...custom, ...roleLabels[language] });
  return { zh: table('zh'), en: table('en'), es: table('es'), ja: table('ja') };
}

/** The sheet's columns, in the list's order, in the language the console asked for. */
const fieldsOf = (roles: LabelTable<string>): ExportField<StaffRow>[] => [
  { column: 'id', width: 8, value: (r) => r.id },
  { column: 'username', value: (r) => r.username },
  { column: 'name', width: 28, value: (r) => r.name },
  { column: 'roles', codeList: (r) => r.roles, labels: roles },
  {
    column: 'status',
    width: 10,
    code: (r) => (r.disabled ? 'disabled' : 'active'),
    labels: staffStatusLabels,
  },
  { column: 'last_login_at', time: (r) => r.lastLoginAt },
  { column: 'created_at', time: (r) => r.createdAt },
];

/** Every staff account the filters match, in the list's sort, as a streamed xlsx. */
export async function exportStaff(
  db: Db,
  filters: StaffFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [total, setup, roles] = await Promise.all([
    countStaff(db, filters),
    exportSetup(db, filters, request),
    roleNames(db),
  ]);
  const batches = keysetBatches((after, limit) => staffBatch(db, filters, after, limit));
  return sendXlsx(request, reply, {
    area: 'staff',
    columns: columnsFor(fieldsOf(roles), setup),
    total,
    batches,
  });
}
