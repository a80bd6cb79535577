import { describe, expect, it } from 'vitest';
import { antdSizeOf, sizes, startSize } from './ui-size';

describe('sizes (B-F19)', () => {
  it('offers default, medium, small and mini', () => {
    expect(sizes).toEqual(['default', 'medium', 'small', 'mini']);
  });

  it.each([
    ['small', 'small'],
    ['mini', 'mini'],
    ['default', 'default'],
    [undefined, 'medium'],
    ['large', 'medium'],
    ['', 'medium'],
  ])('starts from cookie %s as %s', (cookie, size) => {
    expect(startSize(cookie)).toBe(size);
  });

  it('maps each size to antd, mini being small made compact', () => {
    expect(sizes.map(antdSizeOf)).toEqual([
      { componentSize: 'large', compact: false },
      { componentSize: 'medium', compact: false },
      { componentSize: 'small', compact: false },
      { componentSize: 'small', compact: true },
    ]);
  });
});
