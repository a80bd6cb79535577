import { storeImage } from '../areas/media/media.service.js';
import type { Db } from '../db/client.js';
import { type DemoProduct, demoPalette } from './demo-catalogue.js';
import { demoImage, type Rgb } from './demo-images.js';

/**
 * Stores the demo catalogue's pictures through the media store (content-addressed, served at
 * /base/media/<sha256>.png like any upload, with its audit row). A product whose option names
 * colours (a glaze, a yarn, a wood, a scent) gets one picture per colour, each SKU showing its
 * own, and the first three as its gallery; any other product gets one to three views of its
 * own colour.
 */

export interface ProductImages {
  /** The gallery, cover first (1–3 images). */
  ids: number[];
  /** The SKU's own picture, or null to show the cover. */
  imageOf: (optionValues: string[]) => number | null;
}

const FALLBACK: Rgb = [180, 180, 180];

/** Each product's pictures, in `products` order, and how many distinct images were stored. */
export async function createDemoImages(
  tx: Db,
  actorId: number,
  products: DemoProduct[],
): Promise<{ products: ProductImages[]; stored: number }> {
  const actor = { staffUserId: actorId, ip: null };
  const stored = new Set<number>();
  const store = async (colour: Rgb, product: DemoProduct, view: number, seed: number) => {
    const { id } = await storeImage(tx, actor, demoImage(colour, product.pattern, view, seed));
    stored.add(id);
    return id;
  };
  const result: ProductImages[] = [];
  for (const [seed, product] of products.entries()) {
    const options = product.options ?? [];
    const colourAt = options.findIndex((o) => o.values.every((v) => v in demoPalette));
    const colourOption = options[colourAt];
    if (colourOption) {
      const byValue = new Map<string, number>();
      for (const value of colourOption.values)
        byValue.set(value, await store(demoPalette[value] ?? FALLBACK, product, 0, seed));
      result.push({
        ids: [...byValue.values()].slice(0, 3),
        imageOf: (values) => byValue.get(values[colourAt] ?? '') ?? null,
      });
    } else {
      const ids: number[] = [];
      for (let view = 0; view < 1 + (seed % 3); view++)
        ids.push(await store(product.colour ?? FALLBACK, product, view, seed));
      result.push({ ids, imageOf: () => null });
    }
  }
  return { products: result, stored: stored.size };
}
