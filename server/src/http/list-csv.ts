import type { ExportOptions } from '@shop/contract/labels/export-options';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sendCsv } from './csv-export.js';
import { columnsFor, type ExportField, type ExportSetup, exportSetup } from './export-format.js';
import { type Cursor, keysetBatches } from './list-order.js';

/** What a list gives its CSV export: how many rows its filters match, their batches, its fields. */
export interface ListCsv<Row extends { id: number }> {
  /** Names the file (`orders-2026-11-27.csv`). */
  area: string;
  count(): Promise<number>;
  /** The rows after a cursor, at most `limit`, in the list's order (its filters already applied). */
  batch(after: Cursor | undefined, limit: number): Promise<(Row & { cursor: string })[]>;
  /** The columns, written for people in the asker's language and the shop's zone and currency. */
  fields: ExportField<Row>[] | ((setup: ExportSetup) => ExportField<Row>[]);
  /** Rows per query: fewer where a row costs more, so no query holds the embedded database long. */
  batchSize?: number;
}

/** Streams a list as CSV: its count and the export's setup first, then its rows batch by batch. */
export async function sendListCsv<Row extends { id: number }>(
  db: Db,
  options: ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  list: ListCsv<Row>,
) {
  const [total, setup] = await Promise.all([list.count(), exportSetup(db, options, request)]);
  const fields = typeof list.fields === 'function' ? list.fields(setup) : list.fields;
  return sendCsv(request, reply, {
    area: list.area,
    columns: columnsFor(fields, setup),
    total,
    batches: keysetBatches<Row & { cursor: string }>(list.batch, list.batchSize),
  });
}
