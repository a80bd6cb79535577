import type { ProductDetail, ProductSku, ProductStatus } from '@shop/contract/areas/product';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  mediaAsset,
  productCategory,
  productOption,
  productSku,
  productSpu,
  staffUser,
} from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import type { Versioned } from '../../http/stale-version.js';
import { imageUrlOf } from '../../lib/media-refs.js';

/** product_spu as the versioned-edit helpers see it. */
export const versionedProduct: Versioned = {
  table: productSpu,
  id: productSpu.id,
  version: productSpu.version,
  updatedAt: productSpu.updatedAt,
  updatedBy: productSpu.updatedBy,
};

/** Where each of these images is served, by id; ids of images that are gone are left out. */
async function imageUrls(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: mediaAsset.id, sha256: mediaAsset.sha256, mime: mediaAsset.mime })
    .from(mediaAsset)
    .where(inArray(mediaAsset.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, imageUrlOf(r.sha256, r.mime) ?? '']));
}

/** A product's options in position order. */
export function optionsOf(db: Db, spuId: number) {
  return db
    .select({ name: productOption.name, values: productOption.values })
    .from(productOption)
    .where(eq(productOption.spuId, spuId))
    .orderBy(asc(productOption.position));
}

/** A product's live SKUs, oldest first (the order they were added in). */
export function liveSkusOf(db: Db, spuId: number) {
  return db
    .select()
    .from(productSku)
    .where(and(eq(productSku.spuId, spuId), isNull(productSku.deletedAt)))
    .orderBy(asc(productSku.id));
}

export type SkuRow = typeof productSku.$inferSelect;

function toSku(row: SkuRow, urls: Map<number, string>): ProductSku {
  return {
    id: row.id,
    code: row.code,
    optionValues: row.optionValues,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    cost: row.cost,
    weightGrams: row.weightGrams,
    imageId: row.imageId,
    imageUrl: row.imageId === null ? null : (urls.get(row.imageId) ?? null),
    status: row.status as ProductSku['status'],
    lowStockThreshold: row.lowStockThreshold,
    onHand: row.onHand,
    reserved: row.reserved,
    available: row.onHand - row.reserved,
  };
}

/** A live product as the edit page reads it; 404 when missing or deleted. */
export async function getProductDetail(db: Db, id: number): Promise<ProductDetail> {
  const editor = alias(staffUser, 'product_editor');
  const [row] = await db
    .select({ spu: productSpu, categoryName: productCategory.name, editorName: editor.name })
    .from(productSpu)
    .leftJoin(productCategory, eq(productCategory.id, productSpu.categoryId))
    .leftJoin(editor, eq(editor.id, productSpu.updatedBy))
    .where(and(eq(productSpu.id, id), isNull(productSpu.deletedAt)));
  if (!row) throw notFound('product.notFound');
  const { spu } = row;
  const [options, skus] = await Promise.all([optionsOf(db, id), liveSkusOf(db, id)]);
  const urls = await imageUrls(db, [
    ...spu.imageIds,
    ...skus.flatMap((s) => (s.imageId === null ? [] : [s.imageId])),
  ]);
  return {
    id: spu.id,
    title: spu.title,
    subtitle: spu.subtitle,
    category:
      spu.categoryId === null || row.categoryName === null
        ? null
        : { id: spu.categoryId, name: row.categoryName },
    descriptionHtml: spu.descriptionHtml,
    images: spu.imageIds.flatMap((imageId) => {
      const url = urls.get(imageId);
      return url ? [{ id: imageId, url }] : [];
    }),
    status: spu.status as ProductStatus,
    isNew: spu.isNew,
    isRecommended: spu.isRecommended,
    sort: spu.sort,
    options,
    skus: skus.map((s) => toSku(s, urls)),
    version: spu.version,
    createdAt: spu.createdAt.toISOString(),
    updatedAt: spu.updatedAt.toISOString(),
    updatedBy: row.editorName,
  };
}
