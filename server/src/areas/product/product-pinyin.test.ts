import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSpu } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { useTestApp } from '../../test-support/harness.js';
import { backfillProductPinyin, pinyinColumns } from './product-pinyin.js';

const t = useTestApp();

const pinyinOf = async (id: number) => {
  const [row] = await t.db
    .select({ searchPinyin: productSpu.searchPinyin, searchInitials: productSpu.searchInitials })
    .from(productSpu)
    .where(eq(productSpu.id, id));
  return row;
};

describe('the pinyin of product titles', () => {
  it('is the toneless pinyin and the initials of the Chinese characters, lower case', () => {
    expect(pinyinColumns('棉麻衬衫')).toEqual({ searchPinyin: 'mianmachenshan', searchInitials: 'mmcs' });
    expect(pinyinColumns('Linen 绿色 No.2')).toEqual({ searchPinyin: 'lvse', searchInitials: 'ls' });
    expect(pinyinColumns('Stoneware mug')).toEqual({ searchPinyin: '', searchInitials: '' });
  });

  it('is written for products that had none, in batches, and a second run finds nothing left', async () => {
    const titles = Array.from({ length: 130 }, (_, i) => (i === 0 ? '手工陶杯' : `Mug ${i}`));
    const ids: number[] = [];
    for (const title of titles) ids.push((await insertProduct(t.db, { title, skus: [] })).productId);
    expect(await pinyinOf(ids[0] as number)).toEqual({ searchPinyin: null, searchInitials: null });
    expect(await backfillProductPinyin(t.db)).toBeGreaterThanOrEqual(titles.length);
    expect(await pinyinOf(ids[0] as number)).toEqual({
      searchPinyin: 'shougongtaobei',
      searchInitials: 'sgtb',
    });
    expect(await pinyinOf(ids[129] as number)).toEqual({ searchPinyin: '', searchInitials: '' });
    expect(await backfillProductPinyin(t.db)).toBe(0);
  });
});
