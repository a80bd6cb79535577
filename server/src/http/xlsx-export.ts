import type { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { XLSX_CONTENT_TYPE } from '@shop/contract/list';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload, whenWritable } from './streamed-download.js';

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
    if (out.writableNeedDrain && !out.destroyed) await whenWritable(out, out);
    if (out.destroyed) return;
    // A turn for other requests between batches (see csv-export.ts).
    await setImmediate();
  }
  sheet.commit();
  await workbook.commit();
}

/** Sends the workbook as the reply: headers first, then rows as they are read. */
export function sendXlsx<Row>(request: FastifyRequest, reply: FastifyReply, spec: XlsxExport<Row>) {
  return sendDownload(request, reply, {
    area: spec.area,
    extension: 'xlsx',
    contentType: XLSX_CONTENT_TYPE,
    total: spec.total,
    write: (out) => writeWorkbook(out, spec),
  });
}
