import { describe, expect, it } from 'vitest';
import { isHideable, type ListColumn, secondaryKeys, tableColumns } from './list-columns';

interface Row {
  id: number;
  title: string;
}

const columns: ListColumn<Row>[] = [
  { key: 'cover', title: 'Cover' },
  { key: 'title', title: 'Title', role: 'identity', sortField: 'title', maxWidth: 200 },
  { key: 'price', title: 'Price', sortField: 'price' },
  { key: 'sort', title: 'Sort', role: 'secondary' },
  { key: 'actions', title: 'Actions', role: 'actions' },
];

describe('list columns', () => {
  it('pins the identity with the columns before it to the left, and the actions to the right', () => {
    expect(tableColumns(columns).map((c) => c.fixed ?? null)).toEqual(['left', 'left', null, null, 'right']);
    // No identity: nothing pinned left.
    expect(tableColumns(columns.filter((c) => c.key !== 'title')).map((c) => c.fixed ?? null)).toEqual([
      null,
      null,
      null,
      'right',
    ]);
  });

  it('keeps identity and actions out of the chooser and names the secondary columns', () => {
    expect(columns.filter(isHideable).map((c) => c.key)).toEqual(['cover', 'price', 'sort']);
    expect(secondaryKeys(columns)).toEqual(['sort']);
  });

  it('sorts a list by its sort fields, and leaves a plain table unsortable', () => {
    const sorted = tableColumns(columns, { sort: 'price:asc' });
    expect(sorted.map((c) => [c.key, c.sorter ?? false, c.sortOrder ?? null])).toEqual([
      ['cover', false, null],
      ['title', true, null],
      ['price', true, 'ascend'],
      ['sort', false, null],
      ['actions', false, null],
    ]);
    expect(tableColumns(columns).some((c) => c.sorter)).toBe(false);
    // The kit's own props never reach antd.
    expect(Object.keys(sorted[1] ?? {}).sort()).toEqual([
      'fixed',
      'key',
      'render',
      'sortOrder',
      'sorter',
      'title',
    ]);
  });
});
