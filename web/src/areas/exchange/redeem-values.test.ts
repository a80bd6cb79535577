import { describe, expect, it } from 'vitest';
import { placeBodyOf, REDEEM_START, redeemSummary } from './redeem-values';

const item = {
  id: 7,
  kind: 'SKU' as const,
  pointsPrice: 300,
  cashPrice: 500,
  quotaRemaining: 4,
  perOrderLimit: 2,
};
const values = { ...REDEEM_START, itemId: 7, customerId: 3, addressId: 11, quantity: 2 };

describe('redeem values', () => {
  it('totals points and cash and says what balance is left', () => {
    expect(redeemSummary(item, 2, 1000)).toEqual({ points: 600, cash: 1000, balanceAfter: 400, most: 2 });
    expect(redeemSummary(item, 2, 500).balanceAfter).toBe(-100);
    expect(redeemSummary(item, 1, undefined).balanceAfter).toBeNull();
    expect(redeemSummary({ ...item, perOrderLimit: null }, 1, 0).most).toBe(4);
  });

  it('sends the address for a SKU item only, and the payment only when paid now', () => {
    expect(placeBodyOf(values, item, 'k1')).toEqual({
      customerId: 3,
      itemId: 7,
      quantity: 2,
      addressId: 11,
      note: '',
      idempotencyKey: 'k1',
    });
    const paid = {
      ...values,
      paidNow: true,
      payment: { channel: 'BANK_TRANSFER' as const, reference: 'TR-1' },
    };
    expect(placeBodyOf(paid, item, 'k1').payment).toEqual({ channel: 'BANK_TRANSFER', reference: 'TR-1' });
    expect(placeBodyOf(paid, { ...item, cashPrice: 0 }, 'k1').payment).toBeUndefined();
    expect(placeBodyOf(values, { ...item, kind: 'VIRTUAL' }, 'k1').addressId).toBeUndefined();
  });
});
