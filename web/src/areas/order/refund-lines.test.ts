import type { AfterSale, OrderLine } from '@shop/contract/areas/order';
import { describe, expect, it } from 'vitest';
import {
  claimableLines,
  isEmptyAsk,
  linesText,
  pickAll,
  pickedLines,
  pickedOfAfterSale,
  refundableLines,
  shippingRefundableOf,
} from './refund-lines';

const line = (id: number, skuCode: string, quantity: number, refundedQuantity = 0): OrderLine => ({
  id,
  skuId: id * 10,
  productId: 1,
  title: 'Mug',
  skuCode,
  optionValues: [],
  imageUrl: null,
  unitPrice: 1200,
  quantity,
  lineTotal: 1200 * quantity,
  refundedQuantity,
});

const afterSale = (status: AfterSale['status'], lines: AfterSale['lines']): AfterSale => ({
  id: 1,
  afterSaleNo: 'AS1',
  type: 'REFUND_ONLY',
  status,
  lines,
  reason: 'Chipped',
  rejectReason: null,
  restocked: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const order = {
  lines: [line(1, 'MUG-BLUE', 3, 1), line(2, 'MUG-RED', 2, 2), line(3, 'BOWL', 1)],
  afterSales: [] as AfterSale[],
};

describe('picking lines to refund', () => {
  it('offers each line with what is not refunded yet, and leaves fully refunded lines out', () => {
    expect(refundableLines(order).map((c) => [c.line.skuCode, c.max])).toEqual([
      ['MUG-BLUE', 2],
      ['BOWL', 1],
    ]);
  });

  it('sends the picked quantities in line order, capped at what each line allows, dropping zeros', () => {
    const choices = refundableLines(order);
    expect(pickedLines(choices, { 3: 1, 1: 5, 2: 1 })).toEqual([
      { lineId: 1, quantity: 2 },
      { lineId: 3, quantity: 1 },
    ]);
    expect(pickedLines(choices, { 1: 0, 3: null })).toEqual([]);
    expect(pickedLines(choices, pickAll(choices))).toEqual([
      { lineId: 1, quantity: 2 },
      { lineId: 3, quantity: 1 },
    ]);
  });

  it('does not offer again what an after-sale in progress already claims; a closed one claims nothing', () => {
    const claimed = {
      ...order,
      afterSales: [
        afterSale('APPROVED', [{ lineId: 1, quantity: 1 }]),
        afterSale('REJECTED', [{ lineId: 3, quantity: 1 }]),
      ],
    };
    expect(claimableLines(claimed).map((c) => [c.line.skuCode, c.max])).toEqual([
      ['MUG-BLUE', 1],
      ['BOWL', 1],
    ]);
    expect(pickedOfAfterSale(claimed.afterSales[0] as AfterSale)).toEqual({ 1: 1 });
  });

  it('refunds shipping up to what was paid for it and not refunded', () => {
    expect(shippingRefundableOf({ shippingFee: 800, refundedShipping: 300 })).toBe(500);
    expect(shippingRefundableOf({ shippingFee: 800, refundedShipping: 800 })).toBe(0);
  });

  it('knows an ask with nothing picked', () => {
    expect(isEmptyAsk({ lines: [], shipping: 0 })).toBe(true);
    expect(isEmptyAsk({ lines: [], shipping: 1 })).toBe(false);
  });

  it('writes a refund’s lines by SKU code', () => {
    expect(
      linesText(
        [
          { lineId: 1, quantity: 2 },
          { lineId: 3, quantity: 1 },
        ],
        order,
      ),
    ).toBe('MUG-BLUE × 2, BOWL × 1');
  });
});
