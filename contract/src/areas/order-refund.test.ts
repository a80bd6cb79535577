import { describe, expect, it } from 'vitest';
import { goodsShare, type RefundQuoteOrder, refundQuote } from './order-refund.js';

/** Blue 2 × 12.50 + red 1 × 8.00, shipping 4.50, discount 3.30: total 34.20, all paid. */
const order: RefundQuoteOrder = {
  subtotal: 3300,
  discount: 330,
  pointsDiscount: 0,
  shippingFee: 450,
  refundedShipping: 0,
  paidAmount: 3420,
  refundedAmount: 0,
  lines: [
    { id: 1, unitPrice: 1250, quantity: 2, refundedQuantity: 0 },
    { id: 2, unitPrice: 800, quantity: 1, refundedQuantity: 0 },
  ],
};

describe('a refund quote', () => {
  it('spreads the discount over the goods, rounding each line down', () => {
    expect(goodsShare(order, 800, 1)).toBe(720);
    expect(goodsShare(order, 1250, 1)).toBe(1125);
    expect(refundQuote(order, { lines: [{ lineId: 2, quantity: 1 }], shipping: 0 })).toEqual({
      linesAmount: 720,
      shipping: 0,
      amount: 720,
      refundable: 3420,
    });
    expect(refundQuote(order, { lines: [{ lineId: 1, quantity: 1 }], shipping: 200 }).amount).toBe(1325);
  });

  it('gives the last refund exactly what is left, and never more than is refundable', () => {
    const lastOne = { ...order, refundedAmount: 1845, lines: order.lines.map((l) => ({ ...l })) };
    lastOne.lines[0] = { id: 1, unitPrice: 1250, quantity: 2, refundedQuantity: 1 };
    lastOne.lines[1] = { id: 2, unitPrice: 800, quantity: 1, refundedQuantity: 1 };
    const rest = refundQuote(lastOne, { lines: [{ lineId: 1, quantity: 1 }], shipping: 450 });
    expect(rest).toEqual({ linesAmount: 1125, shipping: 450, amount: 1575, refundable: 1575 });
    const almost = refundQuote(
      { ...order, refundedAmount: 3000 },
      { lines: [{ lineId: 1, quantity: 2 }], shipping: 0 },
    );
    expect(almost.amount).toBe(420);
  });

  it('spreads what points took off over the goods too, never over the shipping', () => {
    // 3300 − 330 discount − 297 points = 2673 paid for the goods, plus 450 shipping.
    const withPoints = { ...order, pointsDiscount: 297, paidAmount: 3123 };
    expect(goodsShare(withPoints, 800, 1)).toBe(648);
    expect(goodsShare(withPoints, 1250, 2)).toBe(2025);
    expect(refundQuote(withPoints, { lines: [{ lineId: 2, quantity: 1 }], shipping: 450 }).amount).toBe(1098);
    const all = refundQuote(withPoints, {
      lines: [
        { lineId: 1, quantity: 2 },
        { lineId: 2, quantity: 1 },
      ],
      shipping: 450,
    });
    expect(all).toEqual({ linesAmount: 2673, shipping: 450, amount: 3123, refundable: 3123 });
  });
});
