import { describe, expect, it } from 'vitest';
import { isExternal } from './is-external';

describe('isExternal (B-L7, B-E12)', () => {
  it.each([
    ['http://example.com', true],
    ['https://github.com/x', true],
    ['mailto:shop@example.com', true],
    ['tel:+3412345', true],
    ['/dashboard/index', false],
    ['index', false],
    ['ftp://example.com', false],
    ['//example.com', false],
    ['HTTPS://EXAMPLE.COM', false],
    ['javascript:alert(1)', false],
  ])('%s → %s', (path, expected) => {
    expect(isExternal(path)).toBe(expected);
  });
});
