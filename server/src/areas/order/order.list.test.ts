import type { OrderListQuery } from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { EXPORT_TOTAL_HEADER } from '@shop/contract/list';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { configEntry } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { address, orderApi, orderBody, smallShop } from '../../test-support/order-fixtures.js';

const t = useTestApp();
let admin: Caller;
const ids: Record<string, number> = {};
let from: string;

/** Six orders of one shop, one per status plus one with an open after-sale. */
beforeAll(async () => {
  admin = await t.as('admin');
  const orders = orderApi(admin);
  const shop = await smallShop(t.db, 'LIST', 50);
  const other = await insertCustomer(t.db, { name: 'Bea Other' });
  from = new Date(Date.now() - 60_000).toISOString();
  const place = (customerId = shop.customerId, receiverName = 'Ana Receiver') =>
    orders.place(
      orderBody(customerId, [{ skuId: shop.red, quantity: 1 }], { address: { ...address, receiverName } }),
    );
  ids.pending = (await place()).id;
  ids.paid = (await orders.pay(await place(other, 'Bea Other'))).id;
  ids.shipped = (await orders.ship((await orders.pay(await place())).id)).id;
  ids.completed = (await orders.complete((await orders.ship((await orders.pay(await place())).id)).id)).id;
  ids.cancelled = (await orders.cancel((await place()).id)).id;
  const refunding = await orders.ship((await orders.pay(await place())).id);
  await admin.ok('requestAfterSale', {
    params: { id: refunding.id },
    body: {
      type: 'REFUND_ONLY',
      lines: [{ lineId: refunding.lines[0]?.id ?? 0, quantity: 1 }],
      reason: 'Late',
    },
  });
  ids.refunding = refunding.id;
  // One old order, outside the date range.
  const old = await place();
  await t.db.execute(sql`UPDATE shop_order SET placed_at = now() - interval '40 days' WHERE id = ${old.id}`);
  ids.old = old.id;
});

async function listIds(query: OrderListQuery) {
  const data = await admin.ok('listOrders', { query: { from, ...query } });
  return data.items.map((o) => o.id);
}

describe('the orders list', () => {
  it('counts every tab under the same filters', async () => {
    expect(await admin.ok('countOrderTabs', { query: { from } })).toEqual({
      ALL: 6,
      PENDING_PAYMENT: 1,
      PAID: 1,
      SHIPPED: 2,
      COMPLETED: 1,
      CANCELLED: 1,
      REFUNDING: 1,
    });
    expect((await admin.ok('countOrderTabs')).ALL).toBe(7);
  });

  it('filters by tab, date range, search and customer, newest first', async () => {
    expect(await listIds({ tab: 'SHIPPED' })).toEqual([ids.refunding, ids.shipped]);
    expect(await listIds({ tab: 'REFUNDING' })).toEqual([ids.refunding]);
    expect(await listIds({ q: 'bea' })).toEqual([ids.paid]);
    expect(await listIds({ q: '+3460011' })).toHaveLength(6);
    const all = await admin.ok('listOrders', { query: { sort: 'placedAt:asc' } });
    expect(all.items[0]?.id).toBe(ids.old);
    expect(all.total).toBe(7);
    const page = await admin.ok('listOrders', { query: { pageSize: 2, page: 2, from } });
    expect(page).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(2);
  });

  it('exports every matching order as CSV, the tab and range included', async () => {
    const res = await admin.call('exportOrders', {
      query: { from, tab: 'SHIPPED', lang: 'en', codes: 'true' },
    });
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe('2');
    const [header, ...rows] = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(header?.split(',').slice(0, 4)).toEqual([
      'Order no.',
      'Placed at (Europe/Madrid)',
      'Status',
      'status_code',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.split(',')[2] === 'Shipped' && r.split(',')[3] === 'SHIPPED')).toBe(true);
    const totals = rows.map((r) => r.split(',')[header?.split(',').indexOf('Total') ?? -1]);
    expect(totals).toEqual(['8.00', '8.00']);
  });

  it('finds orders by a line’s product title or SKU code, in the list and the tab counts', async () => {
    const { skuIds } = await insertProduct(t.db, {
      title: 'Linen Apron (Sage_green)',
      skus: [{ code: 'APR-SAGE-M', onHand: 5 }],
    });
    const customerId = await insertCustomer(t.db, { name: 'Cai Apron' });
    const apron = await orderApi(admin).place(
      orderBody(customerId, [{ skuId: skuIds[0] ?? 0, quantity: 1 }], { address: { ...address } }),
    );
    expect(await listIds({ q: 'apron (sage_' })).toEqual([apron.id]);
    expect(await listIds({ q: 'apr-sage' })).toEqual([apron.id]);
    expect(await listIds({ q: 'LIST-RED' })).toHaveLength(6);
    expect(await listIds({ q: 'list mug' })).toHaveLength(6);
    // LIKE's wildcards are literal: `_` matches only an underscore.
    expect(await listIds({ q: 'sage-green' })).toEqual([]);
    expect((await admin.ok('countOrderTabs', { query: { from, q: 'Apr-Sage' } })).ALL).toBe(1);
  });

  it('offers the configured carriers for shipping, as the shop edits them', async () => {
    const seeded = await admin.ok('listCarriers');
    expect(seeded.carriers).toContain('DHL');
    expect(seeded.carriers).toContain('SF Express');
    await t.db
      .update(configEntry)
      .set({ value: ' Correos Express ,Nacex,, Correos Express ' })
      .where(eq(configEntry.key, 'order_carriers'));
    expect(await admin.ok('listCarriers')).toEqual({ carriers: ['Correos Express', 'Nacex'] });
    expect((await (await t.as('editor')).call('listCarriers')).json().code).toBe(Codes.OK);
  });

  it('refuses a bad tab or date with a field error', async () => {
    const res = await admin.call('listOrders', { query: { tab: 'LOST', from: 'yesterday' } });
    expect(res.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: {
        issues: expect.arrayContaining([expect.objectContaining({ path: ['tab'], key: 'field.notOneOf' })]),
      },
    });
  });
});

describe('the tab counts over ranges that cut days', () => {
  it('equal the list totals whether a range edge falls mid-day, on midnight or a millisecond off it', async () => {
    // Five orders around two UTC midnights, 200 days back (outside every range above): whole days
    // come from the per-day counts, edge days from the orders themselves (ADR 0011).
    const orders = orderApi(admin);
    const shop = await smallShop(t.db, 'CUT', 20);
    const day =
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) -
      200 * 86_400_000;
    const at = (ms: number) => new Date(day + ms);
    const times = [at(-500), at(0), at(12 * 3_600_000), at(2 * 86_400_000), at(2 * 86_400_000 + 1)];
    const placed = [];
    for (const time of times) {
      const order = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
      await t.db.execute(
        sql`UPDATE shop_order SET placed_at = ${time.toISOString()}::timestamptz WHERE id = ${order.id}`,
      );
      placed.push(order);
    }
    await orders.pay(placed[1] as (typeof placed)[number]);
    await orders.cancel((placed[2] as (typeof placed)[number]).id);
    const ranges: [Date, Date][] = [
      [at(-1000), at(2 * 86_400_000 + 1)],
      [at(-499), at(2 * 86_400_000 + 2)],
      [at(0), at(86_400_000)],
      [at(0), at(2 * 86_400_000)],
      [at(1), at(2 * 86_400_000 - 1)],
      [at(-3 * 86_400_000 - 7), at(5 * 86_400_000 + 3)],
    ];
    const expected = [4, 4, 2, 2, 1, 5];
    for (const [i, [start, end]] of ranges.entries()) {
      const range = { from: start.toISOString(), to: end.toISOString() };
      const counts = await admin.ok('countOrderTabs', { query: range });
      expect({ range, all: counts.ALL }).toEqual({ range, all: expected[i] });
      for (const tab of ['PENDING_PAYMENT', 'PAID', 'CANCELLED'] as const) {
        const listed = await admin.ok('listOrders', { query: { ...range, tab } });
        expect({ range, tab, n: counts[tab] }).toEqual({ range, tab, n: listed.total });
      }
    }
  });
});
