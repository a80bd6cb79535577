import { z } from 'zod';
import { idField, idParam } from '../ids.js';
import { listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { centsField } from '../money.js';
import { versionField, versionParam } from '../stale-version.js';

/**
 * The catalogue (access `product`: developer, admin, editor): products (SPU) with options whose
 * combinations are the sellable SKUs, a category tree, bulk actions, and CSV import/export.
 * Money is integer cents of the shop currency (config `shop_currency`). The endpoints are in
 * product.endpoints.ts, the messages in product.messages.ts.
 */

export { idParams } from '../ids.js';
export { centsField } from '../money.js';

// ---------------------------------------------------------------------------------------------
// Life cycle

export const productStatuses = ['DRAFT', 'ON_SALE', 'OFF_SALE', 'ARCHIVED'] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productStatusSchema = z.enum(productStatuses);

/**
 * Where a product may go from each status (domain.md 2.2: DRAFT → ON_SALE ↔ OFF_SALE → ARCHIVED);
 * an archived product can be restored to OFF_SALE. Anything else is 42203.
 */
export const productTransitions: Record<ProductStatus, readonly ProductStatus[]> = {
  DRAFT: ['ON_SALE'],
  ON_SALE: ['OFF_SALE'],
  OFF_SALE: ['ON_SALE', 'ARCHIVED'],
  ARCHIVED: ['OFF_SALE'],
};

export function canMoveProduct(from: ProductStatus, to: ProductStatus): boolean {
  return productTransitions[from].includes(to);
}

export const skuStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type SkuStatus = (typeof skuStatuses)[number];
export const skuStatusSchema = z.enum(skuStatuses);

/** How a product's stock looks across its active SKUs (the list's stock filter). */
export const stockStates = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockState = (typeof stockStates)[number];
export const stockStateSchema = z.enum(stockStates);

// ---------------------------------------------------------------------------------------------
// Options and SKUs

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_SKUS_PER_PRODUCT = 100;
export const MAX_IMAGES = 9;

/** An option's name or one of its values: `;` and `:` are the CSV's and the label's separators. */
const optionText = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .refine((s) => !/[;:]/.test(s), { message: 'product.optionChars' });

export const productOption = z.object({
  name: optionText,
  values: z
    .array(optionText)
    .min(1, 'product.optionValuesRequired')
    .max(MAX_OPTION_VALUES, 'product.tooManyOptionValues')
    .refine((v) => new Set(v.map((s) => s.toLowerCase())).size === v.length, {
      message: 'product.optionValuesDiffer',
    }),
});
export type ProductOption = z.infer<typeof productOption>;

/**
 * Every combination of the options' values, in option order (colour × size → [Blue, S], [Blue, M]…);
 * no options gives the one empty combination of a product sold as a single SKU.
 */
export function skuCombinations(options: readonly Pick<ProductOption, 'values'>[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

/** The key that identifies a combination regardless of case ("blue|m"). */
export function combinationKey(values: readonly string[]): string {
  return values.map((v) => v.trim().toLowerCase()).join('|');
}

/** `Blue / M`, or '' for a single-SKU product. */
export function combinationLabel(values: readonly string[]): string {
  return values.join(' / ');
}

/** SKU codes: letters, digits, dash, underscore, dot; unique among live SKUs, any case. */
export const skuCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'product.skuCodeChars');

export const skuInput = z.object({
  /** An existing SKU of this product; absent for a new one. */
  id: idField.optional(),
  code: skuCode,
  /** One value per option, in the product's option order. */
  optionValues: z.array(z.string().trim()),
  price: centsField,
  compareAtPrice: centsField.nullable().default(null),
  cost: centsField.nullable().default(null),
  weightGrams: z.number().int().min(0).max(1_000_000).nullable().default(null),
  imageId: idField.nullable().default(null),
  status: skuStatusSchema.default('ACTIVE'),
  /** At or under this many available, the SKU counts as low; null uses `low_stock_default_threshold`. */
  lowStockThreshold: z.number().int().min(0).max(1_000_000).nullable().default(null),
});
export type SkuInput = z.input<typeof skuInput>;

export const productSku = z.object({
  id: z.number().int(),
  code: z.string(),
  optionValues: z.array(z.string()),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  cost: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  imageId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  status: skuStatusSchema,
  lowStockThreshold: z.number().int().nullable(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});
export type ProductSku = z.infer<typeof productSku>;

// ---------------------------------------------------------------------------------------------
// Products

export const productImage = z.object({ id: z.number().int(), url: z.string() });

export const productFields = z.object({
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().trim().max(200).default(''),
  categoryId: idField.nullable().default(null),
  /** Rich text; the server keeps only safe tags and attributes. */
  descriptionHtml: z.string().max(100_000).default(''),
  /** Media ids in display order; the first is the cover. */
  imageIds: z.array(idField).max(MAX_IMAGES, 'product.tooManyImages').default([]),
  isNew: z.boolean().default(false),
  isRecommended: z.boolean().default(false),
  /** Higher first where the shop lists products by hand. */
  sort: z.number().int().min(0).max(1_000_000).default(0),
  options: z.array(productOption).max(MAX_OPTIONS, 'product.tooManyOptions').default([]),
  /**
   * The SKUs to keep: each a distinct combination of the options' values (a subset of
   * `skuCombinations` is fine). A SKU left out is removed, which needs its stock at zero.
   */
  skus: z.array(skuInput).min(1, 'product.skusRequired').max(MAX_SKUS_PER_PRODUCT, 'product.tooManySkus'),
});

/** Adds issues where SKUs and options disagree: wrong arity, unknown values, repeats. */
function skusFitOptions(body: z.infer<typeof productFields>, ctx: z.RefinementCtx) {
  const names = new Set(body.options.map((o) => o.name.toLowerCase()));
  if (names.size !== body.options.length) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'product.optionNamesDiffer' });
  }
  const seenCombos = new Set<string>();
  const seenCodes = new Set<string>();
  body.skus.forEach((sku, index) => {
    const fits =
      sku.optionValues.length === body.options.length &&
      sku.optionValues.every((value, i) =>
        body.options[i]?.values.some((v) => v.toLowerCase() === value.toLowerCase()),
      );
    if (!fits) {
      ctx.addIssue({
        code: 'custom',
        path: ['skus', index, 'optionValues'],
        message: 'product.skuOptions',
      });
    }
    const combo = combinationKey(sku.optionValues);
    if (seenCombos.has(combo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['skus', index, 'optionValues'],
        message: 'product.skuSameOptions',
      });
    }
    seenCombos.add(combo);
    const code = sku.code.toLowerCase();
    if (seenCodes.has(code)) {
      ctx.addIssue({ code: 'custom', path: ['skus', index, 'code'], message: 'product.skuCodesDiffer' });
    }
    seenCodes.add(code);
  });
}

/** A new product starts as DRAFT. */
export const productCreateBody = productFields.superRefine(skusFitOptions);
export type ProductCreateBody = z.input<typeof productCreateBody>;

/** An edit replaces every field at the version it was read at. */
export const productUpdateBody = productFields.extend({ version: versionField }).superRefine(skusFitOptions);
export type ProductUpdateBody = z.input<typeof productUpdateBody>;

export const productStatusBody = z.object({ to: productStatusSchema, version: versionField });
export type ProductStatusBody = z.infer<typeof productStatusBody>;

export const productCategoryRef = z.object({ id: z.number().int(), name: z.string() });

export const productDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  category: productCategoryRef.nullable(),
  descriptionHtml: z.string(),
  images: z.array(productImage),
  status: productStatusSchema,
  isNew: z.boolean(),
  isRecommended: z.boolean(),
  sort: z.number().int(),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(productSku),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productSortFields = ['updatedAt', 'createdAt', 'title', 'price', 'available', 'sort'] as const;
export type ProductSortField = (typeof productSortFields)[number];
export const PRODUCT_DEFAULT_SORT: SortValue<ProductSortField> = 'updatedAt:desc';

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** What narrows and orders the list; the export takes the same, without paging. */
export const productFilters = z.object({
  /** Part of the title, or of a SKU code, any case. */
  q: searchParam,
  /** This category and every category under it. */
  categoryId: idParam.optional(),
  status: productStatusSchema.optional(),
  stock: stockStateSchema.optional(),
  isNew: booleanParam.optional(),
  isRecommended: booleanParam.optional(),
  sort: sortParam(productSortFields, PRODUCT_DEFAULT_SORT),
});
export type ProductFilters = z.infer<typeof productFilters>;

export const productListQuery = productFilters.extend(pageQuery.shape);
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  category: productCategoryRef.nullable(),
  coverUrl: z.string().nullable(),
  status: productStatusSchema,
  isNew: z.boolean(),
  isRecommended: z.boolean(),
  sort: z.number().int(),
  skuCount: z.number().int(),
  /** Lowest and highest price over active SKUs; null when none is active. */
  priceMin: z.number().int().nullable(),
  priceMax: z.number().int().nullable(),
  onHand: z.number().int(),
  available: z.number().int(),
  stock: stockStateSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItem>;

export const productListData = listDataOf(productListItem);
export type ProductListData = z.infer<typeof productListData>;

// ---------------------------------------------------------------------------------------------
// Bulk actions

/** A message's parameters, as a refusal listed in an answer carries them beside its key. */
const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const productBulkActions = ['publish', 'unpublish', 'archive', 'delete'] as const;
export type ProductBulkAction = (typeof productBulkActions)[number];

export const MAX_BULK_IDS = 500;
const bulkIds = z
  .array(idField)
  .min(1, 'product.selectProducts')
  .max(MAX_BULK_IDS, 'product.tooManySelected')
  .transform((ids) => [...new Set(ids)]);

/**
 * Applies to every product the action allows and reports the others with the reason; `dryRun`
 * answers the same without changing anything (the console's preview).
 */
export const productBulkBody = z.object({
  action: z.enum(productBulkActions),
  ids: bulkIds,
  dryRun: z.boolean().default(false),
});
export type ProductBulkBody = z.input<typeof productBulkBody>;

export const productBulkData = z.object({
  changed: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      from: productStatusSchema,
      /** null for a delete. */
      to: productStatusSchema.nullable(),
    }),
  ),
  refused: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      /** Why, in English (for logs and API clients); the console shows `key` with `params`. */
      reason: z.string(),
      key: z.string(),
      params: messageParams,
    }),
  ),
  dryRun: z.boolean(),
});
export type ProductBulkData = z.infer<typeof productBulkData>;

export const priceFields = ['price', 'compareAtPrice'] as const;

/** `set` gives every SKU `amount` cents; `percent` moves each by `percent` % (rounded to the cent). */
export const productBulkPriceBody = z
  .object({
    ids: bulkIds,
    field: z.enum(priceFields).default('price'),
    mode: z.enum(['set', 'percent']),
    amount: centsField.optional(),
    percent: z
      .number()
      .min(-99, 'product.percentMin')
      .max(1000, 'product.percentMax')
      // Within a hair of a whole number of hundredths: 1.1 * 100 is 110.00000000000001 in floats.
      .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { message: 'product.percentDecimals' })
      .optional(),
    dryRun: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'set' && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'product.amountRequired' });
    }
    if (body.mode === 'percent' && (body.percent === undefined || body.percent === 0)) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'product.percentRequired' });
    }
  });
export type ProductBulkPriceBody = z.input<typeof productBulkPriceBody>;

export const productBulkPriceData = z.object({
  changes: z.array(
    z.object({
      skuId: z.number().int(),
      skuCode: z.string(),
      productId: z.number().int(),
      productTitle: z.string(),
      optionValues: z.array(z.string()),
      /** null when the SKU had no compare-at price. */
      before: z.number().int().nullable(),
      after: z.number().int(),
    }),
  ),
  dryRun: z.boolean(),
});
export type ProductBulkPriceData = z.infer<typeof productBulkPriceData>;

/**
 * The new amount for one SKU: `set` replaces it, `percent` shifts it, rounding half away from zero
 * to the cent. A compare-at price that was empty stays empty under a percentage.
 */
export function shiftedPrice(
  before: number | null,
  change: { mode: 'set' | 'percent'; amount?: number | undefined; percent?: number | undefined },
): number | null {
  if (change.mode === 'set') return change.amount ?? before;
  if (before === null) return null;
  // In whole hundredths of a percent: the product is an exact integer, so a half cent stays exactly
  // half (625 × −97.04 % in floats lands just under 18.5 and would round down).
  const hundredths = Math.round((change.percent ?? 0) * 100);
  return Math.max(0, Math.round((before * (10_000 + hundredths)) / 10_000));
}

// ---------------------------------------------------------------------------------------------
// CSV import and export

/**
 * The CSV columns, one row per SKU. Export writes all of them; import reads them by header name
 * (order free) and ignores the stock columns: stock changes only through inventory adjustments.
 * Money is written in currency units with two decimals (`12.50`).
 */
export const productCsvColumns = [
  'product_title',
  'subtitle',
  'category',
  'status',
  'is_new',
  'is_recommended',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku_code',
  'price',
  'compare_at_price',
  'cost',
  'weight_g',
  'sku_status',
  'low_stock_threshold',
  'on_hand',
  'reserved',
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];
/** Columns an import needs in its header. */
export const requiredCsvColumns: readonly ProductCsvColumn[] = ['product_title', 'sku_code', 'price'];
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

export const importRowError = z.object({
  /** Line in the file, the header being line 1. */
  line: z.number().int(),
  column: z.string().nullable(),
  /** What is wrong, in English (for logs and API clients); the console shows `key` with `params`. */
  message: z.string(),
  key: z.string(),
  params: messageParams,
});
export type ImportRowError = z.infer<typeof importRowError>;

/**
 * What an import does: a row whose `sku_code` exists updates that SKU (prices, weight, status,
 * threshold); any other row creates a SKU, under the product of the same title or a new DRAFT one.
 */
export const productImportData = z.object({
  rows: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  productsToCreate: z.number().int(),
  errors: z.array(importRowError),
  /** False for a dry run, and for an import refused because of errors. */
  applied: z.boolean(),
});
export type ProductImportData = z.infer<typeof productImportData>;

// ---------------------------------------------------------------------------------------------
// Categories

export const productCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
  /** Live products directly in this category. */
  productCount: z.number().int(),
  version: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategory>;

/** Every category, flat, ordered by sort then name; the console builds the tree. */
export const productCategoriesData = z.array(productCategory);

export const categoryBody = z.object({
  name: z.string().trim().min(1).max(40),
  parentId: idField.nullable().default(null),
  sort: z.number().int().min(0).max(1_000_000).default(0),
});
export type CategoryBody = z.input<typeof categoryBody>;

export const categoryUpdateBody = categoryBody.extend({ version: versionField });
export type CategoryUpdateBody = z.input<typeof categoryUpdateBody>;

export const categoryDeleteQuery = z.object({ version: versionParam });
