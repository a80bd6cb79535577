import { z } from 'zod';
import { idField, idParam, idParams } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { productStatusSchema, skuStatusSchema } from './product.js';

/*
 * Stock (access `inventory`: developer, admin, editor). Each SKU has `onHand` and `reserved`;
 * available = onHand − reserved. Every change is one row of the stock ledger (the Records page)
 * written with the balance in one transaction; staff change stock only by adjustments. The
 * endpoints are in `inventory.endpoints.ts`.
 */

/**
 * What moved the stock. ADJUSTMENT is staff's (with a reason); the others come from orders:
 * RESERVE at placing, RELEASE at cancel, SALE at shipping, RESTOCK when returned goods come back.
 */
export const movementTypes = ['ADJUSTMENT', 'RESERVE', 'RELEASE', 'SALE', 'RESTOCK'] as const;
export type MovementType = (typeof movementTypes)[number];
export const movementTypeSchema = z.enum(movementTypes);

/** Why staff adjusted (Shopify's list); `cycle_count` is what "set to N" records. */
export const adjustReasons = [
  'received',
  'correction',
  'cycle_count',
  'damaged',
  'shrinkage',
  'returned',
  'other',
] as const;
export type AdjustReason = (typeof adjustReasons)[number];
export const adjustReasonSchema = z.enum(adjustReasons);

/** Stock state of one SKU: out at 0 available or less, low at or under its threshold. */
export const skuStockStates = ['ok', 'low', 'out'] as const;
export type SkuStockState = (typeof skuStockStates)[number];

/** The state of a SKU from its available count and effective threshold. */
export function skuStockState(available: number, threshold: number): SkuStockState {
  if (available <= 0) return 'out';
  return available <= threshold ? 'low' : 'ok';
}

// ---------------------------------------------------------------------------------------------
// InventorySKU list

export const inventorySortFields = ['code', 'productTitle', 'onHand', 'available', 'updatedAt'] as const;
export type InventorySortField = (typeof inventorySortFields)[number];
export const INVENTORY_DEFAULT_SORT: SortValue<InventorySortField> = 'code:asc';

export const inventoryFilters = z.object({
  /** Part of the SKU code or of the product title, any case. */
  q: searchParam,
  productId: idParam.optional(),
  /** `low`: at or under the threshold (own, else the shop default) but not out; `out`: 0 or less. */
  stock: z.enum(['low', 'out']).optional(),
  sort: sortParam(inventorySortFields, INVENTORY_DEFAULT_SORT),
});
export type InventoryFilters = z.infer<typeof inventoryFilters>;

export const inventoryListQuery = inventoryFilters.extend(pageQuery.shape);
export type InventoryListQuery = z.infer<typeof inventoryListQuery>;

export const inventorySku = z.object({
  skuId: z.number().int(),
  code: z.string(),
  productId: z.number().int(),
  productTitle: z.string(),
  productStatus: productStatusSchema,
  /** Option names of the product, and this SKU's values in the same order. */
  optionNames: z.array(z.string()),
  optionValues: z.array(z.string()),
  imageUrl: z.string().nullable(),
  status: skuStatusSchema,
  price: z.number().int(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  /** The SKU's own threshold; null uses the shop default. */
  lowStockThreshold: z.number().int().nullable(),
  /** The threshold in force: own, else config `low_stock_default_threshold`. */
  effectiveThreshold: z.number().int(),
  stock: z.enum(skuStockStates),
  updatedAt: z.string(),
});
export type InventorySku = z.infer<typeof inventorySku>;

export const inventoryListData = listDataOf(inventorySku);
export type InventoryListData = z.infer<typeof inventoryListData>;

// ---------------------------------------------------------------------------------------------
// Adjustments

/** A retried request with the same key changes nothing and answers what the first one did. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w:.-]+$/, 'inventory.idempotencyKeyFormat');

const MAX_QUANTITY = 1_000_000;

/** One SKU's change: by `delta` with a reason, or "set to" a counted `setTo` (reason cycle_count). */
export const adjustLine = z
  .object({
    skuId: idField,
    delta: z
      .number()
      .int()
      .min(-MAX_QUANTITY)
      .max(MAX_QUANTITY)
      .refine((d) => d !== 0, 'inventory.zeroChange')
      .optional(),
    setTo: z.number().int().min(0, 'inventory.negativeStock').max(MAX_QUANTITY).optional(),
    reason: adjustReasonSchema.optional(),
  })
  .superRefine((line, ctx) => {
    if ((line.delta === undefined) === (line.setTo === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['delta'],
        message: 'inventory.changeOrCount',
      });
    }
    if (line.delta !== undefined && !line.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'inventory.pickReason' });
    }
    if (line.setTo !== undefined && line.reason && line.reason !== 'cycle_count') {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'inventory.countIsCycleCount',
      });
    }
  });
export type AdjustLine = z.input<typeof adjustLine>;

const noteField = z.string().trim().max(500).default('');

export const adjustBody = adjustLine.safeExtend({ note: noteField, idempotencyKey });
export type AdjustBody = z.input<typeof adjustBody>;

export const MAX_BULK_ADJUST = 200;

/** Many lines, one note and key; all succeed or none (42201 names the first short SKU). */
export const bulkAdjustBody = z.object({
  lines: z
    .array(adjustLine)
    .min(1, 'inventory.linesRequired')
    .max(MAX_BULK_ADJUST, 'inventory.tooManyLines')
    .refine((lines) => new Set(lines.map((l) => l.skuId)).size === lines.length, 'inventory.skuTwice'),
  note: noteField,
  idempotencyKey,
});
export type BulkAdjustBody = z.input<typeof bulkAdjustBody>;

// ---------------------------------------------------------------------------------------------
// The ledger

export const stockRecord = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  skuCode: z.string(),
  productId: z.number().int(),
  productTitle: z.string(),
  optionValues: z.array(z.string()),
  type: movementTypeSchema,
  /** Staff adjustments only. */
  reason: adjustReasonSchema.nullable(),
  deltaOnHand: z.number().int(),
  deltaReserved: z.number().int(),
  onHandBefore: z.number().int(),
  onHandAfter: z.number().int(),
  reservedBefore: z.number().int(),
  reservedAfter: z.number().int(),
  /** What caused it, e.g. `order` and its number; null for a manual adjustment. */
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  note: z.string(),
  /** Staff name; null for the system (jobs, imports at first start). */
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockRecord = z.infer<typeof stockRecord>;

/** The answer to an adjustment: the record written (or found, for a replayed key). */
export const adjustData = z.object({
  record: stockRecord.nullable(),
  /** True when the key had been used: nothing changed this time. */
  replayed: z.boolean(),
});
export type AdjustData = z.infer<typeof adjustData>;

export const bulkAdjustData = z.object({ records: z.array(stockRecord), replayed: z.boolean() });
export type BulkAdjustData = z.infer<typeof bulkAdjustData>;

/** What `data` of a 42201 answer holds. */
export const insufficientStockData = z.object({
  skuId: z.number().int(),
  skuCode: z.string(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});
export type InsufficientStockData = z.infer<typeof insufficientStockData>;

export const recordFilters = z.object({
  skuId: idParam.optional(),
  /** Exact SKU code, any case (what staff type or scan). */
  skuCode: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((s) => (s ? s : undefined)),
  type: movementTypeSchema.optional(),
  reason: adjustReasonSchema.optional(),
  actorId: idParam.optional(),
  /** `order:SO123` or just the reference id. */
  ref: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((s) => (s ? s : undefined)),
  from: dateTimeParam.optional(),
  to: dateTimeParam.optional(),
  sort: sortParam(['createdAt'], 'createdAt:desc'),
});
export type RecordFilters = z.infer<typeof recordFilters>;

export const recordListQuery = recordFilters.extend(pageQuery.shape);
export type RecordListQuery = z.infer<typeof recordListQuery>;

export const skuRecordsQuery = pageQuery;
export const skuRecordsParams = idParams;

export const recordListData = listDataOf(stockRecord);
export type RecordListData = z.infer<typeof recordListData>;
