import { staffListQuery } from '@shop/contract/areas/staff';
import { describe, expect, it } from 'vitest';
import { nextListParams, parseListParams, writeListParams } from './list-params';

const parse = (search: string) => parseListParams(staffListQuery, new URLSearchParams(search));

describe('parseListParams', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({
      q: undefined,
      role: undefined,
      status: undefined,
      sort: 'createdAt:desc',
      page: 1,
      pageSize: 20,
    });
  });

  it('reads every field the schema knows, converting numbers', () => {
    expect(parse('q=ada&role=admin&status=disabled&sort=username:asc&page=3&pageSize=50')).toEqual({
      q: 'ada',
      role: 'admin',
      status: 'disabled',
      sort: 'username:asc',
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back to the default of each bad value alone, keeping the good ones', () => {
    expect(parse('role=Owner!&status=gone&sort=password:asc&page=-2&pageSize=1000&q=%20%20')).toEqual({
      q: undefined,
      role: undefined,
      status: undefined,
      sort: 'createdAt:desc',
      page: 1,
      pageSize: 20,
    });
    expect(parse('role=editor&page=abc')).toMatchObject({ role: 'editor', page: 1 });
  });
});

describe('writeListParams', () => {
  it('leaves defaults out of the URL and keeps params the list does not own', () => {
    const written = writeListParams(
      staffListQuery,
      { role: 'editor', sort: 'createdAt:desc', page: 1, pageSize: 50, q: '' },
      new URLSearchParams('edit=7&page=4'),
    );
    expect(written.toString()).toBe('edit=7&role=editor&pageSize=50');
  });

  it('round-trips through parse', () => {
    const values = parse('q=bo&role=admin&sort=name:desc&page=2');
    expect(parse(writeListParams(staffListQuery, values, new URLSearchParams()).toString())).toEqual(values);
  });
});

describe('nextListParams', () => {
  const current = parse('role=admin&page=4&pageSize=50');

  it('goes back to page 1 when a filter, the sort or the page size changes', () => {
    expect(nextListParams(current, { role: 'editor' })).toMatchObject({
      role: 'editor',
      page: 1,
      pageSize: 50,
    });
    expect(nextListParams(current, { sort: 'name:asc' }).page).toBe(1);
    expect(nextListParams(current, { pageSize: 10 }).page).toBe(1);
  });

  it('keeps the other fields on a page turn', () => {
    expect(nextListParams(current, { page: 5 })).toMatchObject({ role: 'admin', page: 5, pageSize: 50 });
  });
});
