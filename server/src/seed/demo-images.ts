import { crc32, deflateSync } from 'node:zlib';

/**
 * Product pictures for the demo catalogue, drawn in code so the repository carries no binary
 * files: a 240×240 PNG of the product's colour in a pattern that hints at the craft (speckled
 * glaze, woven stripes, wood grain…). The bytes are deterministic, so a restart or a second
 * server produces the same SHA-256 and the media store keeps one copy.
 */

export type Rgb = readonly [number, number, number];
export type Pattern = 'speckle' | 'rings' | 'stripes' | 'grain' | 'dots' | 'checks' | 'flame' | 'paper';

export const DEMO_IMAGE_SIDE = 240;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  // The CRC covers the type and the data, not the length (PNG spec §5.3).
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A minimal 8-bit RGB PNG encoder: IHDR, one IDAT (filter "none" on every row), IEND. `level` is
 * deflate's (0 stores the pixels as they are). The test images use it too (test-support/test-images).
 */
export function encodePng(width: number, height: number, rgb: Uint8Array, level = 9): Buffer {
  if (rgb.length !== width * height * 3) throw new Error('encodePng: pixel buffer has the wrong size');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Math.hypot guards against overflow at a cost this drawing (57,600 pixels a picture) need not pay. */
const hypot = (a: number, b: number) => Math.sqrt(a * a + b * b);

/** A repeatable hash of two coordinates and a seed, in [0, 1): speckles without Math.random. */
function noise(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374_761_393) ^ Math.imul(y, 668_265_263) ^ Math.imul(seed, 2_246_822_519);
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/**
 * How much lighter (> 0) or darker (< 0) the pattern makes the pixel at (x, y). `variant` (0–2)
 * changes the pattern's scale, a product's views; `seed` shifts it, so two products of one colour
 * and craft still get different pictures.
 */
function shade(pattern: Pattern, px: number, y: number, variant: number, seed: number): number {
  const x = px + seed * 7;
  const cx = px - DEMO_IMAGE_SIDE / 2 + ((seed % 7) - 3) * 6;
  const cy = y - DEMO_IMAGE_SIDE / 2 + ((seed % 5) - 2) * 6;
  switch (pattern) {
    case 'speckle':
      return noise(px, y, seed * 3 + variant) < 0.025 ? -0.45 : (cy / DEMO_IMAGE_SIDE) * -0.25;
    case 'rings':
      return Math.sin(hypot(cx, cy) / (5 + variant * 2)) * 0.18;
    case 'stripes':
      return Math.floor((x + (variant % 2 ? y : 0)) / (12 + variant * 6)) % 2 ? -0.2 : 0.08;
    case 'grain':
      return Math.sin((y + Math.sin(x / (18 + variant * 5)) * 9) / 3.5) * 0.16;
    case 'dots':
      return hypot((x % 30) - 15, (y % 30) - 15) < 4 + variant * 2 ? 0.35 : 0;
    case 'checks':
      return (Math.floor(x / 40) + Math.floor(y / 40) + variant) % 2 ? -0.15 : 0.1;
    case 'flame':
      return Math.max(-0.3, 0.5 - hypot(cx / 2, cy + 30) / 60) * (variant % 2 ? 0.8 : 1);
    case 'paper':
      return (y % (16 + variant * 4) === 0 ? -0.2 : 0) + (noise(px, y, seed * 3 + variant) < 0.01 ? -0.1 : 0);
  }
}

/** Lightens towards white (s > 0) or darkens towards black (s < 0), so every colour keeps its pattern. */
function tint(base: number, s: number): number {
  const v = s >= 0 ? base + (255 - base) * s : base * (1 + s);
  return Math.max(0, Math.min(255, Math.round(v)));
}

/** The demo picture of a colour in a pattern; `variant` gives a product's second and third views. */
export function demoImage(colour: Rgb, pattern: Pattern, variant = 0, seed = 0): Buffer {
  const side = DEMO_IMAGE_SIDE;
  const [r, g, b] = colour;
  const rgb = new Uint8Array(side * side * 3);
  for (let y = 0, at = 0; y < side; y++) {
    for (let x = 0; x < side; x++, at += 3) {
      const s = shade(pattern, x, y, variant, seed);
      rgb[at] = tint(r, s);
      rgb[at + 1] = tint(g, s);
      rgb[at + 2] = tint(b, s);
    }
  }
  return encodePng(side, side, rgb);
}
