import type {
  ProductFilters,
  ProductListItem,
  ProductListQuery,
  ProductSortField,
  StockState,
} from '@shop/contract/areas/product';
import { parseSort } from '@shop/contract/list';
import { and, count, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaAsset, productCategory, productSku, productSpu } from '../../db/schema.js';
import {
  afterCursor,
  type Cursor,
  cursorValue,
  orderByKey,
  type SortKey,
  textSearch,
} from '../../http/list-order.js';
import { imageUrlOf } from '../../lib/media-refs.js';
import { readConfig } from '../../lib/read-config.js';
import { categoryAndDescendants } from './product-category.table.js';

/**
 * The product list and what the export walks: live products, each with a summary of its live
 * SKUs computed in a LATERAL subquery (prices, stock, stock state), filtered and ordered in SQL.
 *
 * Stock figures count ACTIVE SKUs only, like the stock state: an inactive SKU is not sold, so its
 * units would make a product look in stock that no customer can buy.
 */

const active = sql`${productSku.status} = 'ACTIVE'`;
const available = sql`(${productSku.onHand} - ${productSku.reserved})`;

/** The SKU summary of the product in the outer query; `threshold` is the shop's default low mark. */
function skuSummary(db: Db, threshold: number) {
  return db
    .select({
      skuCount: sql<number>`count(*)::int`.as('sku_count'),
      priceMin: sql<number | null>`min(${productSku.price}) FILTER (WHERE ${active})`.as('price_min'),
      priceMax: sql<number | null>`max(${productSku.price}) FILTER (WHERE ${active})`.as('price_max'),
      onHand: sql<number>`coalesce(sum(${productSku.onHand}) FILTER (WHERE ${active}), 0)::int`.as('on_hand'),
      available: sql<number>`coalesce(sum(${available}) FILTER (WHERE ${active}), 0)::int`.as('available'),
      // Out: no active SKU, or none with anything available. Low: some active SKU at or under
      // its threshold (its own, else the shop's). In stock otherwise.
      stock: sql<StockState>`CASE
        WHEN coalesce(bool_and(${available} <= 0) FILTER (WHERE ${active}), true) THEN 'out_of_stock'
        WHEN bool_or(${available} <= coalesce(${productSku.lowStockThreshold}, ${threshold}::int)) FILTER (WHERE ${active}) THEN 'low_stock'
        ELSE 'in_stock' END`.as('stock'),
    })
    .from(productSku)
    .where(and(eq(productSku.spuId, productSpu.id), isNull(productSku.deletedAt)))
    .as('sku_summary');
}

type Summary = ReturnType<typeof skuSummary>;

function sortKeys(summary: Summary): Record<ProductSortField, SortKey> {
  return {
    updatedAt: { expr: productSpu.updatedAt, type: 'timestamptz' },
    createdAt: { expr: productSpu.createdAt, type: 'timestamptz' },
    title: { expr: sql`lower(${productSpu.title})`, type: 'text' },
    // A product with no active SKU has no price: it sorts below every priced one.
    price: { expr: sql`coalesce(${summary.priceMin}, -1)`, type: 'bigint' },
    // An expression, not the bare name: ORDER BY "available" would also match the cursor's column.
    available: { expr: sql`coalesce(${summary.available}, 0)`, type: 'integer' },
    sort: { expr: productSpu.sort, type: 'integer' },
  };
}

function whereOf(db: Db, filters: ProductFilters, summary: Summary): SQL | undefined {
  const codeMatches = filters.q
    ? exists(
        db
          .select({ one: sql`1` })
          .from(productSku)
          .where(
            and(
              eq(productSku.spuId, productSpu.id),
              isNull(productSku.deletedAt),
              textSearch(filters.q, productSku.code),
            ),
          ),
      )
    : undefined;
  return and(
    isNull(productSpu.deletedAt),
    filters.q ? sql`(${textSearch(filters.q, productSpu.title)} OR ${codeMatches})` : undefined,
    filters.categoryId
      ? inArray(productSpu.categoryId, categoryAndDescendants(filters.categoryId))
      : undefined,
    filters.status ? eq(productSpu.status, filters.status) : undefined,
    filters.stock ? sql`${summary.stock} = ${filters.stock}` : undefined,
    filters.isNew === undefined ? undefined : eq(productSpu.isNew, filters.isNew),
    filters.isRecommended === undefined ? undefined : eq(productSpu.isRecommended, filters.isRecommended),
  );
}

/** Everything a list query needs, with the shop's low-stock default read once. */
export async function productQuery(db: Db, filters: ProductFilters) {
  const summary = skuSummary(db, await readConfig(db, 'low_stock_default_threshold'));
  const { field, direction } = parseSort(filters.sort);
  return { summary, key: sortKeys(summary)[field], direction, where: whereOf(db, filters, summary) };
}

type ProductQuery = Awaited<ReturnType<typeof productQuery>>;

function selectItems(db: Db, q: ProductQuery) {
  return db
    .select({
      id: productSpu.id,
      title: productSpu.title,
      subtitle: productSpu.subtitle,
      categoryId: productSpu.categoryId,
      categoryName: productCategory.name,
      coverSha: mediaAsset.sha256,
      coverMime: mediaAsset.mime,
      status: productSpu.status,
      isNew: productSpu.isNew,
      isRecommended: productSpu.isRecommended,
      sort: productSpu.sort,
      skuCount: q.summary.skuCount,
      priceMin: q.summary.priceMin,
      priceMax: q.summary.priceMax,
      onHand: q.summary.onHand,
      available: q.summary.available,
      stock: q.summary.stock,
      version: productSpu.version,
      createdAt: productSpu.createdAt,
      updatedAt: productSpu.updatedAt,
      cursor: cursorValue(q.key),
    })
    .from(productSpu)
    .leftJoinLateral(q.summary, sql`true`)
    .leftJoin(productCategory, eq(productCategory.id, productSpu.categoryId))
    .leftJoin(mediaAsset, eq(mediaAsset.id, sql`${productSpu.imageIds}[1]`));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

function toListItem(row: ItemRow): ProductListItem {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    category:
      row.categoryId === null || row.categoryName === null
        ? null
        : { id: row.categoryId, name: row.categoryName },
    coverUrl: imageUrlOf(row.coverSha, row.coverMime),
    status: row.status as ProductListItem['status'],
    isNew: row.isNew,
    isRecommended: row.isRecommended,
    sort: row.sort,
    skuCount: row.skuCount ?? 0,
    priceMin: row.priceMin === null ? null : Number(row.priceMin),
    priceMax: row.priceMax === null ? null : Number(row.priceMax),
    onHand: row.onHand ?? 0,
    available: row.available ?? 0,
    stock: row.stock ?? 'out_of_stock',
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function countProducts(db: Db, q: ProductQuery): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productSpu)
    .leftJoinLateral(q.summary, sql`true`)
    .where(q.where);
  return row?.n ?? 0;
}

/** One page of the list, and how many products match in all. */
export async function listProducts(db: Db, query: ProductListQuery) {
  const q = await productQuery(db, query);
  const [rows, total] = await Promise.all([
    selectItems(db, q)
      .where(q.where)
      .orderBy(...orderByKey(q.key, q.direction, productSpu.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countProducts(db, q),
  ]);
  return { items: rows.map(toListItem), total };
}

/** Up to `limit` matching products after `after`, in list order: the export's keyset batches. */
export function productBatch(db: Db, q: ProductQuery, after: Cursor | undefined, limit: number) {
  return selectItems(db, q)
    .where(and(q.where, after ? afterCursor(q.key, q.direction, productSpu.id, after) : undefined))
    .orderBy(...orderByKey(q.key, q.direction, productSpu.id))
    .limit(limit);
}

/** How many live SKUs the matching products have: the export's row count. */
export async function countSkuRows(db: Db, q: ProductQuery): Promise<number> {
  const matching = db
    .select({ id: productSpu.id })
    .from(productSpu)
    .leftJoinLateral(q.summary, sql`true`)
    .where(q.where);
  const [row] = await db
    .select({ n: count() })
    .from(productSku)
    .where(and(isNull(productSku.deletedAt), inArray(productSku.spuId, matching)));
  return row?.n ?? 0;
}
