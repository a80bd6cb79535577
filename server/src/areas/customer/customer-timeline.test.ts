import { type CustomerTimelineEntry, customerPaths } from '@shop/contract/areas/customer';
import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUser } from '../../db/schema.js';
import { apiAs, pathOf } from '../../test-support/api-client.js';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { insertOrder, insertOrderEvents, insertSellable } from '../../test-support/order-rows.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

const HOUR = 3600;

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let customerId: number;
let orderNos: string[];
let orderIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t.app, await signIn(t.app, 'admin'));
  const db = t.database.db;
  const [admin] = await db.select().from(staffUser).where(eq(staffUser.username, 'admin'));
  const sku = await insertSellable(db);
  customerId = await insertCustomer(db, { name: 'Timeline', createdSecondsAgo: 100 * HOUR });
  const stranger = await insertCustomer(db, { name: 'Stranger' });
  const first = await insertOrder(db, { customerId, sku, placedSecondsAgo: 48 * HOUR });
  const second = await insertOrder(db, { customerId, sku, placedSecondsAgo: 24 * HOUR });
  const theirs = await insertOrder(db, { customerId: stranger, sku, placedSecondsAgo: 12 * HOUR });
  orderIds = [first.id, second.id];
  orderNos = [first.orderNo, second.orderNo];
  await insertOrderEvents(db, [
    { orderId: first.id, type: 'PLACED', message: 'Placed by phone', secondsAgo: 48 * HOUR },
    { orderId: first.id, type: 'PAID', message: 'Cash', actorId: admin?.id ?? null, secondsAgo: 47 * HOUR },
    { orderId: second.id, type: 'PLACED', secondsAgo: 24 * HOUR },
    { orderId: theirs.id, type: 'PLACED', secondsAgo: 12 * HOUR },
    { orderId: first.id, type: 'NOTE', message: 'Wants gift wrap', secondsAgo: 2 * HOUR },
  ]);
  // Staff edits, now: newer than every order event.
  await t.app.inject({
    method: 'PATCH',
    url: pathOf(customerPaths.item, { id: customerId }),
    headers: { 'x-token': await signIn(t.app, 'admin') },
    payload: { version: 1, name: 'Timeline Renamed', tags: ['VIP'] },
  });
  await api.post(pathOf(customerPaths.addresses, { id: customerId }), {
    receiverName: 'Tim',
    phone: '5550000',
    city: 'Porto',
    line: '9 Rua Nova',
  });
  await api.post(pathOf(customerPaths.status, { id: customerId }), { status: 'DISABLED', version: 3 });
});
afterAll(() => t.close());

async function timeline(query: Record<string, number> = {}) {
  const res = await api.get(pathOf(customerPaths.timeline, { id: customerId }), query);
  expect(res.json().code, res.body).toBe(Codes.OK);
  return res.json().data as { items: CustomerTimelineEntry[]; total: number };
}

describe("a customer's timeline", () => {
  it("merges their orders' events and the staff's edits, newest first", async () => {
    const { items, total } = await timeline();
    expect(total).toBe(7);
    expect(items.map((e) => [e.type, e.message, e.data])).toEqual([
      ['customer.status', '', { status: 'DISABLED' }],
      ['customer.address.add', '', { address: 'Tim, Porto, 9 Rua Nova' }],
      ['customer.update', '', { fields: 'name,tags' }],
      ['NOTE', 'Wants gift wrap', null],
      ['PLACED', '', null],
      ['PAID', 'Cash', null],
      ['PLACED', 'Placed by phone', null],
    ]);
    expect(items[0]).toMatchObject({ orderId: null, orderNo: null, actorName: 'Ada Admin' });
    expect(items[0]?.key).toMatch(/^audit:\d+$/);
    expect(items[3]).toMatchObject({ orderId: orderIds[0], orderNo: orderNos[0], actorName: null });
    expect(items[3]?.key).toMatch(/^order:\d+$/);
    expect(items[4]).toMatchObject({ orderId: orderIds[1], orderNo: orderNos[1] });
    expect(items[5]).toMatchObject({ type: 'PAID', actorName: 'Ada Admin' });
    const times = items.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((e) => e.key)).size).toBe(7);
  });

  it('pages through the merged list without overlap', async () => {
    const all = (await timeline()).items.map((e) => e.key);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await timeline({ page, pageSize: 3 })).items);
    expect(pages.map((e) => e.key)).toEqual(all);
    expect((await timeline({ page: 2, pageSize: 3 })).total).toBe(7);
  });

  it('answers 404 for a customer that does not exist', async () => {
    const res = await api.get(pathOf(customerPaths.timeline, { id: 999_999 }));
    expect(res.statusCode).toBe(404);
  });
});
