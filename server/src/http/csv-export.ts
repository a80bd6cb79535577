import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { EXPORT_TOTAL_HEADER } from '@shop/contract/list';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** `inventory-2026-01-31.csv` (UTC date). */
function exportFileName(area: string, now = new Date()): string {
  return `${area}-${now.toISOString().slice(0, 10)}.csv`;
}

async function writeCsv<Row>(out: PassThrough, spec: CsvExport<Row>): Promise<void> {
  const csv = stringify({ header: true, columns: spec.columns.map((c) => c.header), bom: false });
  csv.pipe(out);
  out.write(BOM);
  for await (const rows of spec.batches) {
    for (const row of rows) {
      if (!csv.write(spec.columns.map((c) => csvCell(c.value(row))))) {
        const ac = new AbortController();
        await Promise.race([once(csv, 'drain', ac), once(out, 'close', ac)]).finally(() => ac.abort());
      }
      if (out.destroyed) return;
    }
  }
  csv.end();
}

/** Sends the CSV as the reply: headers first, then rows as they are read. */
export function sendCsv<Row>(request: FastifyRequest, reply: FastifyReply, spec: CsvExport<Row>) {
  const out = new PassThrough();
  writeCsv(out, spec).catch((error: unknown) => {
    // Headers are gone by now: all that is left is to cut the download short, and log why.
    request.log.error({ err: error }, 'export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exportFileName(spec.area)}"`)
    .header(EXPORT_TOTAL_HEADER, String(spec.total))
    .header('cache-control', 'no-store')
    .send(out);
}
