import { describe, expect, it } from 'vitest';
import { diffRecords, valueText } from './audit-diff';

const kinds = (rows: ReturnType<typeof diffRecords>) => rows.map((r) => `${r.kind} ${r.path}`);

describe('diffRecords', () => {
  it('marks each field of an edit changed or the same, keeping the record’s order', () => {
    const rows = diffRecords(
      { name: 'Ada', version: 1, roles: ['editor'], updatedAt: 'a' },
      { name: 'Ada L.', version: 2, roles: ['editor'], updatedAt: 'b' },
    );
    expect(kinds(rows)).toEqual(['changed name', 'changed version', 'same roles', 'changed updatedAt']);
    expect(rows[0]).toEqual({ path: 'name', before: 'Ada', after: 'Ada L.', kind: 'changed' });
  });

  it('spreads nested objects and lists of objects into paths; a list of values stays whole', () => {
    const rows = diffRecords(
      { address: { city: 'Madrid', zip: '28001' }, skus: [{ price: 100 }, { price: 200 }], tags: ['a'] },
      {
        address: { city: 'Sevilla', zip: '28001' },
        skus: [{ price: 100 }, { price: 250 }, { price: 9 }],
        tags: ['a', 'b'],
      },
    );
    expect(kinds(rows)).toEqual([
      'changed address.city',
      'same address.zip',
      'same skus[0].price',
      'changed skus[1].price',
      'added skus[2].price',
      'changed tags',
    ]);
    expect(rows.find((r) => r.path === 'skus[2].price')?.after).toBe(9);
  });

  it('names what a create set and what a delete took, and a field that came or went', () => {
    expect(kinds(diffRecords(null, { title: 'Mug', price: 100, note: null }))).toEqual([
      'added title',
      'added price',
      'same note',
    ]);
    expect(kinds(diffRecords({ title: 'Mug' }, null))).toEqual(['removed title']);
    expect(kinds(diffRecords({ a: 1 }, { a: 1, b: 2 }))).toEqual(['same a', 'added b']);
    expect(kinds(diffRecords({ a: 1, gone: 'x' }, { a: 1 }))).toEqual(['same a', 'removed gone']);
    expect(kinds(diffRecords({ address: null }, { address: { city: 'X' } }))).toEqual(['added address.city']);
  });

  it('compares a value that changed shape, or a bare value, whole', () => {
    expect(kinds(diffRecords({ v: [1, 2] }, { v: { one: 1 } }))).toEqual(['changed v']);
    expect(diffRecords(3, 4)).toEqual([{ path: '', before: 3, after: 4, kind: 'changed' }]);
    expect(diffRecords(null, null)).toEqual([]);
  });
});

describe('valueText', () => {
  it('writes text as it is, other values as JSON, long nested ones indented', () => {
    expect(valueText('Mug')).toBe('Mug');
    expect(valueText(12)).toBe('12');
    expect(valueText(null)).toBe('null');
    expect(valueText(false)).toBe('false');
    expect(valueText(undefined)).toBe('');
    expect(valueText(['a', 'b'])).toBe('["a","b"]');
    const long = { street: 'Calle Mayor 1', city: 'Madrid', zip: '28001', country: 'Spain' };
    expect(valueText(long)).toBe(JSON.stringify(long, null, 2));
  });
});
