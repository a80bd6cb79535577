import { DELETE_ON_SALE_MESSAGE } from '@shop/contract/areas/product';
import { describe, expect, it } from 'vitest';
import { formFieldOf, placeIssues } from './product-issues';

describe('product issues', () => {
  it('puts each issue on the field or cell it is about', () => {
    expect(formFieldOf(['title'])).toEqual(['title']);
    expect(formFieldOf(['imageIds', 3])).toEqual(['images']);
    expect(formFieldOf(['options'])).toEqual(['options']);
    expect(formFieldOf(['options', 1, 'name'])).toEqual(['options', 1, 'name']);
    expect(formFieldOf(['options', 1, 'values', 2])).toEqual(['options', 1, 'values']);
    expect(formFieldOf(['skus'])).toEqual(['skus']);
    expect(formFieldOf(['skus', 2, 'code'])).toEqual(['skus', 2, 'code']);
    expect(formFieldOf(['skus', 2, 'optionValues', 0])).toEqual(['skus', 2, 'optionValues']);
    expect(formFieldOf(['skus', 2, 'id'])).toEqual(['skus', 2, 'code']);
    expect(formFieldOf(['version'])).toBeUndefined();
    expect(formFieldOf([])).toBeUndefined();
  });

  it('groups messages by field, once each, and keeps the rest for above the form', () => {
    const placed = placeIssues(
      [
        { path: ['skus', 0, 'code'], message: 'SKU codes must differ' },
        { path: ['skus', 0, 'code'], message: 'SKU codes must differ' },
        { path: ['skus', 0, 'code'], message: 'This SKU code is already used' },
        { path: ['version'], message: DELETE_ON_SALE_MESSAGE },
      ],
      (m) => m.toUpperCase(),
    );
    expect(placed.fields).toEqual([
      { name: ['skus', 0, 'code'], errors: ['SKU CODES MUST DIFFER', 'THIS SKU CODE IS ALREADY USED'] },
    ]);
    expect(placed.unplaced).toEqual([DELETE_ON_SALE_MESSAGE.toUpperCase()]);
  });
});
