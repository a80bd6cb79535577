import { Codes } from '@shop/contract/codes';
import { describe, expect, it } from 'vitest';
import { insufficientStockOf } from './insufficient-stock';
import { ApiError } from './request';

describe('insufficientStockOf', () => {
  const data = { skuId: 3, skuCode: 'MUG-M', onHand: 5, reserved: 2, available: 3 };

  it('reads the balances of a 42201 answer', () => {
    expect(insufficientStockOf(new ApiError('Insufficient stock', Codes.INSUFFICIENT_STOCK, data))).toEqual(
      data,
    );
  });

  it('is null for other failures and for a 42201 without its data', () => {
    expect(insufficientStockOf(new ApiError('Bad', Codes.VALIDATION, data))).toBeNull();
    expect(insufficientStockOf(new ApiError('Insufficient stock', Codes.INSUFFICIENT_STOCK))).toBeNull();
    expect(insufficientStockOf(new Error('x'))).toBeNull();
  });
});
