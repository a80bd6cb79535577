import { orderPaths } from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { EXPORT_TOTAL_HEADER } from '@shop/contract/list';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test-support/api-client.js';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { address, orderApi, orderBody, smallShop } from '../../test-support/order-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
const ids: Record<string, number> = {};
let from: string;

/** Six orders of one shop, one per status plus one with an open after-sale. */
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t.app, await signIn(t.app, 'admin'));
  const orders = orderApi(api);
  const shop = await smallShop(t.database.db, 'LIST', 50);
  const other = await insertCustomer(t.database.db, { name: 'Bea Other' });
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
  await orders.raw(orderPaths.afterSales, refunding.id, {
    type: 'REFUND_ONLY',
    lines: [{ lineId: refunding.lines[0]?.id, quantity: 1 }],
    reason: 'Late',
  });
  ids.refunding = refunding.id;
  // One old order, outside the date range.
  const old = await place();
  await t.database.db.execute(
    sql`UPDATE shop_order SET placed_at = now() - interval '40 days' WHERE id = ${old.id}`,
  );
  ids.old = old.id;
});
afterAll(() => t.close());

async function listIds(query: Record<string, string | number>) {
  const res = await api.get(orderPaths.list, { from, ...query });
  expect(res.json().code, res.body).toBe(Codes.OK);
  return res.json().data.items.map((o: { id: number }) => o.id);
}

describe('the orders list', () => {
  it('counts every tab under the same filters', async () => {
    const res = await api.get(orderPaths.counts, { from });
    expect(res.json().data).toEqual({
      ALL: 6,
      PENDING_PAYMENT: 1,
      PAID: 1,
      SHIPPED: 2,
      COMPLETED: 1,
      CANCELLED: 1,
      REFUNDING: 1,
    });
    const all = await api.get(orderPaths.counts);
    expect(all.json().data.ALL).toBe(7);
  });

  it('filters by tab, date range, search and customer, newest first', async () => {
    expect(await listIds({ tab: 'SHIPPED' })).toEqual([ids.refunding, ids.shipped]);
    expect(await listIds({ tab: 'REFUNDING' })).toEqual([ids.refunding]);
    expect(await listIds({ q: 'bea' })).toEqual([ids.paid]);
    expect(await listIds({ q: '+3460011' })).toHaveLength(6);
    const all = await api.get(orderPaths.list, { sort: 'placedAt:asc' });
    expect(all.json().data.items[0].id).toBe(ids.old);
    expect(all.json().data.total).toBe(7);
    const page = await api.get(orderPaths.list, { pageSize: 2, page: 2, from });
    expect(page.json().data).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(page.json().data.items).toHaveLength(2);
  });

  it('exports every matching order as CSV, the tab and range included', async () => {
    const res = await api.get(orderPaths.export, { from, tab: 'SHIPPED' });
    expect(res.headers[EXPORT_TOTAL_HEADER]).toBe('2');
    const [header, ...rows] = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['order_no', 'placed_at', 'status', 'refund_status']);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.split(',')[2] === 'SHIPPED')).toBe(true);
    const totals = rows.map((r) => r.split(',')[header?.split(',').indexOf('total') ?? -1]);
    expect(totals).toEqual(['8.00', '8.00']);
  });

  it('refuses a bad tab or date with a field error', async () => {
    const res = await api.get(orderPaths.list, { tab: 'LOST', from: 'yesterday' });
    expect(res.json().code).toBe(Codes.VALIDATION);
  });
});
