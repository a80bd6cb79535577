import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { EXPORT_TOTAL_HEADER, XLSX_CONTENT_TYPE } from '@shop/contract/list';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A streamed xlsx download of every row a list's filters match, for any area: rows come in
 * batches (see `keysetBatches`) and leave as soon as they are written, so memory stays flat
 * however many there are. `X-Total-Count` tells the console how many rows to expect.
 */
export interface XlsxColumn<Row> {
  header: string;
  width?: number;
  /** Dates get a date format; null leaves the cell empty. */
  value(row: Row): string | number | boolean | Date | null;
}

interface XlsxExport<Row> {
  /** `<area>` becomes `<area>-YYYY-MM-DD.xlsx`. */
  area: string;
  columns: XlsxColumn<Row>[];
  total: number;
  batches: AsyncIterable<Row[]>;
}

/** `staff-2025-01-31.xlsx` (UTC date). */
function exportFileName(area: string, now = new Date()): string {
  return `${area}-${now.toISOString().slice(0, 10)}.xlsx`;
}

/** Resolves when the stream wants more, or has closed (the client went away). */
async function writable(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  const ac = new AbortController();
  await Promise.race([once(out, 'drain', ac), once(out, 'close', ac)]).finally(() => ac.abort());
}

async function writeWorkbook<Row>(out: PassThrough, spec: XlsxExport<Row>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(spec.area);
  sheet.columns = spec.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of spec.batches) {
    for (const row of rows) {
      const excelRow = sheet.addRow(spec.columns.map((c) => c.value(row)));
      excelRow.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm:ss';
      });
      excelRow.commit();
    }
    await writable(out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** Sends the workbook as the reply: headers first, then rows as they are read. */
export function sendXlsx<Row>(request: FastifyRequest, reply: FastifyReply, spec: XlsxExport<Row>) {
  const out = new PassThrough();
  writeWorkbook(out, spec).catch((error: unknown) => {
    // Headers are gone by now: all that is left is to cut the download short, and log why.
    request.log.error({ err: error }, 'export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${exportFileName(spec.area)}"`)
    .header(EXPORT_TOTAL_HEADER, String(spec.total))
    .header('cache-control', 'no-store')
    .send(out);
}
