import type { AdjustReason, BulkAdjustBody, InventorySku } from '@shop/contract/areas/inventory';
import type { KeyFor } from '../../lib/idempotency';
import { type AdjustMode, adjustLineOf } from './adjust-preview';

/** One line of the bulk dialog as its form holds it. */
export interface BulkLine {
  skuId: number;
  mode: AdjustMode;
  quantity: number | null;
  reason: AdjustReason | undefined;
}

export interface BulkValues {
  lines: BulkLine[];
  note: string;
}

/** The form's start: one empty "change by" line per selected SKU. */
export function bulkStartOf(rows: readonly InventorySku[]): BulkValues {
  return {
    lines: rows.map((sku) => ({ skuId: sku.skuId, mode: 'delta', quantity: null, reason: undefined })),
    note: '',
  };
}

/**
 * The request: every line as the contract writes it, one note, and the dialog's key for this
 * content (`keysByContent`: the same lines sent again keep it, edited lines get a new one).
 */
export function bulkBodyOf(values: BulkValues, keyFor: KeyFor): BulkAdjustBody {
  const content = {
    lines: values.lines.map((line) => adjustLineOf(line.skuId, line.mode, line.quantity ?? 0, line.reason)),
    note: values.note ?? '',
  };
  return { ...content, idempotencyKey: keyFor(content) };
}
