import { describe, expect, it } from 'vitest';
import { referenceOf } from './record-reference';

describe('referenceOf', () => {
  it('writes a reference as staff search for it', () => {
    expect(referenceOf({ refType: 'order', refId: 'SO123' })).toBe('order:SO123');
    expect(referenceOf({ refType: null, refId: 'SO123' })).toBe('SO123');
    expect(referenceOf({ refType: null, refId: null })).toBeNull();
  });
});
