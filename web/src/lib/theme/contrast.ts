/**
 * WCAG 2 contrast maths for the theme (issue 17 point 8): relative luminance, contrast ratio, and
 * moving a colour's HSL lightness until it reads against the surfaces it sits on. Colours are
 * `#rgb`, `#rrggbb`, `rgb()` or `rgba()`; a translucent foreground is composited over its surface
 * first, as the browser paints it.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG AA for body text; large text (18.66 px bold, 24 px) needs 3:1. */
export const AA_TEXT = 4.5;

export function parseColour(colour: string): Rgba {
  const text = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return {
      r: Number.parseInt(digits.slice(0, 2), 16),
      g: Number.parseInt(digits.slice(2, 4), 16),
      b: Number.parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(text);
  if (rgb) {
    const alpha =
      rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number.parseFloat(rgb[4]) / 100 : Number(rgb[4]);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
  }
  throw new Error(`Not a colour the theme maths reads: ${colour}`);
}

export function toHex({ r, g, b }: Rgba): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** `weight` (0 to 1) of `colour` mixed into `base`, as a hex colour: a tint of `base`. */
export function mix(colour: string, base: string, weight: number): string {
  return toHex(over({ ...parseColour(colour), a: weight }, parseColour(base)));
}

/** `top` painted over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

export function relativeLuminance(colour: string | Rgba): number {
  const { r, g, b } = typeof colour === 'string' ? parseColour(colour) : colour;
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio (1 to 21) of text in `foreground` on `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const surface = parseColour(background);
  // A translucent surface is taken as opaque: the theme's surfaces are, and its text is what fades.
  const bottom = { ...surface, a: 1 };
  const top = over(parseColour(foreground), bottom);
  const [a, b] = [relativeLuminance(top), relativeLuminance(bottom)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgba): Hsl {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return { h: h / 6, s, l };
}

function fromHsl({ h, s, l }: Hsl): Rgba {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255, a: 1 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255, a: 1 };
}

/**
 * `colour` with its HSL lightness set to `lightness` (0 to 1), hue and saturation kept: a darker
 * or lighter shade of the same colour.
 */
export function withLightness(colour: string, lightness: number): string {
  return toHex(fromHsl({ ...toHsl(parseColour(colour)), l: Math.min(1, Math.max(0, lightness)) }));
}

export const lightnessOf = (colour: string): number => toHsl(parseColour(colour)).l;

/**
 * The least change of `colour`'s lightness, darker or lighter, after which `passes` holds. The
 * check may run the colour through antd's own derivation, so it is searched for rather than solved:
 * a binary search, `passes` being monotonic in lightness for a fixed direction. `colour` itself if
 * it already passes; the darkest (or lightest) shade if none does.
 */
export function shiftUntil(
  colour: string,
  direction: 'darker' | 'lighter',
  passes: (candidate: string) => boolean,
): string {
  if (passes(colour)) return colour;
  const start = lightnessOf(colour);
  // Lightness steps: the passing end of the range and the failing one.
  let good = direction === 'darker' ? 0 : 1;
  let bad = start;
  for (let step = 0; step < 12; step++) {
    const middle = (good + bad) / 2;
    if (passes(withLightness(colour, middle))) good = middle;
    else bad = middle;
  }
  return withLightness(colour, good);
}
