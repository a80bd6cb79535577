import { describe, expect, it } from 'vitest';
import { balanceAfter, drawable, drawBodyOf, drawStart, payMethodsOf } from './box-draw-values';

const both = { cashPrice: 990, pointsPrice: 200 };
const pointsOnly = { cashPrice: null, pointsPrice: 200 };

describe('the draw dialog', () => {
  it('offers the ways the box sells, money first', () => {
    expect(payMethodsOf(both)).toEqual(['CASH', 'POINTS']);
    expect(payMethodsOf(pointsOnly)).toEqual(['POINTS']);
    expect(drawStart(pointsOnly).payMethod).toBe('POINTS');
    expect(drawStart(both, 7)).toMatchObject({ customerId: 7, payMethod: 'CASH', ageConfirmed: false });
  });

  it('says what a points draw leaves, negative when the customer is short', () => {
    expect(balanceAfter(both, 'POINTS', 1000)).toBe(800);
    expect(balanceAfter(both, 'POINTS', 150)).toBe(-50);
    expect(balanceAfter(both, 'CASH', 150)).toBeNull();
    expect(balanceAfter(both, 'POINTS', undefined)).toBeNull();
  });

  it('sends the money received only for a cash draw, and the dialog’s key', () => {
    const values = {
      ...drawStart(both, 7),
      addressId: 3,
      ageConfirmed: true,
      payment: { channel: 'CARD_TERMINAL' as const, reference: 'T-1' },
    };
    expect(drawBodyOf(values, 'k1')).toEqual({
      customerId: 7,
      addressId: 3,
      payMethod: 'CASH',
      payment: { channel: 'CARD_TERMINAL', reference: 'T-1' },
      ageConfirmed: true,
      note: '',
      idempotencyKey: 'k1',
    });
    expect(drawBodyOf({ ...values, payMethod: 'POINTS' }, 'k1')).not.toHaveProperty('payment');
  });

  it('draws only from a box on sale inside its window', () => {
    expect(drawable({ status: 'ON_SALE', windowState: 'RUNNING' })).toBe(true);
    expect(drawable({ status: 'ON_SALE', windowState: 'UPCOMING' })).toBe(false);
    expect(drawable({ status: 'PAUSED', windowState: 'RUNNING' })).toBe(false);
  });
});
