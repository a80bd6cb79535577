import { inventoryFilters, inventoryListQuery, recordFilters } from '@shop/contract/areas/inventory';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { exportParamsOf, rangeOfParams, rangeParamsOf } from './filter-params';

describe('exportParamsOf', () => {
  it('keeps the filters and sort the list uses, and drops paging and empty filters', () => {
    const params = inventoryListQuery.parse({ q: 'mug', stock: 'low', productId: '7', page: '3' });
    expect(exportParamsOf(inventoryFilters, params)).toEqual({
      q: 'mug',
      stock: 'low',
      productId: 7,
      sort: 'code:asc',
    });
  });

  it('takes only the keys of the given filters', () => {
    const params = { skuId: 4, type: 'SALE', from: '2026-01-01T00:00:00.000Z', edit: 9, page: 2 };
    expect(exportParamsOf(recordFilters, params)).toEqual({
      skuId: 4,
      type: 'SALE',
      from: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('date range', () => {
  it('covers whole local days, sent as ISO date-times the contract accepts', () => {
    const start = dayjs('2026-03-02T15:30:00');
    const end = dayjs('2026-03-04T08:00:00');
    const { from, to } = rangeParamsOf([start, end]);
    expect(from).toBe(dayjs('2026-03-02T00:00:00').toISOString());
    expect(to).toBe(dayjs('2026-03-04T23:59:59.999').toISOString());
    expect(recordFilters.safeParse({ from, to }).success).toBe(true);
  });

  it('leaves an open end open, and a cleared picker clears both', () => {
    expect(rangeParamsOf([dayjs('2026-03-02'), null]).to).toBeUndefined();
    expect(rangeParamsOf(null)).toEqual({ from: undefined, to: undefined });
  });

  it('reads the URL back into the picker', () => {
    const { from, to } = rangeParamsOf([dayjs('2026-03-02'), dayjs('2026-03-04')]);
    const range = rangeOfParams(from, to);
    expect(range?.[0]?.format('YYYY-MM-DD')).toBe('2026-03-02');
    expect(range?.[1]?.format('YYYY-MM-DD')).toBe('2026-03-04');
    expect(rangeOfParams(undefined, undefined)).toBeNull();
  });
});
