import type {
  InventoryFilters,
  InventoryListQuery,
  InventorySku,
  InventorySortField,
} from '@shop/contract/areas/inventory';
import { skuStockState } from '@shop/contract/areas/inventory';
import type { ProductStatus, SkuStatus } from '@shop/contract/areas/product';
import { parseSort } from '@shop/contract/list';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaAsset, productSku, productSpu } from '../../db/schema.js';
import {
  afterCursor,
  type Cursor,
  cursorValue,
  orderByKey,
  type SortKey,
  textSearch,
} from '../../http/list-order.js';
import { imageUrlOf } from '../../lib/media-refs.js';

/**
 * The InventorySKU list: every live SKU with its balances (a SKU is live only while its product
 * is: deleting a product marks its SKUs deleted too, so no filter here needs the product row).
 * "Low" compares available stock with the SKU's own threshold, else the shop default (config
 * `low_stock_default_threshold`), which the caller reads and passes in. Both stock filters are
 * written so that the partial indexes on `available` and `threshold_gap` answer them, counts
 * included, without reading the table (100k SKUs: `npm run bench -- inventory`).
 */
const available = productSku.available;

/** Low by the shop default: no own threshold, 1..default available. */
const lowByDefault = (defaultThreshold: number) =>
  sql`${productSku.lowStockThreshold} IS NULL AND ${available} > 0 AND ${available} <= ${defaultThreshold}::int`;
/** Low by its own threshold: available at or under it, but not out. */
const lowByOwn = sql`${productSku.thresholdGap} <= 0 AND ${available} > 0`;

const sortKeys: Record<InventorySortField, SortKey> = {
  code: { expr: sql`lower(${productSku.code})`, type: 'text' },
  productTitle: { expr: sql`lower(${productSpu.title})`, type: 'text' },
  onHand: { expr: productSku.onHand, type: 'integer' },
  available: { expr: available, type: 'integer' },
  updatedAt: { expr: productSku.updatedAt, type: 'timestamptz' },
};

/** The product's option names in position order, as one array. */
const optionNames = sql<string[]>`coalesce((
  SELECT array_agg(o.name ORDER BY o.position) FROM product_option o WHERE o.spu_id = ${productSpu.id}
), '{}'::text[])`;

const columns = {
  skuId: productSku.id,
  code: productSku.code,
  productId: productSpu.id,
  productTitle: productSpu.title,
  productStatus: productSpu.status,
  optionNames,
  optionValues: productSku.optionValues,
  imageSha256: mediaAsset.sha256,
  imageMime: mediaAsset.mime,
  status: productSku.status,
  price: productSku.price,
  onHand: productSku.onHand,
  reserved: productSku.reserved,
  lowStockThreshold: productSku.lowStockThreshold,
  updatedAt: productSku.updatedAt,
};

type StockFilter = InventoryFilters['stock'] | 'lowByDefault' | 'lowByOwn';

function stockWhere(stock: StockFilter, defaultThreshold: number): SQL | undefined {
  switch (stock) {
    case 'out':
      return sql`${available} <= 0`;
    case 'low':
      return sql`((${lowByDefault(defaultThreshold)}) OR (${lowByOwn}))`;
    case 'lowByDefault':
      return lowByDefault(defaultThreshold);
    case 'lowByOwn':
      return lowByOwn;
    default:
      return undefined;
  }
}

function whereOf(
  filters: Omit<InventoryFilters, 'sort' | 'stock'> & { stock?: StockFilter | undefined },
  defaultThreshold: number,
): SQL | undefined {
  return and(
    isNull(productSku.deletedAt),
    textSearch(filters.q, productSku.code, productSpu.title),
    filters.productId ? eq(productSku.spuId, filters.productId) : undefined,
    stockWhere(filters.stock, defaultThreshold),
  );
}

/** The SKU's own image, else its product's cover. */
const imageOf = sql`coalesce(${productSku.imageId}, ${productSpu.imageIds}[1])`;

/** SKUs with their product and image, and the sort value an export batch resumes after. */
function selectSkus(db: Db, key: SortKey) {
  return db
    .select({ ...columns, id: productSku.id, cursor: cursorValue(key) })
    .from(productSku)
    .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
    .leftJoin(mediaAsset, eq(mediaAsset.id, imageOf));
}

export async function listInventory(db: Db, query: InventoryListQuery, defaultThreshold: number) {
  const { field, direction } = parseSort(query.sort);
  const key = sortKeys[field];
  const [rows, total] = await Promise.all([
    selectSkus(db, key)
      .where(whereOf(query, defaultThreshold))
      .orderBy(...orderByKey(key, direction, productSku.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countInventory(db, query, defaultThreshold),
  ]);
  return { rows, total };
}

async function countWhere(
  db: Db,
  filters: Omit<InventoryFilters, 'sort' | 'stock'> & { stock?: StockFilter | undefined },
  defaultThreshold: number,
): Promise<number> {
  const where = whereOf(filters, defaultThreshold);
  // The product row is read only when the search needs its title.
  const [row] = filters.q
    ? await db
        .select({ n: count() })
        .from(productSku)
        .innerJoin(productSpu, eq(productSpu.id, productSku.spuId))
        .where(where)
    : await db.select({ n: count() }).from(productSku).where(where);
  return row?.n ?? 0;
}

/** How many SKUs match; "low" is counted as its two disjoint halves, each from its own index. */
export async function countInventory(
  db: Db,
  filters: Omit<InventoryFilters, 'sort'>,
  defaultThreshold: number,
): Promise<number> {
  if (filters.stock !== 'low') return countWhere(db, filters, defaultThreshold);
  const halves = await Promise.all([
    countWhere(db, { ...filters, stock: 'lowByDefault' }, defaultThreshold),
    countWhere(db, { ...filters, stock: 'lowByOwn' }, defaultThreshold),
  ]);
  return halves[0] + halves[1];
}

/** The export's keyset batches: rows after `after` in the list's order. */
export function inventoryBatch(
  db: Db,
  filters: InventoryFilters,
  defaultThreshold: number,
  after: Cursor | undefined,
  limit: number,
) {
  const { field, direction } = parseSort(filters.sort);
  const key = sortKeys[field];
  return selectSkus(db, key)
    .where(
      and(
        whereOf(filters, defaultThreshold),
        after ? afterCursor(key, direction, productSku.id, after) : undefined,
      ),
    )
    .orderBy(...orderByKey(key, direction, productSku.id))
    .limit(limit);
}

export function toInventorySku(row: InventoryRow, defaultThreshold: number): InventorySku {
  const availableNow = row.onHand - row.reserved;
  const effectiveThreshold = row.lowStockThreshold ?? defaultThreshold;
  return {
    skuId: row.skuId,
    code: row.code,
    productId: row.productId,
    productTitle: row.productTitle,
    productStatus: row.productStatus as ProductStatus,
    optionNames: row.optionNames,
    optionValues: row.optionValues,
    imageUrl: imageUrlOf(row.imageSha256, row.imageMime),
    status: row.status as SkuStatus,
    price: row.price,
    onHand: row.onHand,
    reserved: row.reserved,
    available: availableNow,
    lowStockThreshold: row.lowStockThreshold,
    effectiveThreshold,
    stock: skuStockState(availableNow, effectiveThreshold),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One SKU row as the list reads it (left joins make the image columns nullable). */
export type InventoryRow = Awaited<ReturnType<typeof listInventory>>['rows'][number];
