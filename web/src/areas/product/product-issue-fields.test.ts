import { productCreateBody } from '@shop/contract/areas/product';
import { describe, expect, it } from 'vitest';
import { schemaIssues } from '../../lib/form-issues';
import { i18n, loadLanguage } from '../../lib/i18n';
import { formFieldOf, placeIssues } from './product-issue-fields';

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

  it('groups texts by field, once each, and keeps the rest for above the form', () => {
    const placed = placeIssues([
      { path: ['skus', 0, 'code'], message: 'SKU codes must differ', key: 'product.skuCodesDiffer' },
      { path: ['skus', 0, 'code'], message: 'SKU codes must differ', key: 'product.skuCodesDiffer' },
      { path: ['skus', 0, 'code'], message: 'This SKU code is already used', key: 'product.skuCodeTaken' },
      { path: ['version'], message: 'Sent in English by a newer server', key: 'product.somethingNew' },
    ]);
    expect(placed.fields).toEqual([
      { name: ['skus', 0, 'code'], errors: ['SKU codes must differ', 'This SKU code is already used'] },
    ]);
    expect(placed.unplaced).toEqual(['Sent in English by a newer server']);
  });

  it("names the schema's own findings by key, and shows them in the console's language", async () => {
    const judged = productCreateBody.safeParse({
      title: '',
      options: [{ name: 'Colour', values: ['Blue', 'blue'] }],
      skus: [{ code: 'A B', optionValues: ['Blue'], price: 1 }],
    });
    const issues = schemaIssues(judged.error?.issues ?? []);
    expect(issues.map((i) => [i.path.join('.'), i.key, i.params])).toEqual([
      ['title', 'field.required', {}],
      ['options.0.values', 'product.optionValuesDiffer', {}],
      ['skus.0.code', 'product.skuCodeChars', {}],
    ]);
    try {
      await loadLanguage('es');
      await i18n.changeLanguage('es');
      expect(placeIssues(issues).fields.map((f) => f.errors[0])).toEqual([
        'Obligatorio',
        'Los valores de la opción deben ser distintos',
        'El código SKU solo admite letras, dígitos, . _ y -',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
