import { describe, expect, it } from 'vitest';
import { sortFromTable, sortOrderOf } from './table-sort';

describe('table sort', () => {
  it("marks only the sorted column with antd's order", () => {
    expect(sortOrderOf('username:asc', 'username')).toBe('ascend');
    expect(sortOrderOf('lastLoginAt:desc', 'lastLoginAt')).toBe('descend');
    expect(sortOrderOf('username:asc', 'name')).toBeNull();
    expect(sortOrderOf(undefined, 'name')).toBeNull();
  });

  it('turns a header click into field:direction, or the default when cleared', () => {
    expect(sortFromTable('name', 'ascend')).toBe('name:asc');
    expect(sortFromTable('createdAt', 'descend')).toBe('createdAt:desc');
    expect(sortFromTable('name', null)).toBeUndefined();
    expect(sortFromTable(undefined, 'ascend')).toBeUndefined();
  });
});
