import type { CustomerFilters } from '@shop/contract/areas/customer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { type CsvColumn, sendCsv } from '../../http/csv-export.js';
import { keysetBatches } from '../../http/list-order.js';
import { type CustomerRow, countCustomers, customerBatch } from './customer.table.js';

/** The CSV's columns; money in cents as stored (the file outlives the console's currency format). */
const columns: CsvColumn<CustomerRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'name', value: (r) => r.name },
  { header: 'phone', value: (r) => r.phone },
  { header: 'email', value: (r) => r.email },
  { header: 'status', value: (r) => r.status },
  { header: 'source', value: (r) => r.source },
  { header: 'tags', value: (r) => r.tags.join('; ') },
  { header: 'total_spent_cents', value: (r) => r.totalSpent },
  { header: 'order_count', value: (r) => r.orderCount },
  { header: 'last_order_at', value: (r) => r.lastOrderAt },
  { header: 'created_at', value: (r) => r.createdAt },
];

/** Every customer the filters match, in the list's sort, as a streamed CSV. */
export async function exportCustomers(
  db: Db,
  filters: CustomerFilters,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const total = await countCustomers(db, filters);
  const batches = keysetBatches((after, limit) => customerBatch(db, filters, after, limit));
  return sendCsv(request, reply, { area: 'customers', columns, total, batches });
}
