import { downloadBlob } from './download';
import { ERROR_TOAST_MS, feedback } from './feedback';
import { i18n } from './i18n';

/** B-L12: the text file of a zip export: the header and each row joined by commas, each + CRLF. */
export function zipText(header: readonly unknown[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => `${row.join(',')}\r\n`).join('');
}

/** The zip bytes holding `<txtName>.txt` with the export's text (fflate loads with the first export). */
async function zipBytes(
  header: readonly unknown[],
  rows: readonly (readonly unknown[])[],
  txtName: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const { strToU8, zipSync } = await import('fflate');
  // fflate allocates plain ArrayBuffers; its types only say ArrayBufferLike.
  return zipSync({ [`${txtName}.txt`]: strToU8(zipText(header, rows)) }) as Uint8Array<ArrayBuffer>;
}

/**
 * B-L12: downloads `<zipName or 'file'>.zip` holding one `<txtName or 'file'>.txt`; a failure
 * shows the `Export failed` toast instead.
 */
export async function exportTxtToZip(
  header: readonly unknown[],
  rows: readonly (readonly unknown[])[],
  txtName?: string,
  zipName?: string,
): Promise<void> {
  try {
    const bytes = await zipBytes(header, rows, txtName || 'file');
    downloadBlob(new Blob([bytes], { type: 'application/zip' }), `${zipName || 'file'}.zip`);
  } catch {
    feedback.error(i18n.t('list:exportFailed'), ERROR_TOAST_MS);
  }
}
