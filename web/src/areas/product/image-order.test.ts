import { describe, expect, it } from 'vitest';
import { moved } from './image-order';

describe('moved', () => {
  it('moves an item left, right, and to the cover place', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the list when asked past its ends', () => {
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 3, 0)).toEqual(['a', 'b']);
  });
});
