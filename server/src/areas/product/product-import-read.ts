import { setImmediate } from 'node:timers/promises';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type ProductCsvColumn,
  productCsvColumns,
  requiredCsvColumns,
} from '@shop/contract/areas/product';
import { Codes } from '@shop/contract/codes';
import { parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField, refuse } from '../../http/app-error.js';

/**
 * Reading an uploaded product CSV: the multipart file (at most MAX_IMPORT_BYTES), its records
 * with the line each starts on, and a header with the columns an import needs. Whatever makes
 * the whole file unusable is a 400 on `file` (or 413/415), before any row is looked at.
 */

const tooLarge = () =>
  refuse(Codes.PAYLOAD_TOO_LARGE, 'product.csvTooLarge', { mb: MAX_IMPORT_BYTES / 1024 / 1024 });

/** One data record: its cells by column name, and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
  /** More cells than the header has columns: a sign of a misplaced comma or quote. */
  overflowing: boolean;
}

export interface CsvFile {
  /** The known columns the header has; an import leaves alone what a missing column would set. */
  columns: Set<ProductCsvColumn>;
  records: CsvRecord[];
}

/** The uploaded file's bytes, reading at most the limit (the media upload's way, with the CSV's limit). */
export async function uploadedCsv(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse(Codes.UNSUPPORTED_MEDIA_TYPE, 'product.csvNoFile');
  try {
    const file = await request.file({
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, parts: 11 },
    });
    if (file?.fieldname !== 'file') throw invalidField(['file'], 'product.csvNoFile');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge();
    }
    // What the multipart reader said stays in the log; the console gets the message.
    request.log.warn({ err: error }, 'product CSV upload could not be read');
    throw invalidField(['file'], 'product.csvUploadUnreadable');
  }
}

interface ParsedRecord {
  record: string[];
  /** Bytes read by the end of this record (its line break included). */
  info: { bytes: number };
}

/** Bytes parsed between two turns of the event loop: a 2 MB file parsed at once stalled it. */
const BYTES_PER_TURN = 64 * 1024;

async function parseRecords(bytes: Buffer): Promise<ParsedRecord[]> {
  const parser = parse({
    bom: true,
    info: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
  const records: ParsedRecord[] = [];
  let failure: unknown;
  parser.on('data', (record: ParsedRecord) => records.push(record));
  parser.on('error', (error) => {
    failure = error;
  });
  for (let at = 0; at < bytes.length && failure === undefined; at += BYTES_PER_TURN) {
    parser.write(bytes.subarray(at, at + BYTES_PER_TURN));
    await setImmediate();
  }
  if (failure === undefined) {
    parser.end();
    await new Promise<void>((resolve) => {
      if (failure !== undefined || parser.readableEnded) resolve();
      else {
        parser.once('end', resolve);
        parser.once('error', () => resolve());
      }
    });
  }
  if (failure !== undefined) {
    // csv-parse counts the line it stopped at (a quoted line break counts as one more).
    const lines = (failure as { lines?: unknown }).lines;
    throw invalidField(['file'], 'product.csvUnreadable', { line: typeof lines === 'number' ? lines : 1 });
  }
  return records;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * The line each record starts on, counting CRLF, LF and (old Mac Excel) CR line breaks. Counted
 * from the bytes rather than csv-parse's own line count, which counts a CRLF inside a quoted
 * cell twice.
 */
function startLines(bytes: Buffer, parsed: ParsedRecord[]): number[] {
  let at = 0;
  let line = 1;
  const advanceTo = (end: number) => {
    for (; at < end; at++) {
      const byte = bytes[at];
      if (byte === LF || (byte === CR && bytes[at + 1] !== LF)) line++;
    }
  };
  let recordStart = 0;
  return parsed.map(({ info }) => {
    // Blank lines before the record are skipped by the parser; step over them too.
    while (bytes[recordStart] === LF || bytes[recordStart] === CR) recordStart++;
    advanceTo(recordStart);
    const start = line;
    recordStart = info.bytes;
    return start;
  });
}

function headerColumns(header: string[]): (ProductCsvColumn | undefined)[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const known = names.map((n) => productCsvColumns.find((c) => c === n));
  const repeated = productCsvColumns.find((c) => names.filter((n) => n === c).length > 1);
  if (repeated) throw invalidField(['file'], 'product.csvColumnTwice', { column: repeated });
  const missing = requiredCsvColumns.filter((c) => !known.includes(c));
  if (missing.length > 0) {
    throw invalidField(['file'], 'product.csvMissingColumns', { columns: missing.join(', ') });
  }
  return known;
}

/** The file's header and records; 400 on `file` when it is no CSV (or holds a NUL), lacks columns, or is empty or too long. */
export async function readCsv(bytes: Buffer): Promise<CsvFile> {
  // The one input that bypasses the validator seam's NUL check (http/input-validator.ts): a raw file.
  if (bytes.includes(0)) throw invalidField(['file'], 'field.nulCharacter');
  const parsed = await parseRecords(bytes);
  const [header, ...data] = parsed;
  if (!header) throw invalidField(['file'], 'product.csvEmpty');
  const known = headerColumns(header.record);
  if (data.length === 0) throw invalidField(['file'], 'product.csvNoRows');
  if (data.length > MAX_IMPORT_ROWS) {
    throw invalidField(['file'], 'product.csvTooManyRows', { max: MAX_IMPORT_ROWS, rows: data.length });
  }
  const lines = startLines(bytes, parsed).slice(1);
  const records = data.map(({ record }, i): CsvRecord => {
    const cells: CsvRecord['cells'] = {};
    known.forEach((column, at) => {
      if (column) cells[column] = record[at] ?? '';
    });
    return { line: lines[i] ?? 0, cells, overflowing: record.length > known.length };
  });
  return { columns: new Set(known.filter((c): c is ProductCsvColumn => c !== undefined)), records };
}
