import type { PointLedgerFilters } from '@shop/contract/areas/point';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import { pointAdjustReasonLabels, pointBizTypeLabels } from '@shop/contract/labels/point.labels';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ExportField } from '../../http/export-format.js';
import { sendListCsv } from '../../http/list-csv.js';
import { countAll, type LedgerRow, ledgerBatch, resolveReference } from './point-ledger.table.js';

/** The points ledger as a streamed CSV, honouring the list's filters (every row, not one page). */

const ledgerFields: ExportField<LedgerRow>[] = [
  { column: 'id', value: (r) => r.id },
  { column: 'time', time: (r) => r.createdAt },
  { column: 'customer_id', value: (r) => r.customerId },
  { column: 'customer', value: (r) => r.customerName },
  { column: 'phone', value: (r) => r.customerPhone },
  { column: 'type', code: (r) => r.bizType, labels: pointBizTypeLabels },
  { column: 'points_delta', value: (r) => r.delta },
  { column: 'balance_after', value: (r) => r.balanceAfter },
  { column: 'shortfall', value: (r) => r.shortfall },
  { column: 'reference', value: (r) => r.title || r.bizId },
  { column: 'reason', code: (r) => r.reason, labels: pointAdjustReasonLabels },
  { column: 'staff', value: (r) => r.actorName },
  { column: 'note', value: (r) => r.note },
];

export async function exportLedger(
  db: Db,
  filters: PointLedgerFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const ref = filters.reference ? await resolveReference(db, filters.reference) : undefined;
  return sendListCsv(db, filters, request, reply, {
    area: 'points-ledger',
    count: () => countAll(db, filters, ref),
    batch: (after, limit) => ledgerBatch(db, filters, ref, after, limit),
    fields: ledgerFields,
  });
}
