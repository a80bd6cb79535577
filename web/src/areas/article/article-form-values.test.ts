import type { ArticleDetail } from '@shop/contract/areas/article';
import { describe, expect, it } from 'vitest';
import { bodyOf, formValuesOf, isFormField, slugFromTitle } from './article-form-values';

describe('the slug offered for a title', () => {
  it('is the title in lower case with hyphens', async () => {
    expect(await slugFromTitle('Glazes of Winter: A Guide')).toBe('glazes-of-winter-a-guide');
    expect(await slugFromTitle('Crème brûlée bowls')).toBe('creme-brulee-bowls');
  });

  it('writes Chinese in toneless pinyin first, keeping other words', async () => {
    expect(await slugFromTitle('手工陶杯 Mug')).toBe('shou-gong-tao-bei-mug');
  });
});

describe('the form and the body', () => {
  const saved = {
    id: 7,
    title: 'Kiln diary',
    slug: 'kiln-diary',
    coverId: 3,
    coverUrl: '/base/media/3',
    summary: 'Dawn firing',
    category: 'GUIDE',
    tags: ['kiln'],
    contentHtml: '<p>Hot</p>',
    products: [{ id: 11, title: 'Mug', imageUrl: null, priceFrom: 1200, status: 'ACTIVE' }],
  } as ArticleDetail;

  it('sends what the saved article holds, the cover by id and the products by id', () => {
    expect(bodyOf(formValuesOf(saved))).toEqual({
      title: 'Kiln diary',
      slug: 'kiln-diary',
      coverId: 3,
      summary: 'Dawn firing',
      category: 'GUIDE',
      tags: ['kiln'],
      contentHtml: '<p>Hot</p>',
      productIds: [11],
    });
  });

  it('places a body issue on its field (coverId under the cover), others above the buttons', () => {
    expect(isFormField('coverId')).toBe(true);
    expect(isFormField('slug')).toBe(true);
    expect(isFormField('version')).toBe(false);
  });
});
