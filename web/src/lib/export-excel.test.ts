import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from './download';
import {
  buildWorkbook,
  cellAddress,
  columnWidths,
  delimitedText,
  exportJsonToExcel,
  exportTableToExcel,
  tableRows,
} from './export-excel';

vi.mock('./download', () => ({ downloadBlob: vi.fn() }));
const download = vi.mocked(downloadBlob);
beforeEach(() => download.mockReset());

/** The file the last export handed to the download, and its name. */
function downloaded(): { blob: Blob; fileName: string } {
  const call = download.mock.lastCall;
  if (!call) throw new Error('nothing downloaded');
  return { blob: call[0], fileName: call[1] };
}

async function readSheet(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['SheetJS']);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const ORDERED = new Date(2018, 6, 13, 17, 54, 1);

describe('exportJsonToExcel (B-L8, B-L9, B-L10)', () => {
  it('writes multiHeader, header and data rows with types, merges and widths', async () => {
    await exportJsonToExcel({
      multiHeader: [['Order list 2018', null, null, null]],
      header: ['Id', 'Title', 'Price', 'Ordered'],
      data: [
        [1, 'Teapot', 12.5, ORDERED],
        [2, '手工陶瓷杯子', null, undefined],
      ],
      merges: ['A1:D1'],
      filename: 'orders',
    });
    const { blob, fileName } = downloaded();
    expect(fileName).toBe('orders.xlsx');
    const sheet = await readSheet(blob);
    const values = [1, 2, 3, 4].map((r) => [1, 2, 3, 4].map((c) => sheet.getCell(r, c).value));
    expect(values.slice(1)).toEqual([
      ['Id', 'Title', 'Price', 'Ordered'],
      [1, 'Teapot', 12.5, expect.any(Date)],
      [2, '手工陶瓷杯子', null, null],
    ]);
    expect(sheet.getCell('A1').value).toBe('Order list 2018');
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('C3').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('C4').type).toBe(ExcelJS.ValueType.Null);
    // An Excel date showing the local wall-clock time it was given.
    const date = sheet.getCell('D3');
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect((date.value as Date).toISOString()).toBe('2018-07-13T17:54:01.000Z');
    expect(date.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.model.merges).toEqual(['A1:D1']);
    expect(sheet.getCell('B1').isMerged).toBe(true);
    // A: 'Order list 2018'; B: 手工陶瓷杯子 doubled; C: the empty cells; D: the date as text.
    expect([1, 2, 3, 4].map((c) => sheet.getColumn(c).width)).toEqual([15, 12, 10, 19]);
  });

  it('defaults the file name and leaves widths alone without autoWidth', async () => {
    await exportJsonToExcel({ header: ['Name'], data: [['a']], filename: '', autoWidth: false });
    const { blob, fileName } = downloaded();
    expect(fileName).toBe('excel-list.xlsx');
    const sheet = await readSheet(blob);
    expect(sheet.getColumn(1).width).toBeUndefined();
    expect(sheet.getCell('A2').value).toBe('a');
  });

  it('writes csv and txt as delimited text', async () => {
    const rows = {
      header: ['Id', 'Note'],
      data: [
        [1, 'a, "b"'],
        [2, null],
      ],
    };
    await exportJsonToExcel({ ...rows, filename: 'notes', bookType: 'csv' });
    expect(downloaded().fileName).toBe('notes.csv');
    expect(await downloaded().blob.text()).toBe('\ufeffId,Note\r\n1,"a, ""b"""\r\n2,\r\n');
    await exportJsonToExcel({ ...rows, bookType: 'txt' });
    expect(downloaded().fileName).toBe('excel-list.txt');
    expect(await downloaded().blob.text()).toBe('\ufeffId\tNote\r\n1\t"a, ""b"""\r\n2\t\r\n');
  });
});

describe('columnWidths (B-L10)', () => {
  it('takes the longest text per column, doubling wide first characters, 10 for empty cells', () => {
    expect(
      columnWidths([
        ['ab', '订单', null, 'x'],
        ['abcdefghijkl', 'a订单', undefined, 12345],
        [ORDERED, '', 'éé'],
      ]),
    ).toEqual([19, 10, 10, 5]);
    expect(columnWidths([['订单号码'], ['a']])).toEqual([8]);
  });
});

describe('buildWorkbook', () => {
  it('keeps booleans and several merges', async () => {
    const workbook = await buildWorkbook(
      [
        ['a', null, 'b'],
        [true, false, 0],
      ],
      { merges: ['A1:B1', 'C1:C2'], autoWidth: false },
    );
    const sheet = workbook.getWorksheet('SheetJS');
    expect(sheet?.getCell('A2').value).toBe(true);
    expect(sheet?.getCell('C2').isMerged).toBe(true);
    expect(sheet?.model.merges).toEqual(['A1:B1', 'C1:C2']);
  });
});

describe('exportTableToExcel (B-L11)', () => {
  it('keeps the cell text, reads numbers and turns spans into merges', async () => {
    document.body.innerHTML = `<table id="orders">
      <thead><tr><th colspan="2">Order</th><th rowspan="2">Total</th></tr>
      <tr><th>Id</th><th>Title</th></tr></thead>
      <tbody><tr><td rowspan="2"> 7 </td><td>Teapot</td><td>12.50</td></tr>
      <tr><td>Cup</td><td>-3</td></tr>
      <tr><td>8</td><td></td><td>1e2x</td></tr></tbody></table>`;
    expect(tableRows(document.getElementById('orders') as Element)).toEqual({
      rows: [
        ['Order', null, 'Total'],
        ['Id', 'Title'],
        [7, 'Teapot', 12.5],
        [null, 'Cup', -3],
        [8, null, '1e2x'],
      ],
      merges: ['A1:B1', 'C1:C2', 'A3:A4'],
    });

    await exportTableToExcel('orders');
    const { blob, fileName } = downloaded();
    expect(fileName).toBe('test.xlsx');
    const sheet = await readSheet(blob);
    expect(sheet.model.merges).toEqual(['A1:B1', 'C1:C2', 'A3:A4']);
    expect(sheet.getCell('A3').value).toBe(7);
    expect(sheet.getCell('C3').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B4').value).toBe('Cup');
    expect(sheet.getCell('C5').value).toBe('1e2x');
  });

  it('rejects a missing table', async () => {
    await expect(exportTableToExcel('nope')).rejects.toThrow('nope');
    expect(download).not.toHaveBeenCalled();
  });
});

describe('cellAddress', () => {
  it.each([
    [0, 0, 'A1'],
    [4, 25, 'Z5'],
    [1, 26, 'AA2'],
    [0, 701, 'ZZ1'],
    [0, 702, 'AAA1'],
  ])('(%d, %d) → %s', (row, column, address) => {
    expect(cellAddress(row, column)).toBe(address);
  });
});

it('delimitedText quotes separators, quotes and line breaks', () => {
  expect(delimitedText([['a\tb', 'c\nd', 'e']], '\t')).toBe('\ufeff"a\tb"\t"c\nd"\te\r\n');
});
