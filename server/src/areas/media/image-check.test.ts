import { describe, expect, it } from 'vitest';
import { gifImage, jpegImage, pngImage, webpImage } from '../../test-support/test-images.js';
import { checkImage, sniffImage } from './image-check.js';

const images = {
  'image/png': pngImage(31, 17),
  'image/jpeg': jpegImage(40, 25),
  'image/gif': gifImage(9, 4),
  'image/webp': webpImage(12, 30),
};
const sizes = { 'image/png': [31, 17], 'image/jpeg': [40, 25], 'image/gif': [9, 4], 'image/webp': [12, 30] };

describe('checkImage', () => {
  it.each(Object.entries(images))('accepts a whole %s and reads its size', (mime, bytes) => {
    const [width, height] = sizes[mime as keyof typeof sizes];
    expect(checkImage(bytes)).toEqual({ ok: true, mime, width, height });
  });

  it.each(Object.entries(images))('refuses a %s cut short anywhere', (_mime, bytes) => {
    for (let length = 1; length < bytes.length; length++) {
      const result = checkImage(bytes.subarray(0, length));
      expect([length, result.ok]).toEqual([length, false]);
    }
  });

  it('refuses files that are not one of the four formats, whatever they claim', () => {
    const others = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)]), // ELF
      Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(56).fill(0)]), // Windows MZ
      Buffer.from('BM\x00\x00'), // BMP
      Buffer.alloc(0),
    ];
    for (const bytes of others) {
      expect(checkImage(bytes)).toMatchObject({ ok: false, reason: 'unsupported' });
      expect(sniffImage(bytes)).toBeUndefined();
    }
  });

  it('refuses a PNG whose chunk checksum is wrong, or that lacks its header chunk', () => {
    const corrupt = Buffer.from(images['image/png']);
    corrupt[40] = (corrupt[40] ?? 0) ^ 0xff;
    expect(checkImage(corrupt)).toEqual({ ok: false, reason: 'damaged', format: 'PNG' });
    const headless = Buffer.concat([corrupt.subarray(0, 8), images['image/png'].subarray(33)]);
    expect(checkImage(headless)).toEqual({ ok: false, reason: 'damaged', format: 'PNG' });
  });

  it('refuses images wider or taller than 10000 pixels', () => {
    expect(checkImage(pngImage(10_001, 1))).toEqual({
      ok: false,
      reason: 'tooManyPixels',
      width: 10_001,
      height: 1,
    });
    expect(checkImage(gifImage(1, 10_000))).toMatchObject({ ok: true, height: 10_000 });
  });
});
