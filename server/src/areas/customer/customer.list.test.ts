import { type CustomerListData, customerSortFields } from '@shop/contract/areas/customer';
import { Codes } from '@shop/contract/codes';
import { EXPORT_TOTAL_HEADER } from '@shop/contract/list';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CustomerSeed, insertCustomers } from '../../test-support/customer-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';

const DAY = 86_400;

// Created 10, 20 … days ago; Cho and Dan never ordered; Eve is disabled.
const seeds: CustomerSeed[] = [
  {
    name: 'Ada Quilts',
    phone: '+8613800000001',
    tags: ['Wholesale', 'VIP'],
    totalSpent: 50_000,
    orderCount: 5,
    lastOrderSecondsAgo: 2 * DAY,
    createdSecondsAgo: 10 * DAY,
  },
  {
    name: 'bob weaver',
    phone: '5551234',
    tags: ['wholesale'],
    totalSpent: 12_000,
    orderCount: 2,
    lastOrderSecondsAgo: 40 * DAY,
    createdSecondsAgo: 20 * DAY,
  },
  { name: 'Cho Pottery', phone: null, tags: ['vip'], createdSecondsAgo: 30 * DAY },
  { name: 'Dan Glass', phone: '5559999', tags: [], createdSecondsAgo: 40 * DAY },
  {
    name: 'Eve Weaver',
    phone: '5550000',
    status: 'DISABLED',
    tags: ['Market'],
    totalSpent: 12_000,
    orderCount: 1,
    lastOrderSecondsAgo: 5 * DAY,
    createdSecondsAgo: 50 * DAY,
  },
];

const t = useTestApp();
let api: Caller;
let ids: Record<string, number>;
beforeAll(async () => {
  api = await t.as('editor');
  const inserted = await insertCustomers(t.db, seeds);
  ids = Object.fromEntries(seeds.map((s, i) => [s.name.split(' ')[0] as string, inserted[i] as number]));
});

async function list(query: Record<string, string | number> = {}) {
  const res = await api.call('listCustomers', { query });
  expect(res.json().code, res.body).toBe(Codes.OK);
  return res.json().data as CustomerListData;
}

const names = async (query: Record<string, string | number> = {}) =>
  (await list(query)).items.map((c) => c.name.split(' ')[0]);

const daysAgo = (days: number) => new Date(Date.now() - days * DAY * 1000).toISOString();

describe('the customer list', () => {
  it('answers newest first with totals, and pages without overlap', async () => {
    const all = await list();
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(all.items.map((c) => c.name.split(' ')[0])).toEqual(['Ada', 'bob', 'Cho', 'Dan', 'Eve']);
    expect(all.items[0]).toMatchObject({
      id: ids.Ada,
      phone: '+8613800000001',
      status: 'ACTIVE',
      source: 'STAFF',
      tags: ['Wholesale', 'VIP'],
      totalSpent: 50_000,
      orderCount: 5,
      version: 1,
    });
    expect(all.items[2]?.lastOrderAt).toBeNull();
    const pages = [await names({ pageSize: 2, page: 1 }), await names({ pageSize: 2, page: 2 })];
    const last = await list({ pageSize: 2, page: 3 });
    expect([...pages.flat(), ...last.items.map((c) => c.name.split(' ')[0])]).toEqual([
      'Ada',
      'bob',
      'Cho',
      'Dan',
      'Eve',
    ]);
    expect(last.total).toBe(5);
  });

  it('searches part of the name in any case, or digits of the phone', async () => {
    expect(await names({ q: 'WEAVER' })).toEqual(['bob', 'Eve']);
    expect(await names({ q: '1234' })).toEqual(['bob']);
    expect(await names({ q: '555-9999' })).toEqual(['Dan']);
    expect(await names({ q: '13800000001' })).toEqual(['Ada']);
    expect(await names({ q: '%' })).toEqual([]);
  });

  it('filters by status, tag (any case), and whether they have ordered', async () => {
    expect(await names({ status: 'DISABLED' })).toEqual(['Eve']);
    expect(await names({ status: 'ACTIVE' })).toEqual(['Ada', 'bob', 'Cho', 'Dan']);
    expect(await names({ tag: 'WHOLESALE' })).toEqual(['Ada', 'bob']);
    expect(await names({ tag: 'vip' })).toEqual(['Ada', 'Cho']);
    expect(await names({ tag: 'Whole' })).toEqual([]);
    expect(await names({ hasOrdered: 'true' })).toEqual(['Ada', 'bob', 'Eve']);
    expect(await names({ hasOrdered: 'false' })).toEqual(['Cho', 'Dan']);
  });

  it('filters by created and last-order ranges (from inclusive, to exclusive)', async () => {
    expect(await names({ createdFrom: daysAgo(35) })).toEqual(['Ada', 'bob', 'Cho']);
    expect(await names({ createdFrom: daysAgo(45), createdTo: daysAgo(15) })).toEqual(['bob', 'Cho', 'Dan']);
    expect(await names({ lastOrderFrom: daysAgo(7) })).toEqual(['Ada', 'Eve']);
    expect(await names({ lastOrderTo: daysAgo(3) })).toEqual(['bob', 'Eve']);
    expect(await names({ lastOrderFrom: daysAgo(45), lastOrderTo: daysAgo(30), tag: 'wholesale' })).toEqual([
      'bob',
    ]);
  });

  it('sorts by every field both ways, ties broken by id', async () => {
    expect(await names({ sort: 'createdAt:asc' })).toEqual(['Eve', 'Dan', 'Cho', 'bob', 'Ada']);
    // bob and Eve both spent 12 000: bob has the lower id.
    expect(await names({ sort: 'totalSpent:desc' })).toEqual(['Ada', 'Eve', 'bob', 'Dan', 'Cho']);
    expect(await names({ sort: 'totalSpent:asc' })).toEqual(['Cho', 'Dan', 'bob', 'Eve', 'Ada']);
    expect(await names({ sort: 'orderCount:desc' })).toEqual(['Ada', 'bob', 'Eve', 'Dan', 'Cho']);
    // Never ordered counts as the oldest last order.
    expect(await names({ sort: 'lastOrderAt:desc' })).toEqual(['Ada', 'Eve', 'bob', 'Dan', 'Cho']);
    expect(await names({ sort: 'lastOrderAt:asc' })).toEqual(['Cho', 'Dan', 'bob', 'Eve', 'Ada']);
    expect(await names({ sort: 'name:asc' })).toEqual(['Ada', 'bob', 'Cho', 'Dan', 'Eve']);
    expect(await names({ sort: 'name:desc' })).toEqual(['Eve', 'Dan', 'Cho', 'bob', 'Ada']);
    for (const field of customerSortFields) {
      expect((await list({ sort: `${field}:asc`, pageSize: 100 })).total).toBe(5);
    }
  });

  it('refuses an unknown sort, status or a bad date with a 400', async () => {
    const bad: Record<string, string>[] = [
      { sort: 'phone:asc' },
      { status: 'GONE' },
      { createdFrom: 'last week' },
    ];
    for (const query of bad) {
      const res = await api.call('listCustomers', { query });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(Codes.VALIDATION);
    }
  });
});

describe('the customer export', () => {
  it('streams every customer the filters match, in the list order, as CSV', async () => {
    const res = await api.call('exportCustomers', {
      query: { hasOrdered: 'true', sort: 'totalSpent:desc', lang: 'en', codes: 'true' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe('3');
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    expect(rows.map((r) => [r.Name, r.Status, r.status_code, r['Total spent'], r.Orders, r.Tags])).toEqual([
      ['Ada Quilts', 'Active', 'ACTIVE', '500.00', '5', 'Wholesale; VIP'],
      ['Eve Weaver', 'Disabled', 'DISABLED', '120.00', '1', 'Market'],
      ['bob weaver', 'Active', 'ACTIVE', '120.00', '2', 'wholesale'],
    ]);
    expect(rows.every((r) => Number(r.Orders) > 0 && r.Currency === 'EUR')).toBe(true);
    // On the shop's clock (Europe/Madrid by default), to the minute.
    expect(rows[0]?.['Last order (Europe/Madrid)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('walks past one export batch with the same rows as the list, and honours tag and search', async () => {
    const many = Array.from({ length: 620 }, (_, i) => ({
      name: `Bulk ${String(i).padStart(4, '0')}`,
      tags: i % 2 === 0 ? ['Even'] : [],
      // Runs of equal creation times: the keyset must still neither skip nor repeat a row.
      createdSecondsAgo: 100 * DAY + Math.floor(i / 7),
    }));
    await insertCustomers(t.db, many);
    const res = await api.call('exportCustomers', {
      query: { q: 'bulk', tag: 'EVEN', sort: 'createdAt:desc', lang: 'en' },
    });
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe('310');
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    expect(rows).toHaveLength(310);
    expect(new Set(rows.map((r) => r.ID)).size).toBe(310);
    expect(rows.every((r) => r.Tags === 'Even' && r.Name?.startsWith('Bulk'))).toBe(true);
    const firstPage = await list({ q: 'bulk', tag: 'even', sort: 'createdAt:desc', pageSize: 100 });
    expect(rows.slice(0, 100).map((r) => Number(r.ID))).toEqual(firstPage.items.map((c) => c.id));
  });
});

describe('the tag counts', () => {
  it('groups tags without case, shows the first spelling, most used first then by name', async () => {
    expect(await api.ok('listCustomerTags')).toEqual([
      { tag: 'Even', customers: 310 },
      { tag: 'VIP', customers: 2 },
      { tag: 'Wholesale', customers: 2 },
      { tag: 'Market', customers: 1 },
    ]);
  });
});
