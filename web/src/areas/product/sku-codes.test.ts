import { describe, expect, it } from 'vitest';
import { codePart, defaultPrefix, fillSkuCodes, skuCodeOf } from './sku-codes';
import { newSkuRow } from './sku-rows';

describe('SKU codes', () => {
  it('makes uppercase ASCII parts, dropping accents and other characters', () => {
    expect(codePart('Crème brûlée')).toBe('CREMEBRULEE');
    expect(codePart('Light Blue / 2')).toBe('LIGHTBLUE2');
    expect(codePart('蓝色')).toBe('');
  });

  it('suggests a prefix from the title', () => {
    expect(defaultPrefix('Linen tote bag')).toBe('LINENTOTEBAG');
    expect(defaultPrefix('手工杯子')).toBe('SKU');
    expect(defaultPrefix(undefined)).toBe('SKU');
  });

  it('joins the prefix and the values; a value with no Latin letters stands as its position', () => {
    const options = [{ values: ['Blue', 'Green'] }, { values: ['小', '大'] }];
    expect(skuCodeOf('mug', ['Green', '大'], options)).toBe('MUG-GREEN-2');
    expect(skuCodeOf('', [], [])).toBe('SKU');
    expect(skuCodeOf('x'.repeat(80), ['Blue'], options)).toHaveLength(64);
  });

  it('fills only empty codes, each distinct from the others in any case', () => {
    const options = [{ values: ['A-B', 'AB', 'C'] }];
    const rows = [newSkuRow(['A-B']), newSkuRow(['AB']), { ...newSkuRow(['C']), code: 'mug-ab-3' }];
    expect(fillSkuCodes(rows, 'Mug', options).map((r) => r.code)).toEqual(['MUG-AB', 'MUG-AB-2', 'mug-ab-3']);
  });
});
