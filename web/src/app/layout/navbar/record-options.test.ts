import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { searchOptions } from './record-options';

const t = ((key: string) => key) as unknown as TFunction<'search'>;
const pages = [{ value: '/order/index', label: 'Order' }];
const none = { orders: [], customers: [], products: [] };

describe('the navbar search list', () => {
  it('shows pages, then one row while records are asked for', () => {
    expect(searchOptions(pages, { data: undefined, loading: true }, t)).toEqual([
      { label: 'pages', title: 'pages', options: pages },
      { value: '\u0000records', label: 'searching', disabled: true },
    ]);
    expect(searchOptions([], { data: undefined, loading: false }, t)).toEqual([]);
  });

  it('groups the records by kind, each leading where its area opens it', () => {
    const data = {
      orders: [
        {
          id: 3,
          orderNo: 'SO26112700000003',
          customerName: 'Ana',
          status: 'PAID' as const,
          total: 100,
          placedAt: '2026-11-27T10:00:00.000Z',
        },
      ],
      customers: [{ id: 4, name: 'Ana', phone: '+34600111222' }],
      products: [{ id: 5, title: '棉麻围裙', status: 'ON_SALE' as const, skuCode: 'APRON-1' }],
    };
    expect(searchOptions([], { data, loading: false }, t)).toEqual([
      {
        label: 'orders',
        title: 'orders',
        options: [{ value: '/order/index?order=3', label: 'SO26112700000003 · Ana' }],
      },
      {
        label: 'customers',
        title: 'customers',
        options: [{ value: '/user/index?customer=4', label: 'Ana · +34600111222' }],
      },
      {
        label: 'products',
        title: 'products',
        options: [{ value: '/product/edit/5', label: '棉麻围裙 · APRON-1' }],
      },
    ]);
  });

  it('says when no record matches', () => {
    expect(searchOptions(pages, { data: none, loading: false }, t).at(-1)).toEqual({
      value: '\u0000records',
      label: 'noRecords',
      disabled: true,
    });
  });
});
