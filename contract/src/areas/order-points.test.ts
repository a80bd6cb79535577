import { describe, expect, it } from 'vitest';
import {
  currencyUnit,
  earnedToTakeBack,
  maxPointsFor,
  pointsDiscountOf,
  pointsEarnedAt,
  pointsPayable,
  pointsToReturnOnCancel,
  pointsToReturnOnRefund,
} from './order-points.js';

const rules = { perCurrencyUnit: 1, valueCents: 1, maxOrderPercent: 50 };

describe('order points', () => {
  it('knows a currency unit from its fraction digits', () => {
    expect(currencyUnit('EUR')).toBe(100);
    expect(currencyUnit('JPY')).toBe(1);
    expect(currencyUnit('KWD')).toBe(1000);
  });

  it('caps the points an order may use at the share of the goods after the discount', () => {
    // (3300 − 330) × 50% = 1485 cents: 1485 points at a cent, 297 at 5 cents (floor of 297.0).
    expect(maxPointsFor({ subtotal: 3300, discount: 330 }, rules)).toBe(1485);
    expect(maxPointsFor({ subtotal: 3300, discount: 330 }, { ...rules, valueCents: 5 })).toBe(297);
    expect(maxPointsFor({ subtotal: 3301, discount: 0 }, { ...rules, valueCents: 7 })).toBe(235);
    expect(maxPointsFor({ subtotal: 999, discount: 0 }, { ...rules, maxOrderPercent: 100 })).toBe(999);
    expect(maxPointsFor({ subtotal: 3300, discount: 0 }, { ...rules, maxOrderPercent: 0 })).toBe(0);
    expect(pointsPayable({ valueCents: 0 })).toBe(false);
    expect(maxPointsFor({ subtotal: 3300, discount: 0 }, { ...rules, valueCents: 0 })).toBe(0);
    expect(pointsDiscountOf(297, { valueCents: 5 })).toBe(1485);
  });

  it('gives used points back in proportion to the goods refunded, all of them with the last unit', () => {
    const order = { subtotal: 3300, pointsUsed: 100, pointsReturned: 0 };
    const lines = [
      { unitPrice: 1250, quantity: 2, refundedQuantity: 0 },
      { unitPrice: 800, quantity: 1, refundedQuantity: 1 },
    ];
    // 100 × 800 / 3300 = 24.2 → 24.
    expect(pointsToReturnOnRefund(order, lines)).toBe(24);
    const second = [{ ...lines[0], refundedQuantity: 1 } as (typeof lines)[0], lines[1] as (typeof lines)[0]];
    // 100 × 2050 / 3300 = 62.1 → 62, less the 24 already back.
    expect(pointsToReturnOnRefund({ ...order, pointsReturned: 24 }, second)).toBe(38);
    const last = second.map((line) => ({ ...line, refundedQuantity: line.quantity }));
    expect(pointsToReturnOnRefund({ ...order, pointsReturned: 62 }, last)).toBe(38);
    expect(pointsToReturnOnRefund({ ...order, pointsUsed: 0 }, last)).toBe(0);
    // A cancel after a partial refund gives back the rest.
    expect(pointsToReturnOnCancel({ pointsUsed: 100, pointsReturned: 24 })).toBe(76);
    expect(pointsToReturnOnRefund({ ...order, pointsReturned: 100 }, last)).toBe(0);
  });

  it('earns points on the money kept at completion, in whole currency units', () => {
    expect(pointsEarnedAt({ paidAmount: 3420, refundedAmount: 0 }, rules, 100)).toBe(34);
    expect(pointsEarnedAt({ paidAmount: 3420, refundedAmount: 720 }, rules, 100)).toBe(27);
    expect(pointsEarnedAt({ paidAmount: 3420, refundedAmount: 3420 }, rules, 100)).toBe(0);
    expect(pointsEarnedAt({ paidAmount: 3420, refundedAmount: 0 }, { perCurrencyUnit: 0 }, 100)).toBe(0);
    expect(pointsEarnedAt({ paidAmount: 1234, refundedAmount: 0 }, { perCurrencyUnit: 2 }, 1)).toBe(2468);
    // 0.29 × 100.00 is exactly 29 (floating point would say 28.999…).
    expect(pointsEarnedAt({ paidAmount: 10000, refundedAmount: 0 }, { perCurrencyUnit: 0.29 }, 100)).toBe(29);
  });

  it('takes earned points back in step with the money refunded, all that is held with the last money', () => {
    const completed = { pointsEarned: 34, pointsEarnReversed: 0, paidAmount: 3420, refundedAmount: 0 };
    // 720 of 3420 refunded: the customer keeps floor(34 × 2700 / 3420) = 26, 8 go back.
    expect(earnedToTakeBack({ ...completed, refundAmount: 720 })).toBe(8);
    // Then 1350 of the 2700 left: keep floor(26 × 1350 / 2700) = 13.
    expect(
      earnedToTakeBack({ ...completed, pointsEarnReversed: 8, refundedAmount: 720, refundAmount: 1350 }),
    ).toBe(13);
    // The refund that takes the last money takes all that is held (a shortfall counts as taken).
    expect(
      earnedToTakeBack({ ...completed, pointsEarnReversed: 21, refundedAmount: 2070, refundAmount: 1350 }),
    ).toBe(13);
    expect(earnedToTakeBack({ ...completed, pointsEarnReversed: 34, refundAmount: 3420 })).toBe(0);
    expect(earnedToTakeBack({ ...completed, pointsEarned: 0, refundAmount: 100 })).toBe(0);
    expect(earnedToTakeBack({ ...completed, refundAmount: 0 })).toBe(0);
  });
});
