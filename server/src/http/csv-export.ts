import type { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload, whenWritable } from './streamed-download.js';

/**
 * A streamed CSV download of every row a list's filters match (the xlsx export's sibling): rows
 * come in keyset batches and leave as they are written, so memory stays flat at any size.
 * UTF-8 with a byte-order mark, so Excel shows Chinese and Japanese names right.
 */
export interface CsvColumn<Row> {
  header: string;
  /** null or undefined leaves the cell empty; dates are written ISO-8601 UTC. */
  value(row: Row): string | number | boolean | Date | null | undefined;
}

interface CsvExport<Row> {
  /** `<area>` becomes `<area>-YYYY-MM-DD.csv`. */
  area: string;
  columns: CsvColumn<Row>[];
  total: number;
  batches: AsyncIterable<Row[]>;
}

const BOM = '\ufeff';

/**
 * Text a spreadsheet would run as a formula (`=HYPERLINK(…)` typed into a product title) is
 * written with a leading apostrophe (OWASP "CSV injection"); numbers are left as they are.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

async function writeCsv<Row>(out: PassThrough, spec: CsvExport<Row>): Promise<void> {
  const csv = stringify({ header: true, columns: spec.columns.map((c) => c.header), bom: false });
  csv.pipe(out);
  out.write(BOM);
  for await (const rows of spec.batches) {
    for (const row of rows) {
      if (!csv.write(spec.columns.map((c) => csvCell(c.value(row))))) await whenWritable(csv, out);
      if (out.destroyed) return;
    }
    // A turn for other requests between batches: the embedded database answers through promises
    // alone, so a client reading as fast as the rows come would otherwise keep the loop to itself.
    await setImmediate();
  }
  csv.end();
}

/** Sends the CSV as the reply: headers first, then rows as they are read. */
export function sendCsv<Row>(request: FastifyRequest, reply: FastifyReply, spec: CsvExport<Row>) {
  return sendDownload(request, reply, {
    area: spec.area,
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    total: spec.total,
    write: (out) => writeCsv(out, spec),
  });
}
