import { bulkAdjustBody, type InventorySku } from '@shop/contract/areas/inventory';
import { describe, expect, it } from 'vitest';
import { keysByContent } from '../../lib/idempotency';
import { type BulkValues, bulkBodyOf, bulkStartOf } from './bulk-adjust-values';

const sku = (skuId: number) => ({ skuId }) as InventorySku;

describe('bulk adjust values', () => {
  it('starts one empty change line per selected SKU', () => {
    expect(bulkStartOf([sku(1), sku(2)])).toEqual({
      lines: [
        { skuId: 1, mode: 'delta', quantity: null, reason: undefined },
        { skuId: 2, mode: 'delta', quantity: null, reason: undefined },
      ],
      note: '',
    });
  });

  it('sends every line as the contract writes it, with one note and key', () => {
    const body = bulkBodyOf(
      {
        lines: [
          { skuId: 1, mode: 'delta', quantity: 5, reason: 'received' },
          { skuId: 2, mode: 'setTo', quantity: 0, reason: 'cycle_count' },
        ],
        note: 'Spring delivery',
      },
      () => 'key-12345678',
    );
    expect(body).toEqual({
      lines: [
        { skuId: 1, delta: 5, reason: 'received' },
        { skuId: 2, setTo: 0, reason: 'cycle_count' },
      ],
      note: 'Spring delivery',
      idempotencyKey: 'key-12345678',
    });
    expect(bulkAdjustBody.safeParse(body).success).toBe(true);
  });

  it('sends the same lines again with their key, and edited lines or note with a new one', () => {
    const keyFor = keysByContent();
    const start: BulkValues = {
      lines: [
        { skuId: 1, mode: 'delta', quantity: 5, reason: 'received' },
        { skuId: 2, mode: 'setTo', quantity: 0, reason: 'cycle_count' },
      ],
      note: 'Spring delivery',
    };
    const first = bulkBodyOf(start, keyFor).idempotencyKey;
    expect(bulkBodyOf(structuredClone(start), keyFor).idempotencyKey).toBe(first);
    const [one, two] = start.lines as [BulkValues['lines'][number], BulkValues['lines'][number]];
    const edits: BulkValues[] = [
      { ...start, lines: [{ ...one, quantity: 6 }, two] },
      { ...start, lines: [{ ...one, reason: 'returned' }, two] },
      { ...start, lines: [one] },
      { ...start, note: 'Summer delivery' },
    ];
    const keys = edits.map((edit) => bulkBodyOf(edit, keyFor).idempotencyKey);
    expect(new Set([first, ...keys]).size).toBe(5);
    expect(bulkBodyOf(start, keyFor).idempotencyKey).toBe(first);
  });
});
