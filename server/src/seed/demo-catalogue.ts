import type { ProductStatus } from '@shop/contract/areas/product';
import type { Pattern, Rgb } from './demo-images.js';

/**
 * The shape of the demo catalogue (the products themselves are in demo-products.ts) and the
 * rules that turn one entry into SKUs: every combination of the options' values, a code built
 * from the product's prefix and the values (MUG-CEL-M), prices from the base plus each value's
 * extra, and a cost at about 40 % of the price, as a maker's margin usually is.
 */

export interface DemoOption {
  name: string;
  values: string[];
  /** Cents added to the base price by each value, in `values` order (bigger sizes cost more). */
  extra?: number[];
}

export interface DemoProduct {
  /** A leaf of `demoCategories`. */
  category: string;
  /** The SKU code prefix, unique in the catalogue. */
  code: string;
  title: string;
  subtitle: string;
  /** One sentence for the description's paragraph, and a few facts for its list. */
  about: string;
  facts: string[];
  /** Cents, before the options' extras. */
  price: number;
  /** Grams, packed. */
  weight: number;
  options?: DemoOption[];
  pattern: Pattern;
  /** The picture's colour when no option names one (see `demoPalette`). */
  colour?: Rgb;
  /** ON_SALE when not given. */
  status?: ProductStatus;
  /** A compare-at price this many percent above the price (a markdown shown struck through). */
  compareAtPercent?: number;
  /** Each SKU's own low-stock threshold; none uses the shop default. */
  threshold?: number;
  /** SKUs holding any of these option values are INACTIVE (a discontinued size or colour). */
  inactive?: string[];
  isNew?: boolean;
  isRecommended?: boolean;
}

/** The category tree: top-level crafts and their leaves, in display order. */
export const demoCategories: { name: string; children: string[] }[] = [
  { name: 'Ceramics', children: ['Mugs', 'Bowls', 'Vases'] },
  { name: 'Textiles', children: ['Scarves', 'Cushions', 'Tote bags'] },
  { name: 'Jewellery', children: ['Earrings', 'Necklaces', 'Rings'] },
  { name: 'Candles', children: ['Pillar', 'Jar'] },
  { name: 'Paper goods', children: ['Notebooks', 'Cards'] },
  { name: 'Woodwork', children: ['Boards', 'Spoons'] },
];

/** Option values that are colours (glazes, yarns, woods, metals, scents): each gets its own picture. */
export const demoPalette: Record<string, Rgb> = {
  Celadon: [168, 196, 168],
  'Ash white': [228, 224, 212],
  'Iron red': [146, 62, 42],
  Tenmoku: [70, 42, 30],
  Cobalt: [40, 72, 150],
  Oatmeal: [214, 198, 170],
  Charcoal: [58, 58, 62],
  Indigo: [44, 56, 110],
  Moss: [98, 112, 64],
  Rust: [166, 82, 44],
  Oat: [222, 208, 180],
  Heather: [150, 120, 150],
  Slate: [96, 110, 122],
  Mustard: [210, 160, 40],
  Terracotta: [196, 102, 72],
  Sage: [156, 172, 140],
  Olive: [104, 106, 56],
  Navy: [36, 46, 80],
  Tan: [196, 152, 104],
  Seafoam: [150, 208, 190],
  Amber: [208, 140, 40],
  Poppy: [216, 60, 50],
  Teal: [40, 128, 128],
  Lilac: [186, 160, 206],
  White: [240, 238, 232],
  Blush: [232, 186, 178],
  Silver: [196, 198, 204],
  Brass: [190, 154, 72],
  Natural: [236, 214, 160],
  Ivory: [240, 232, 210],
  Ink: [34, 40, 60],
  'Fig leaf': [112, 138, 84],
  'Cedar & smoke': [120, 84, 60],
  'Sea salt': [200, 220, 226],
  Lavender: [170, 150, 200],
  'Orange blossom': [240, 170, 90],
  Ocean: [40, 100, 140],
  Ember: [180, 70, 40],
  Oak: [196, 160, 110],
  Maple: [226, 200, 160],
  Walnut: [104, 72, 50],
  Cherry: [168, 96, 70],
  Birch: [232, 216, 186],
};

/** The code part of an option value: `M` → M, `Celadon` → CEL, `Ash white` → AW, `40 cm` → 40. */
export function valueCode(value: string): string {
  const words = value.toUpperCase().match(/[A-Z0-9]+/g) ?? [];
  const first = words[0] ?? '';
  if (words.length === 1) return first.slice(0, 3);
  if (/^\d+$/.test(first)) return first;
  return words.map((w) => w[0]).join('');
}

/** One SKU of a demo product. */
export interface DemoSku {
  code: string;
  optionValues: string[];
  price: number;
  compareAtPrice: number | null;
  cost: number;
  weightGrams: number;
  status: 'ACTIVE' | 'INACTIVE';
  lowStockThreshold: number | null;
}

const roundTo = (cents: number, step: number) => Math.round(cents / step) * step;

/** Every combination of the product's option values as a SKU (a product without options has one). */
export function demoSkus(product: DemoProduct): DemoSku[] {
  const options = product.options ?? [];
  let combos: { values: string[]; extra: number }[] = [{ values: [], extra: 0 }];
  for (const option of options) {
    combos = combos.flatMap((combo) =>
      option.values.map((value, i) => ({
        values: [...combo.values, value],
        extra: combo.extra + (option.extra?.[i] ?? 0),
      })),
    );
  }
  return combos.map(({ values, extra }) => {
    const price = product.price + extra;
    return {
      code: [product.code, ...values.map(valueCode)].join('-'),
      optionValues: values,
      price,
      compareAtPrice: product.compareAtPercent
        ? roundTo((price * (100 + product.compareAtPercent)) / 100, 100)
        : null,
      cost: roundTo(price * 0.4, 10),
      weightGrams: product.weight,
      status: values.some((v) => product.inactive?.includes(v)) ? 'INACTIVE' : 'ACTIVE',
      lowStockThreshold: product.threshold ?? null,
    };
  });
}

/** Escapes text for HTML; the demo descriptions are built from plain strings. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `<p>about</p><ul><li>fact</li>…</ul>`: only tags any sanitiser keeps. */
export function demoDescription(product: Pick<DemoProduct, 'about' | 'facts'>): string {
  const items = product.facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('');
  return `<p>${escapeHtml(product.about)}</p>${items ? `<ul>${items}</ul>` : ''}`;
}
