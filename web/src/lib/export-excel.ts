import type { Workbook } from 'exceljs';
import { downloadBlob } from './download';
import { parseTime } from './time';

/** A sheet cell: numbers and booleans stay typed, Dates become Excel dates, null/undefined empty. */
export type CellValue = string | number | boolean | Date | null | undefined;
export type Row = readonly CellValue[];
/** B-L8: the file kinds an export writes. */
export type BookType = 'xlsx' | 'csv' | 'txt';

export interface SheetOptions {
  /** A1 ranges such as `A1:E1`. */
  merges?: readonly string[];
  /** B-L10: size each column to its widest cell. */
  autoWidth?: boolean;
  bookType?: BookType;
}

export interface ExportJsonOptions extends SheetOptions {
  header: Row;
  data: readonly Row[];
  /** Without extension; `excel-list` when empty. */
  filename?: string;
  /** Rows above the header, e.g. a title row merged across the columns. */
  multiHeader?: readonly Row[];
}

/** B-L9: the sheet name every export uses (kept from the original SheetJS-based console). */
export const SHEET_NAME = 'SheetJS';
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const MIME_TYPES: Record<BookType, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
};

// exceljs is large: it loads with the first export, never with a page.
async function loadExcelJs() {
  const module = await import('exceljs');
  return (module as unknown as { default?: typeof module }).default ?? module;
}

/** The text a cell shows: what autoWidth measures and what csv/txt files hold. */
export function cellText(value: CellValue): string {
  if (value == null) return '';
  if (value instanceof Date) return parseTime(value) ?? '';
  return String(value);
}

/**
 * B-L10: each column's width, the largest over all rows of its cells' text length (doubled when the
 * first character's code is above 255, 10 for an empty cell).
 */
export function columnWidths(rows: readonly Row[]): number[] {
  const widths: number[] = [];
  for (const row of rows) {
    for (let column = 0; column < row.length; column++) {
      const text = cellText(row[column]);
      const width = text === '' ? 10 : text.charCodeAt(0) > 255 ? text.length * 2 : text.length;
      widths[column] = Math.max(widths[column] ?? 0, width);
    }
  }
  return Array.from(widths, (width) => width ?? 10);
}

/** Excel stores dates without a zone; this keeps the wall-clock time the user saw. */
function excelDate(date: Date): Date {
  return new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
}

/** B-L9: a workbook with one sheet `SheetJS` holding the rows, the merges and (B-L10) column widths. */
export async function buildWorkbook(
  rows: readonly Row[],
  { merges = [], autoWidth = true }: SheetOptions = {},
): Promise<Workbook> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const value = row[c];
      if (value == null) continue;
      const cell = sheet.getCell(r + 1, c + 1);
      if (value instanceof Date) {
        cell.value = excelDate(value);
        cell.numFmt = DATE_FORMAT;
      } else {
        cell.value = value;
      }
    }
  });
  for (const range of merges) sheet.mergeCells(range);
  if (autoWidth) {
    columnWidths(rows).forEach((width, c) => {
      sheet.getColumn(c + 1).width = width;
    });
  }
  return workbook;
}

function quoted(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as csv (commas) or txt (tabs) text, fields quoted where needed, with a BOM for Excel. */
export function delimitedText(rows: readonly Row[], separator: ',' | '\t'): string {
  const lines = rows.map((row) => Array.from(row, (v) => quoted(cellText(v), separator)).join(separator));
  return `\ufeff${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** The file an export of these rows downloads, in the book type asked (xlsx by default). */
export async function sheetFile(rows: readonly Row[], options: SheetOptions = {}): Promise<Blob> {
  const bookType = options.bookType ?? 'xlsx';
  if (bookType !== 'xlsx') {
    return new Blob([delimitedText(rows, bookType === 'csv' ? ',' : '\t')], { type: MIME_TYPES[bookType] });
  }
  const buffer = await (await buildWorkbook(rows, options)).xlsx.writeBuffer();
  return new Blob([buffer], { type: MIME_TYPES.xlsx });
}

/**
 * B-L8: downloads `<filename or 'excel-list'>.<bookType>` holding the multiHeader rows, the header
 * and the data (B-L9), with merges and, unless turned off, column widths (B-L10).
 */
export async function exportJsonToExcel({
  header,
  data,
  filename,
  multiHeader = [],
  merges = [],
  autoWidth = true,
  bookType = 'xlsx',
}: ExportJsonOptions): Promise<void> {
  const blob = await sheetFile([...multiHeader, header, ...data], { merges, autoWidth, bookType });
  downloadBlob(blob, `${filename || 'excel-list'}.${bookType}`);
}

/** A zero-based cell position as an A1 address: (0, 0) → `A1`, (1, 27) → `AB2`. */
export function cellAddress(row: number, column: number): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return `${letters}${row + 1}`;
}

function span(cell: Element, attribute: 'rowspan' | 'colspan'): number {
  return Math.max(1, Number.parseInt(cell.getAttribute(attribute) ?? '', 10) || 1);
}

/**
 * B-L11: an HTML table's cells as rows (`th` and `td` text; numeric text as numbers) and its
 * rowspan/colspan cells as A1 merges; the cells a span covers stay empty.
 */
export function tableRows(table: Element): { rows: CellValue[][]; merges: string[] } {
  const grid: CellValue[][] = [];
  const covered = new Set<string>();
  const merges: string[] = [];
  table.querySelectorAll('tr').forEach((tr, r) => {
    const row: CellValue[] = [];
    grid[r] = row;
    let c = 0;
    for (const cell of Array.from(tr.children).filter((el) => el.tagName === 'TD' || el.tagName === 'TH')) {
      while (covered.has(`${r},${c}`)) c++;
      const text = ((cell as HTMLElement).innerText ?? cell.textContent ?? '').trim();
      row[c] = text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text;
      const rows = span(cell, 'rowspan');
      const columns = span(cell, 'colspan');
      if (rows > 1 || columns > 1)
        merges.push(`${cellAddress(r, c)}:${cellAddress(r + rows - 1, c + columns - 1)}`);
      for (let dr = 0; dr < rows; dr++)
        for (let dc = 0; dc < columns; dc++) covered.add(`${r + dr},${c + dc}`);
      c += columns;
    }
  });
  return { rows: Array.from(grid, (row) => Array.from(row ?? [], (value) => value ?? null)), merges };
}

/** B-L11: downloads `test.xlsx` holding the table with the given element id. */
export async function exportTableToExcel(elementId: string): Promise<void> {
  const table = document.getElementById(elementId);
  if (!table) throw new Error(`No table with id "${elementId}"`);
  const { rows, merges } = tableRows(table);
  downloadBlob(await sheetFile(rows, { merges, autoWidth: false }), 'test.xlsx');
}
