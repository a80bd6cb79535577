import type { CustomerFilters } from '@shop/contract/areas/customer';
import { customerSourceLabels, customerStatusLabels } from '@shop/contract/labels/customer.labels';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { currencyField, type ExportField, type ExportSetup } from '../../http/export-format.js';
import { sendListCsv } from '../../http/list-csv.js';
import { type CustomerRow, countCustomers, customerBatch } from './customer.table.js';

/** The CSV's columns, written for people (see http/export-format). */
function fields(setup: ExportSetup): ExportField<CustomerRow>[] {
  return [
    { column: 'id', value: (r) => r.id },
    { column: 'name', value: (r) => r.name },
    { column: 'phone', value: (r) => r.phone },
    { column: 'email', value: (r) => r.email },
    { column: 'status', code: (r) => r.status, labels: customerStatusLabels },
    { column: 'source', code: (r) => r.source, labels: customerSourceLabels },
    { column: 'tags', value: (r) => r.tags.join('; ') },
    currencyField(setup),
    { column: 'total_spent', money: (r) => r.totalSpent },
    { column: 'order_count', value: (r) => r.orderCount },
    { column: 'last_order_at', time: (r) => r.lastOrderAt },
    { column: 'created_at', time: (r) => r.createdAt },
  ];
}

/** Every customer the filters match, in the list's sort, as a streamed CSV. */
export function exportCustomers(
  db: Db,
  filters: CustomerFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  return sendListCsv(db, filters, request, reply, {
    area: 'customers',
    count: () => countCustomers(db, filters),
    batch: (after, limit) => customerBatch(db, filters, after, limit),
    fields,
  });
}
