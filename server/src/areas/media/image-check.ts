import { crc32 } from 'node:zlib';
import { type ImageMime, imageExtensions, MAX_IMAGE_SIDE } from '@shop/contract/areas/media';
import { imageSize } from 'image-size';

/**
 * Decides what an uploaded file is from its bytes alone (never its name or declared type): its
 * format by the magic bytes, that it is complete (a truncated upload is refused rather than
 * served half-drawn), and its dimensions.
 */

export type ImageCheck =
  | { ok: true; mime: ImageMime; width: number; height: number }
  /** Not one of the four formats. */
  | { ok: false; reason: 'unsupported' }
  /** One of them (its name in `format`), but cut short or broken. */
  | { ok: false; reason: 'damaged'; format: string }
  /** Wider or taller than `MAX_IMAGE_SIDE` (as a browser draws it). */
  | { ok: false; reason: 'tooManyPixels'; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the magic bytes announce, or undefined. */
export function sniffImage(bytes: Buffer): ImageMime | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/** Every chunk is whole with a good CRC, IHDR comes first, and IEND closes the image. */
function pngComplete(bytes: Buffer): boolean {
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    if (first && type !== 'IHDR') return false;
    first = false;
    if (type === 'IEND') return true;
    at = end;
  }
  return false;
}

/**
 * The header segments are whole up to the first scan, and an end-of-image marker follows it.
 * In scan data 0xFF is always followed by 0x00 or a restart marker, so FF D9 there is the end.
 */
function jpegComplete(bytes: Buffer): boolean {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (marker === 0xda) return bytes.indexOf(Buffer.from([0xff, 0xd9]), at + 2 + length) !== -1;
    at += 2 + length;
  }
  return false;
}

/** Skips data sub-blocks (length-prefixed, ended by a zero length); returns where they end. */
function skipSubBlocks(bytes: Buffer, start: number): number | undefined {
  let at = start;
  while (at < bytes.length) {
    const size = bytes[at] as number;
    if (size === 0) return at + 1;
    at += 1 + size;
  }
  return undefined;
}

/** Walks the blocks after the screen descriptor until the trailer byte. */
function gifComplete(bytes: Buffer): boolean {
  if (bytes.length < 13) return false;
  const flags = bytes[10] as number;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return true;
    let next: number | undefined;
    if (block === 0x21) next = skipSubBlocks(bytes, at + 2);
    else if (block === 0x2c) {
      if (at + 10 > bytes.length) return false;
      const local = bytes[at + 9] as number;
      const table = local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0;
      // Descriptor (10 bytes), local colour table, LZW minimum code size, then the data.
      next = skipSubBlocks(bytes, at + 10 + table + 1);
    } else return false;
    if (next === undefined) return false;
    at = next;
  }
  return false;
}

/** The RIFF size covers the file and every chunk inside it is whole. */
function webpComplete(bytes: Buffer): boolean {
  if (bytes.length < 20) return false;
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length || end < 20) return false;
  let at = 12;
  while (at + 8 <= end) {
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2); // chunks are padded to an even length
    if (at > end) return false;
  }
  return at === end;
}

const complete: Record<ImageMime, (bytes: Buffer) => boolean> = {
  'image/png': pngComplete,
  'image/jpeg': jpegComplete,
  'image/gif': gifComplete,
  'image/webp': webpComplete,
};

const formatNames: Record<ImageMime, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

export function checkImage(bytes: Buffer): ImageCheck {
  const mime = sniffImage(bytes);
  if (!mime) return { ok: false, reason: 'unsupported' };
  const damaged = { ok: false, reason: 'damaged', format: formatNames[mime] } as const;
  if (!complete[mime](bytes)) return damaged;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return damaged;
  }
  if (size.type !== imageExtensions[mime] || !size.width || !size.height) return damaged;
  // EXIF orientations 5–8 turn the picture a quarter: browsers draw it with the sides swapped.
  const turned = (size.orientation ?? 1) >= 5;
  const [width, height] = turned ? [size.height, size.width] : [size.width, size.height];
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return { ok: false, reason: 'tooManyPixels', width, height };
  }
  return { ok: true, mime, width, height };
}
