import { orderListQuery } from '@shop/contract/areas/order';
import { describe, expect, it } from 'vitest';
import { drawerParamOf } from '../../app/page-links';
import { drawerIdOf, withDrawer } from '../../lib/list/edit-drawer-url';
import { nextListParams, parseListParams, writeListParams } from '../../lib/list/list-params';
import { countFiltersOf, isFiltered, orderExportParams, tabOf, tabPatch } from './order-list-params';

const ORDER_PARAM = drawerParamOf('Orders');

const parse = (search: string) => parseListParams(orderListQuery, new URLSearchParams(search));
const write = (search: string, patch: Parameters<typeof nextListParams>[1]) => {
  const base = new URLSearchParams(search);
  return writeListParams(orderListQuery, nextListParams(parse(search), patch), base).toString();
};

const orderIdOf = (search: URLSearchParams) => drawerIdOf(search, ORDER_PARAM);
const withOrder = (search: string, id: number | undefined) => withDrawer(search, id, ORDER_PARAM);

const from = '2026-03-01T00:00:00.000Z';
const to = '2026-03-31T23:59:59.999Z';

describe('the order list in the URL', () => {
  it('reads every filter, the tab, sort and page, and keeps defaults out of the URL', () => {
    const params = parse(
      `tab=PAID&q=SO-12&channel=STAFF&customerId=7&from=${from}&to=${to}&sort=total:asc&page=2&pageSize=50`,
    );
    expect(params).toEqual({
      tab: 'PAID',
      q: 'SO-12',
      channel: 'STAFF',
      customerId: 7,
      from,
      to,
      sort: 'total:asc',
      page: 2,
      pageSize: 50,
    });
    expect(writeListParams(orderListQuery, parse(''), new URLSearchParams()).toString()).toBe('');
  });

  it('falls back on a bad tab, channel or date alone', () => {
    const params = parse('tab=LOST&channel=PHONE&from=yesterday&q=Ana');
    expect(params).toMatchObject({ tab: undefined, channel: undefined, from: undefined, q: 'Ana' });
    expect(tabOf(params)).toBe('ALL');
  });

  it('switches tabs: ALL leaves the URL, a tab change starts again at page 1 and keeps the filters', () => {
    expect(write('q=Ana&page=3', tabPatch('SHIPPED'))).toBe('q=Ana&tab=SHIPPED');
    expect(write('q=Ana&tab=SHIPPED', tabPatch('ALL'))).toBe('q=Ana');
    expect(tabOf(parse('tab=REFUNDING'))).toBe('REFUNDING');
  });

  it('keeps the open order beside the list state, which a filter change leaves alone', () => {
    const search = withOrder('tab=PAID&q=Ana', 12);
    expect(search).toBe(`?tab=PAID&q=Ana&${ORDER_PARAM}=12`);
    expect(orderIdOf(new URLSearchParams(search))).toBe(12);
    const next = new URLSearchParams(write(search.slice(1), { channel: 'STOREFRONT' }));
    expect(Object.fromEntries(next)).toEqual({ tab: 'PAID', q: 'Ana', order: '12', channel: 'STOREFRONT' });
    expect(withOrder(search, undefined)).toBe('?tab=PAID&q=Ana');
    expect(orderIdOf(new URLSearchParams('order=abc'))).toBeUndefined();
    expect(orderIdOf(new URLSearchParams('order=0'))).toBeUndefined();
  });
});

describe('what the counts and the export are asked with', () => {
  const params = parse(`tab=PAID&q=Ana&channel=STAFF&from=${from}&sort=orderNo:asc&page=4`);

  it('counts every tab under the other filters, without the tab, paging or sort', () => {
    expect(countFiltersOf(params)).toEqual({
      q: 'Ana',
      customerId: undefined,
      channel: 'STAFF',
      from,
      to: undefined,
    });
  });

  it('exports the list as shown on every page: filters, tab and sort, no paging', () => {
    expect(orderExportParams(params)).toEqual({
      q: 'Ana',
      tab: 'PAID',
      channel: 'STAFF',
      from,
      sort: 'orderNo:asc',
    });
  });

  it('calls the list filtered by a search or filter, not by a tab alone', () => {
    expect(isFiltered(parse('tab=PAID&sort=total:desc'))).toBe(false);
    expect(isFiltered(parse('customerId=3'))).toBe(true);
    expect(isFiltered(params)).toBe(true);
  });
});
