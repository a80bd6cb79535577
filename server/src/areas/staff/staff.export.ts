import type { StaffFilters } from '@shop/contract/areas/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { keysetBatches } from '../../http/list-order.js';
import { sendXlsx, type XlsxColumn } from '../../http/xlsx-export.js';
import { countStaff, type StaffRow, staffBatch } from './staff.table.js';

/** The sheet's columns, in the list's order. Headers stay English: the file outlives the console's language. */
const columns: XlsxColumn<StaffRow>[] = [
  { header: 'ID', width: 8, value: (r) => r.id },
  { header: 'Username', value: (r) => r.username },
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'Roles', value: (r) => r.roles.join(', ') },
  { header: 'Status', width: 10, value: (r) => (r.disabled ? 'disabled' : 'active') },
  { header: 'Last login', value: (r) => r.lastLoginAt },
  { header: 'Created', value: (r) => r.createdAt },
];

/** Every staff account the filters match, in the list's sort, as a streamed xlsx. */
export async function exportStaff(
  db: Db,
  filters: StaffFilters,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const total = await countStaff(db, filters);
  const batches = keysetBatches((after, limit) => staffBatch(db, filters, after, limit));
  return sendXlsx(request, reply, { area: 'staff', columns, total, batches });
}
