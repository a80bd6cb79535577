import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffUser } from '../../db/schema.js';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { insertOrder, insertOrderEvents, insertSellable } from '../../test-support/order-rows.js';

const HOUR = 3600;

const t = useTestApp();
let api: Caller;
let customerId: number;
let orderNos: string[];
let orderIds: number[];
beforeAll(async () => {
  api = await t.as('admin');
  const db = t.db;
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
  const params = { id: customerId };
  await api.ok('updateCustomer', { params, body: { version: 1, name: 'Timeline Renamed', tags: ['VIP'] } });
  await api.ok('addCustomerAddress', {
    params,
    body: { receiverName: 'Tim', phone: '5550000', city: 'Porto', line: '9 Rua Nova' },
  });
  await api.ok('setCustomerStatus', { params, body: { status: 'DISABLED', version: 3 } });
});

const timeline = (query: { page?: number; pageSize?: number } = {}) =>
  api.ok('customerTimeline', { params: { id: customerId }, query });

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
    const res = await api.call('customerTimeline', { params: { id: 999_999 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: Codes.NOT_FOUND, key: 'customer.notFound' });
  });
});
