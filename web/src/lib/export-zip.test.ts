import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from './download';
import { exportTxtToZip, zipText } from './export-zip';
import { setFeedback } from './feedback';
import { i18n, loadLanguage } from './i18n';

vi.mock('./download', () => ({ downloadBlob: vi.fn() }));
const download = vi.mocked(downloadBlob);

const errors: { text: string; durationMs: number }[] = [];
let restore: () => void;
beforeAll(() => loadLanguage('zh'));
beforeEach(() => {
  download.mockReset();
  errors.length = 0;
  restore = setFeedback({
    error: (text, durationMs) => errors.push({ text, durationMs }),
    success: () => {},
    warning: () => {},
    confirm: () => {},
  });
});
afterEach(async () => {
  restore();
  await i18n.changeLanguage('en');
});

/** The files inside the zip the last export downloaded, as text, and the zip's name. */
async function downloadedZip(): Promise<{ fileName: string; files: Record<string, string> }> {
  const [blob, fileName] = download.mock.lastCall ?? [];
  if (!blob || !fileName) throw new Error('nothing downloaded');
  expect(blob.type).toBe('application/zip');
  const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return {
    fileName,
    files: Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)])),
  };
}

describe('exportTxtToZip (B-L12)', () => {
  it('zips one text file: header and rows joined by commas, each ending in CRLF', async () => {
    await exportTxtToZip(
      ['Id', 'Title', 'Price'],
      [
        [1, '手工杯子', 12.5],
        [2, 'Teapot', null],
      ],
      'orders',
      'orders',
    );
    expect(await downloadedZip()).toEqual({
      fileName: 'orders.zip',
      files: { 'orders.txt': 'Id,Title,Price\r\n1,手工杯子,12.5\r\n2,Teapot,\r\n' },
    });
    expect(errors).toEqual([]);
  });

  it('names both files `file` when no names are given', async () => {
    await exportTxtToZip(['a'], [], '', undefined);
    expect(await downloadedZip()).toEqual({ fileName: 'file.zip', files: { 'file.txt': 'a\r\n' } });
  });

  it('keeps the two names apart', async () => {
    await exportTxtToZip(['a', 'b'], [['1', '2']], 'inside', 'outside');
    expect(await downloadedZip()).toEqual({
      fileName: 'outside.zip',
      files: { 'inside.txt': 'a,b\r\n1,2\r\n' },
    });
  });

  it.each([
    ['en', 'Export failed'],
    ['zh', '导出失败'],
  ] as const)('shows the %s error toast when the export fails', async (language, text) => {
    await i18n.changeLanguage(language);
    download.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await exportTxtToZip(['a'], [['1']], 'x', 'x');
    expect(errors).toEqual([{ text, durationMs: 5000 }]);
  });
});

it('zipText joins with commas and CRLF', () => {
  expect(
    zipText(
      ['h1', 'h2'],
      [
        ['a', undefined],
        [3, true],
      ],
    ),
  ).toBe('h1,h2\r\na,\r\n3,true\r\n');
});
