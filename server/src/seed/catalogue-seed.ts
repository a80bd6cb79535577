import { asc, count, sql } from 'drizzle-orm';
import { pinyinColumns } from '../areas/product/product-pinyin.js';
import type { Db } from '../db/client.js';
import { productCategory, productOption, productSku, productSpu, staffUser } from '../db/schema.js';
import { readConfig } from '../lib/read-config.js';
import { createDemoImages } from './catalogue-images.js';
import { type SeededSku, writeStockHistory } from './catalogue-stock.js';
import { type DemoProduct, demoCategories, demoDescription, demoSkus } from './demo-catalogue.js';
import { demoProducts } from './demo-products.js';

/**
 * The demo catalogue (SEED=demo): a handmade shop's categories, products with options, SKUs,
 * pictures and two months of stock history, so a first look at the console shows a living shop.
 * It runs on every start but only fills an empty catalogue: once any product exists (even a
 * deleted one) it does nothing, so the shop's own data is never touched.
 */

export interface SeedCatalogueResult {
  categories: number;
  products: number;
  skus: number;
  images: number;
  movements: number;
}

/** Serialises the check-then-fill of servers starting together on one PostgreSQL database. */
const CATALOGUE_SEED_LOCK_KEY = 7_305_914_023;
const DAY_MS = 86_400_000;

/**
 * The staff member generated data is attributed to (the demo's images and adjustments, the
 * staff who ship, approve and refund in generated orders): admin, else the first.
 */
export async function seedActor(tx: Db): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: staffUser.id })
    .from(staffUser)
    .orderBy(sql`lower(${staffUser.username}) <> 'admin'`, asc(staffUser.id))
    .limit(1);
  return row?.id;
}

/** Creates the tree, reusing categories of the same name staff may have added already. */
async function createCategories(tx: Db, actorId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const ensure = async (name: string, parentId: number | null, sort: number) => {
    const parent = parentId === null ? sql`parent_id IS NULL` : sql`parent_id = ${parentId}`;
    const [found] = await tx
      .select({ id: productCategory.id })
      .from(productCategory)
      .where(sql`${parent} AND lower(${productCategory.name}) = lower(${name})`);
    const id =
      found?.id ??
      (await tx.insert(productCategory).values({ name, parentId, sort, updatedBy: actorId }).returning())[0]
        ?.id;
    if (id === undefined) throw new Error(`could not create category ${name}`);
    ids.set(name, id);
    return id;
  };
  for (const [i, top] of demoCategories.entries()) {
    const topId = await ensure(top.name, null, (demoCategories.length - i) * 10);
    for (const [j, leaf] of top.children.entries()) await ensure(leaf, topId, (top.children.length - j) * 10);
  }
  return ids;
}

async function createProduct(
  tx: Db,
  product: DemoProduct,
  at: { createdAt: Date; updatedAt: Date },
  refs: {
    categoryId: number | undefined;
    imageIds: number[];
    imageOf: (values: string[]) => number | null;
    actorId: number;
  },
) {
  const [spu] = await tx
    .insert(productSpu)
    .values({
      title: product.title,
      ...pinyinColumns(product.title),
      subtitle: product.subtitle,
      categoryId: refs.categoryId ?? null,
      descriptionHtml: demoDescription(product),
      imageIds: refs.imageIds,
      status: product.status ?? 'ON_SALE',
      isNew: product.isNew ?? false,
      isRecommended: product.isRecommended ?? false,
      updatedBy: refs.actorId,
      ...at,
    })
    .returning({ id: productSpu.id });
  if (!spu) throw new Error(`could not create ${product.title}`);
  const options = product.options ?? [];
  if (options.length > 0) {
    await tx
      .insert(productOption)
      .values(options.map((o, i) => ({ spuId: spu.id, position: i + 1, name: o.name, values: o.values })));
  }
  return tx
    .insert(productSku)
    .values(
      demoSkus(product).map((sku) => ({
        ...sku,
        spuId: spu.id,
        imageId: refs.imageOf(sku.optionValues),
        ...at,
      })),
    )
    .returning({ id: productSku.id, price: productSku.price, status: productSku.status });
}

/** Fills an empty catalogue in one transaction; null when there was something already (or no staff). */
export async function seedCatalogue(
  db: Db,
  options: { now?: Date } = {},
): Promise<SeedCatalogueResult | null> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOGUE_SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(productSpu);
    if ((existing?.n ?? 0) > 0) return null;
    const actorId = await seedActor(tx);
    if (actorId === undefined) return null;

    const categories = await createCategories(tx, actorId);
    const images = await createDemoImages(tx, actorId, demoProducts);
    const defaultThreshold = await readConfig(tx, 'low_stock_default_threshold');
    const skus: SeededSku[] = [];
    for (const [i, product] of demoProducts.entries()) {
      // Products arrived over the two months before their first stock; later ones are newer.
      const createdAt = new Date(now.getTime() - (62 - i * 0.5) * DAY_MS);
      const updatedAt = new Date(now.getTime() - ((i * 7) % 30) * DAY_MS);
      const productImages = images.products[i] ?? { ids: [], imageOf: () => null };
      const rows = await createProduct(
        tx,
        product,
        { createdAt, updatedAt },
        {
          categoryId: categories.get(product.category),
          imageIds: productImages.ids,
          imageOf: productImages.imageOf,
          actorId,
        },
      );
      for (const row of rows) {
        const threshold = product.threshold ?? defaultThreshold;
        skus.push({ id: row.id, price: row.price, product, active: row.status === 'ACTIVE', threshold });
      }
    }
    const movements = await writeStockHistory(tx, skus, { now, actorId });
    return {
      categories: categories.size,
      products: demoProducts.length,
      skus: skus.length,
      images: images.stored,
      movements,
    };
  });
}
