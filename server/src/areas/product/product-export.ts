import { type ProductCsvColumn, type ProductFilters, productCsvColumns } from '@shop/contract/areas/product';
import type { ExportOptions } from '@shop/contract/labels/export-options';
import { productStatusLabels, skuStatusLabels } from '@shop/contract/labels/product.labels';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { productOption, productSku } from '../../db/schema.js';
import { type CsvColumn, sendCsv } from '../../http/csv-export.js';
import { columnsFor, type ExportField, type ExportSetup, exportSetup } from '../../http/export-format.js';
import { keysetBatches } from '../../http/list-order.js';
import { formatMoney } from '../../lib/csv-money.js';
import { categoryPaths } from './product-category.table.js';
import { countSkuRows, productBatch, productQuery } from './product-list.table.js';

/** One CSV row: a live SKU with what the file says about its product. */
interface SkuCsvRow {
  product: {
    title: string;
    subtitle: string;
    categoryId: number | null;
    status: string;
    isNew: boolean;
    isRecommended: boolean;
  };
  optionNames: string[];
  sku: typeof productSku.$inferSelect;
}

type ExportProduct = SkuCsvRow['product'] & { id: number };
type Cell = string | number | boolean | null;

/** Each column's cell, by the import's column names. */
function cellsOf(paths: Map<number, string>): Record<ProductCsvColumn, (r: SkuCsvRow) => Cell> {
  const option = (n: number, part: 'name' | 'value') => (r: SkuCsvRow) =>
    (part === 'name' ? r.optionNames[n] : r.sku.optionValues[n]) ?? null;
  return {
    product_title: (r) => r.product.title,
    subtitle: (r) => r.product.subtitle,
    category: (r) => (r.product.categoryId === null ? null : (paths.get(r.product.categoryId) ?? null)),
    status: (r) => r.product.status,
    is_new: (r) => r.product.isNew,
    is_recommended: (r) => r.product.isRecommended,
    option1_name: option(0, 'name'),
    option1_value: option(0, 'value'),
    option2_name: option(1, 'name'),
    option2_value: option(1, 'value'),
    option3_name: option(2, 'name'),
    option3_value: option(2, 'value'),
    sku_code: (r) => r.sku.code,
    price: (r) => formatMoney(r.sku.price),
    compare_at_price: (r) => formatMoney(r.sku.compareAtPrice),
    cost: (r) => formatMoney(r.sku.cost),
    weight_g: (r) => r.sku.weightGrams,
    sku_status: (r) => r.sku.status,
    low_stock_threshold: (r) => r.sku.lowStockThreshold,
    on_hand: (r) => r.sku.onHand,
    reserved: (r) => r.sku.reserved,
  };
}

/**
 * The file's columns. With codes it is the import's own file (its column names, codes for the
 * statuses), so an export can be edited and imported back; without, it is written for people:
 * headers in their language and statuses as the console names them.
 */
function csvColumns(paths: Map<number, string>, setup: ExportSetup): CsvColumn<SkuCsvRow>[] {
  const cells = cellsOf(paths);
  if (setup.codes) return productCsvColumns.map((header) => ({ header, value: cells[header] }));
  const fields = productCsvColumns.map((column): ExportField<SkuCsvRow> => {
    if (column === 'status') return { column, code: (r) => r.product.status, labels: productStatusLabels };
    if (column === 'sku_status') return { column, code: (r) => r.sku.status, labels: skuStatusLabels };
    return { column, value: cells[column] };
  });
  return columnsFor(fields, setup);
}

/**
 * The SKU rows of a batch of products, in the products' order, each product's SKUs oldest first.
 * Options come in the same round trip so a row can name them.
 */
async function skuRowsOf(db: Db, products: readonly ExportProduct[]): Promise<SkuCsvRow[]> {
  const ids = products.map((p) => p.id);
  const [skus, options] = await Promise.all([
    db
      .select()
      .from(productSku)
      .where(and(inArray(productSku.spuId, ids), isNull(productSku.deletedAt)))
      .orderBy(asc(productSku.id)),
    db
      .select({ spuId: productOption.spuId, name: productOption.name })
      .from(productOption)
      .where(inArray(productOption.spuId, ids))
      .orderBy(asc(productOption.spuId), asc(productOption.position)),
  ]);
  const namesOf = new Map<number, string[]>();
  for (const o of options) namesOf.set(o.spuId, [...(namesOf.get(o.spuId) ?? []), o.name]);
  return products.flatMap((product) =>
    skus
      .filter((sku) => sku.spuId === product.id)
      .map((sku) => ({ product, optionNames: namesOf.get(product.id) ?? [], sku })),
  );
}

/** Walks every matching product in keyset batches and yields its SKU rows. */
async function* skuBatches(db: Db, q: Awaited<ReturnType<typeof productQuery>>): AsyncGenerator<SkuCsvRow[]> {
  for await (const products of keysetBatches((after, limit) => productBatch(db, q, after, limit), 200)) {
    yield await skuRowsOf(db, products);
  }
}

/**
 * Every product the list's filters match (all of them, not a page), one row per live SKU, in
 * the list's order, streamed as CSV (`codes=true`: the import's own file). X-Total-Count is the number of SKU rows.
 */
export async function exportProducts(
  db: Db,
  filters: ProductFilters & ExportOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const q = await productQuery(db, filters);
  const [total, paths, setup] = await Promise.all([
    countSkuRows(db, q),
    categoryPaths(db),
    exportSetup(db, filters, request),
  ]);
  return sendCsv(request, reply, {
    area: 'products',
    columns: csvColumns(paths, setup),
    total,
    batches: skuBatches(db, q),
  });
}
