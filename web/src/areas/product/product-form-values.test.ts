import type { ProductDetail } from '@shop/contract/areas/product';
import { describe, expect, it } from 'vitest';
import { createBodyOf, formValuesOf, newProductValues, updateBodyOf } from './product-form-values';
import { mergeSkuRows } from './sku-rows';

const detail: ProductDetail = {
  id: 7,
  title: 'Linen tote',
  subtitle: 'Undyed',
  category: { id: 3, name: 'Bags' },
  descriptionHtml: '<p>Strong</p>',
  images: [{ id: 11, url: '/base/media/a.png' }],
  status: 'DRAFT',
  isNew: true,
  isRecommended: false,
  sort: 5,
  options: [{ name: 'Colour', values: ['Blue'] }],
  skus: [
    {
      id: 21,
      code: 'TOTE-BLUE',
      optionValues: ['Blue'],
      price: 1250,
      compareAtPrice: null,
      cost: 400,
      weightGrams: 180,
      imageId: null,
      imageUrl: null,
      status: 'ACTIVE',
      lowStockThreshold: null,
      onHand: 4,
      reserved: 1,
      available: 3,
    },
  ],
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  updatedBy: 'Ada',
};

describe('product form values', () => {
  it('round-trips a saved product into the PUT body at its version', () => {
    const judged = updateBodyOf(formValuesOf(detail), detail.version);
    expect(judged).toEqual({
      ok: true,
      body: {
        version: 3,
        title: 'Linen tote',
        subtitle: 'Undyed',
        categoryId: 3,
        descriptionHtml: '<p>Strong</p>',
        imageIds: [11],
        isNew: true,
        isRecommended: false,
        sort: 5,
        options: [{ name: 'Colour', values: ['Blue'] }],
        skus: [
          {
            id: 21,
            code: 'TOTE-BLUE',
            optionValues: ['Blue'],
            price: 1250,
            compareAtPrice: null,
            cost: 400,
            weightGrams: 180,
            imageId: null,
            status: 'ACTIVE',
            lowStockThreshold: null,
          },
        ],
      },
    });
  });

  it("refuses what the server would, with the contract's paths", () => {
    const values = newProductValues();
    const options = [{ name: 'Size', values: ['S', 'M'] }];
    values.options = options;
    values.skus = mergeSkuRows([], options, values.skus).map((row) => ({ ...row, code: 'SAME', price: 100 }));
    values.skus[0] = { ...values.skus[0], price: null } as (typeof values.skus)[0];
    // Each issue named by its message key, as the server names the same issue.
    const pathsOf = (judged: ReturnType<typeof createBodyOf>) =>
      judged.ok ? [] : judged.issues.map((i) => [i.path.join('.'), i.key, i.params]);
    expect(pathsOf(createBodyOf(values))).toEqual([
      ['title', 'field.required', {}],
      ['skus.0.price', 'field.required', {}],
    ]);
    // The contract's cross-field checks run once every field is right.
    values.title = 'Mug';
    values.skus[0] = { ...values.skus[0], price: 100 } as (typeof values.skus)[0];
    expect(pathsOf(createBodyOf(values))).toEqual([['skus.1.code', 'product.skuCodesDiffer', {}]]);
  });
});
