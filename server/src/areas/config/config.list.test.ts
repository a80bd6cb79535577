import { beforeAll, describe, expect, it } from 'vitest';
import { configEntries } from '../../test-support/config-entries.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';

const t = useTestApp();
let api: Caller;
beforeAll(async () => {
  api = await t.as('admin');
});

const create = (body: Record<string, unknown>) => configEntries(api).create(body);
const list = (query: Record<string, string | number>) => configEntries(api).list(query);

describe('list', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 12; i++) {
      await create({
        key: `list_${String(i).padStart(2, '0')}`,
        label: `${i % 2 ? 'Alpha' : 'beta'} label ${i}`,
        category: i % 3 === 0 ? 'listing' : 'other',
        valueType: 'number',
        value: i,
      });
    }
  });

  it('filters by category and searches key or label, any case', async () => {
    const listing = await list({ category: 'listing', pageSize: 100 });
    expect(listing.items.map((i) => i.key)).toEqual(['list_03', 'list_06', 'list_09', 'list_12']);
    expect((await list({ q: 'ALPHA', pageSize: 100 })).total).toBe(6);
    expect((await list({ q: 'list_1', pageSize: 100 })).items.map((i) => i.key)).toEqual([
      'list_10',
      'list_11',
      'list_12',
    ]);
    // `_` is a literal here, not a LIKE wildcard.
    expect((await list({ q: 'shop_tit' })).items.map((i) => i.key)).toEqual(['shop_title']);
    expect((await list({ q: 'beta', category: 'listing', pageSize: 100 })).total).toBe(2);
  });

  it('sorts by key, label, category and updatedAt both ways, and pages without gaps', async () => {
    const keys = (await list({ sort: 'key:desc', pageSize: 100 })).items.map((i) => i.key);
    expect(keys).toEqual([...keys].sort().reverse());
    const labels = (await list({ sort: 'label:asc', pageSize: 100 })).items.map((i) => i.label.toLowerCase());
    expect(labels).toEqual([...labels].sort());
    const categories = (await list({ sort: 'category:asc', pageSize: 100 })).items.map((i) => i.category);
    expect(categories).toEqual([...categories].sort());
    const updated = (await list({ sort: 'updatedAt:desc', pageSize: 100 })).items.map((i) => i.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());

    const whole = (await list({ sort: 'label:desc', pageSize: 100 })).items.map((i) => i.key);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.length / 5); page++) {
      const data = await list({ sort: 'label:desc', page, pageSize: 5 });
      expect(data.total).toBe(whole.length);
      paged.push(...data.items.map((i) => i.key));
    }
    expect(paged).toEqual(whole);
  });

  it('names the categories in use, and refuses a bad sort', async () => {
    const categories = await api.ok('listConfigCategories');
    expect(categories).toEqual(expect.arrayContaining(['listing', 'order', 'points', 'shop']));
    const bad = await api.call('listConfig', { query: { sort: 'value:asc' } });
    expect(bad.json().data.issues[0].path).toEqual(['sort']);
  });
});
