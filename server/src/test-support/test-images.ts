import { mediaEndpoints } from '@shop/contract/areas/media.endpoints';
import type { App } from '../app.js';
import { encodePng } from '../seed/demo-images.js';

/**
 * Small, valid images of any size, built in code so no binary fixture is needed: a PNG of one
 * colour (or noise), a GIF, a greyscale baseline JPEG and a lossless WebP. Each decodes in
 * libpng, giflib, libjpeg and libwebp.
 */

/** An RGB PNG; `noise` fills it with random bytes stored uncompressed (to make a big file). */
export function pngImage(width: number, height: number, options: { noise?: boolean } = {}): Buffer {
  const rgb = new Uint8Array(width * height * 3).fill(0x7f);
  if (options.noise) for (let i = 0; i < rgb.length; i++) rgb[i] = Math.floor(Math.random() * 256);
  return encodePng(width, height, rgb, options.noise ? 0 : 9);
}

/** Packs codes least-significant bit first, as GIF's LZW and WebP's VP8L read them. */
class LsbBits {
  private bytes: number[] = [];
  private acc = 0;
  private count = 0;
  write(value: number, bits: number): this {
    for (let i = 0; i < bits; i++) {
      this.acc |= ((value >> i) & 1) << this.count;
      if (++this.count === 8) this.flush();
    }
    return this;
  }
  private flush() {
    this.bytes.push(this.acc);
    this.acc = 0;
    this.count = 0;
  }
  done(): Buffer {
    if (this.count > 0) this.flush();
    return Buffer.from(this.bytes);
  }
}

/**
 * A GIF of colour 0. Its LZW data sends a clear code every two pixels, so the code table never
 * grows past 3-bit codes: valid, if not small.
 */
export function gifImage(width: number, height: number): Buffer {
  const le16 = (n: number) => [n & 0xff, n >> 8];
  const bits = new LsbBits();
  for (let i = 0; i < width * height; i++) {
    if (i % 2 === 0) bits.write(4, 3); // clear
    bits.write(0, 3);
  }
  bits.write(5, 3); // end of information
  const lzw = bits.done();
  const blocks: number[] = [];
  for (let at = 0; at < lzw.length; at += 255) {
    const part = lzw.subarray(at, at + 255);
    blocks.push(part.length, ...part);
  }
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...le16(width),
    ...le16(height),
    0x81, // global colour table of 4 entries
    0,
    0,
    ...[0xc0, 0x60, 0x40, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0, 0],
    0x2c,
    0,
    0,
    0,
    0,
    ...le16(width),
    ...le16(height),
    0,
    2, // LZW minimum code size
    ...blocks,
    0,
    0x3b,
  ]);
}

function jpegSegment(marker: number, body: number[]): number[] {
  const length = body.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...body];
}

/**
 * A mid-grey baseline JPEG. Both Huffman tables hold one code ('0'): every 8×8 block is "DC
 * difference 0, end of block", two bits, so the scan is tiny for any size.
 */
export function jpegImage(width: number, height: number): Buffer {
  const oneCodeTable = (classAndId: number) => [classAndId, 1, ...new Array(15).fill(0), 0x00];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan: number[] = [];
  let acc = 0;
  let count = 0;
  for (let i = 0; i < blocks * 2; i++) {
    acc <<= 1; // each bit is 0
    if (++count === 8) {
      scan.push(acc);
      acc = 0;
      count = 0;
    }
  }
  if (count > 0) scan.push(((acc << (8 - count)) | ((1 << (8 - count)) - 1)) & 0xff); // pad with 1s
  return Buffer.from([
    0xff,
    0xd8,
    ...jpegSegment(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...jpegSegment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...jpegSegment(0xc4, oneCodeTable(0x00)),
    ...jpegSegment(0xc4, oneCodeTable(0x10)),
    ...jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ]);
}

/**
 * A lossless (VP8L) WebP of one colour: with every prefix code holding a single symbol, each
 * pixel takes no bits at all, so the bitstream is the header and the five codes.
 */
export function webpImage(width: number, height: number): Buffer {
  const bits = new LsbBits()
    .write(0x2f, 8)
    .write(width - 1, 14)
    .write(height - 1, 14)
    .write(0, 1) // no alpha
    .write(0, 3) // version
    .write(0, 1) // no transform
    .write(0, 1) // no colour cache
    .write(0, 1); // one prefix-code group
  // Green, red, blue, alpha, distance: each a "simple" code of one 8-bit symbol.
  for (const symbol of [0x80, 0x40, 0xc0, 0xff, 0]) bits.write(1, 1).write(0, 1).write(1, 1).write(symbol, 8);
  let vp8l = bits.done();
  const size = vp8l.length;
  if (size % 2 === 1) vp8l = Buffer.concat([vp8l, Buffer.alloc(1)]);
  const chunkHead = Buffer.alloc(8);
  chunkHead.write('VP8L', 0, 'latin1');
  chunkHead.writeUInt32LE(size, 4);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + 8 + vp8l.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, chunkHead, vp8l]);
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(
  bytes: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'image.png'}"\r\nContent-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads `bytes` to the media store as `token`'s staff member (the browser's FormData request). */
export function uploadImage(
  app: App,
  token: string,
  bytes: Buffer,
  options: Parameters<typeof multipartBody>[1] = {},
) {
  const { payload, headers } = multipartBody(bytes, options);
  return app.inject({
    method: mediaEndpoints.uploadMedia.method,
    url: mediaEndpoints.uploadMedia.path,
    payload,
    headers: { ...headers, 'x-token': token },
  });
}
