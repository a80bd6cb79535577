import { create } from 'qrcode';

/** Quiet zone around the symbol, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as one SVG path over a square of `size` modules (quiet zone included):
 * each run of dark modules in a row is one rectangle. Made locally: the text never leaves the page.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d: parts.join('') };
}
