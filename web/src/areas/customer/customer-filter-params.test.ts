import { customerListQuery } from '@shop/contract/areas/customer';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parseListParams, writeListParams } from '../../lib/list/list-params';
import {
  customerExportParams,
  flagOf,
  flagValue,
  isFiltered,
  rangePatch,
  rangeValue,
} from './customer-filter-params';

const fromUrl = (search: string) => parseListParams(customerListQuery, new URLSearchParams(search));
const toUrl = (params: object) =>
  writeListParams(customerListQuery, params, new URLSearchParams()).toString();

describe('the customer list in the URL', () => {
  it('reads every filter, the sort and the page, each bad value falling back alone', () => {
    const created = '2026-03-01T23:00:00.000Z';
    expect(
      fromUrl(
        `q=ada&status=DISABLED&tag=VIP&hasOrdered=false&createdFrom=${created}&sort=totalSpent:desc&page=2&customer=5`,
      ),
    ).toEqual({
      q: 'ada',
      status: 'DISABLED',
      tag: 'VIP',
      hasOrdered: false,
      createdFrom: created,
      createdTo: undefined,
      lastOrderFrom: undefined,
      lastOrderTo: undefined,
      sort: 'totalSpent:desc',
      page: 2,
      pageSize: 20,
    });
    expect(fromUrl('status=GONE&hasOrdered=maybe&createdFrom=yesterday&sort=points:asc')).toMatchObject({
      status: undefined,
      hasOrdered: undefined,
      createdFrom: undefined,
      sort: 'createdAt:desc',
    });
  });

  it('writes "has ordered" as true / false and leaves the defaults out', () => {
    expect(toUrl({ hasOrdered: false, sort: 'createdAt:desc', page: 1, pageSize: 20 })).toBe(
      'hasOrdered=false',
    );
    expect(toUrl(fromUrl('hasOrdered=true&tag=Wholesale&sort=name:asc'))).toBe(
      'tag=Wholesale&hasOrdered=true&sort=name%3Aasc',
    );
  });

  it('turns the select value of "has ordered" into the flag and back', () => {
    expect(flagOf('true')).toBe(true);
    expect(flagOf('false')).toBe(false);
    expect(flagOf(undefined)).toBeUndefined();
    expect([true, false, undefined].map(flagValue)).toEqual(['true', 'false', undefined]);
  });
});

describe('date ranges', () => {
  it('puts a picked created range on its two fields as whole local days the contract accepts', () => {
    const patch = rangePatch('created', [dayjs('2026-03-02T15:00:00'), dayjs('2026-03-04T08:00:00')]);
    expect(patch).toEqual({
      createdFrom: dayjs('2026-03-02T00:00:00').toISOString(),
      createdTo: dayjs('2026-03-04T23:59:59.999').toISOString(),
    });
    const params = fromUrl(toUrl({ ...patch, sort: 'createdAt:desc' }));
    expect(params.createdFrom).toBe(patch.createdFrom);
    expect(rangeValue(params, 'created')?.map((day) => day?.format('YYYY-MM-DD'))).toEqual([
      '2026-03-02',
      '2026-03-04',
    ]);
    expect(rangeValue(params, 'lastOrder')).toBeNull();
  });

  it('clears both ends of the last-order range when the picker is cleared, and keeps an open end open', () => {
    expect(rangePatch('lastOrder', null)).toEqual({ lastOrderFrom: undefined, lastOrderTo: undefined });
    expect(rangePatch('lastOrder', [null, dayjs('2026-01-31')]).lastOrderFrom).toBeUndefined();
  });
});

describe('export and the empty state', () => {
  it('exports the filters and sort without paging, flags as the URL writes them', () => {
    const params = fromUrl('q=0712&hasOrdered=true&tag=VIP&sort=lastOrderAt:asc&page=3&pageSize=50');
    expect(customerExportParams(params)).toEqual({
      q: '0712',
      tag: 'VIP',
      hasOrdered: 'true',
      sort: 'lastOrderAt:asc',
    });
  });

  it('counts a list as filtered by any filter, "never ordered" included, but not by its sort', () => {
    expect(isFiltered(fromUrl('sort=name:asc&page=2'))).toBe(false);
    expect(isFiltered(fromUrl('hasOrdered=false'))).toBe(true);
    expect(isFiltered(fromUrl('lastOrderTo=2026-01-31T23:59:59.999Z'))).toBe(true);
  });
});
