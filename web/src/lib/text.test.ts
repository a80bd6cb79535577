import { describe, expect, it } from 'vitest';
import { uppercaseFirst } from './text';

describe('uppercaseFirst (B-L7)', () => {
  it.each([
    ['order', 'Order'],
    ['Order', 'Order'],
    ['order list', 'Order list'],
    ['ñandú', 'Ñandú'],
    ['1st', '1st'],
    ['', ''],
  ])('%s → %s', (text, expected) => {
    expect(uppercaseFirst(text)).toBe(expected);
  });
});
