import { describe, expect, it } from 'vitest';
import { adjustLineOf, previewAdjust, signed } from './adjust-preview';

const shelf = { onHand: 10, reserved: 4 };

describe('previewAdjust', () => {
  it('adds a change to on hand and available alike', () => {
    expect(previewAdjust(shelf, 'delta', 12)).toEqual({
      delta: 12,
      onHandAfter: 22,
      availableAfter: 18,
      exceeds: false,
    });
  });

  it('turns a count into the difference from on hand', () => {
    expect(previewAdjust(shelf, 'setTo', 7)).toEqual({
      delta: -3,
      onHandAfter: 7,
      availableAfter: 3,
      exceeds: false,
    });
  });

  it('flags a removal of more than is available, even with on hand left (reserved is promised)', () => {
    expect(previewAdjust(shelf, 'delta', -7)).toMatchObject({
      onHandAfter: 3,
      availableAfter: -1,
      exceeds: true,
    });
    expect(previewAdjust(shelf, 'setTo', 3)).toMatchObject({ availableAfter: -1, exceeds: true });
    expect(previewAdjust(shelf, 'delta', -6)).toMatchObject({ availableAfter: 0, exceeds: false });
  });

  it('previews nothing until a quantity is given', () => {
    expect(previewAdjust(shelf, 'delta', null)).toBeNull();
    expect(previewAdjust(shelf, 'setTo', undefined)).toBeNull();
  });
});

describe('adjustLineOf', () => {
  it('sends a change with its reason, and a count as cycle_count whatever was picked', () => {
    expect(adjustLineOf(3, 'delta', -2, 'damaged')).toEqual({ skuId: 3, delta: -2, reason: 'damaged' });
    expect(adjustLineOf(3, 'setTo', 40, 'received')).toEqual({ skuId: 3, setTo: 40, reason: 'cycle_count' });
  });

  it('leaves a missing reason out, for the server to refuse by field', () => {
    expect(adjustLineOf(3, 'delta', 5, undefined)).toEqual({ skuId: 3, delta: 5 });
  });
});

describe('signed', () => {
  it('writes the sign of a change', () => {
    expect([signed(12), signed(-3), signed(0)]).toEqual(['+12', '−3', '0']);
  });
});
