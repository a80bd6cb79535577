import { orderPaths } from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, stockMovement } from '../../db/schema.js';
import { apiAs, pathOf } from '../../test-support/api-client.js';
import { address, orderApi, orderBody, skuBalance, smallShop } from '../../test-support/order-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcileOrders } from './order-reconcile.js';

let t: TestApp;
let orders: ReturnType<typeof orderApi>;
let editorOrders: ReturnType<typeof orderApi>;
beforeAll(async () => {
  t = await createTestApp();
  orders = orderApi(apiAs(t.app, await signIn(t.app, 'admin')));
  editorOrders = orderApi(apiAs(t.app, await signIn(t.app, 'editor')));
});
afterAll(() => t.close());

async function customerTotals(id: number) {
  const [row] = await t.database.db
    .select({
      totalSpent: customer.totalSpent,
      orderCount: customer.orderCount,
      lastOrderAt: customer.lastOrderAt,
    })
    .from(customer)
    .where(eq(customer.id, id));
  return row;
}

describe('an order from placing to completion', () => {
  it('reserves, takes payment, sells on shipping, completes, and writes every step on the timeline', async () => {
    const shop = await smallShop(t.database.db, 'LIFE');
    const placed = await orders.place(
      orderBody(
        shop.customerId,
        [
          { skuId: shop.blue, quantity: 2 },
          { skuId: shop.red, quantity: 1 },
        ],
        { shippingFee: 450, discount: 300 },
      ),
    );
    expect(placed).toMatchObject({
      status: 'PENDING_PAYMENT',
      subtotal: 2 * 1250 + 800,
      shippingFee: 450,
      discount: 300,
      total: 3300 + 450 - 300,
      itemCount: 3,
      channel: 'STAFF',
      receiver: address,
    });
    expect(placed.orderNo).toMatch(/^SO\d{14}$/);
    expect(placed.autoCloseAt).not.toBeNull();
    expect(placed.lines.map((l) => [l.skuCode, l.unitPrice, l.quantity, l.lineTotal])).toEqual([
      ['LIFE-BLUE', 1250, 2, 2500],
      ['LIFE-RED', 800, 1, 800],
    ]);
    expect(await skuBalance(t.database.db, shop.blue)).toEqual({ onHand: 10, reserved: 2 });
    expect(await customerTotals(shop.customerId)).toMatchObject({ totalSpent: 0, orderCount: 1 });

    const paid = await orders.pay(placed, 'RCPT-LIFE-1');
    expect(paid).toMatchObject({ status: 'PAID', paidAmount: 3450, autoCloseAt: null });
    expect(paid.payments).toMatchObject([
      { channel: 'CASH', status: 'SUCCESS', amount: 3450, reference: 'RCPT-LIFE-1' },
    ]);
    expect((await customerTotals(shop.customerId))?.totalSpent).toBe(3450);

    const shipped = await orders.ship(placed.id);
    expect(shipped).toMatchObject({ status: 'SHIPPED', carrier: 'Correos', trackingNo: `TRK${placed.id}` });
    expect(await skuBalance(t.database.db, shop.blue)).toEqual({ onHand: 8, reserved: 0 });
    const sales = await t.database.db
      .select()
      .from(stockMovement)
      .where(eq(stockMovement.refId, placed.orderNo));
    expect(sales.map((m) => m.type).sort()).toEqual(['RESERVE', 'RESERVE', 'SALE', 'SALE']);

    const completed = await orders.complete(placed.id);
    expect(completed.status).toBe('COMPLETED');
    expect(completed.events.map((e) => e.type)).toEqual(['COMPLETED', 'SHIPPED', 'PAID', 'PLACED']);
    expect(completed.events.every((e) => e.actorName === 'Ada Admin')).toBe(true);
    expect(completed.events[2]?.data).toMatchObject({
      channel: 'CASH',
      reference: 'RCPT-LIFE-1',
      amount: 3450,
    });
    expect(await reconcileStock(t.database.db)).toEqual([]);
    expect(await reconcileOrders(t.database.db)).toEqual([]);
  });

  it('keeps a note and a changed address on the timeline, and refuses a stale address edit', async () => {
    const shop = await smallShop(t.database.db, 'ADDR');
    const placed = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const moved = await apiAs(t.app, await signIn(t.app, 'admin')).put(
      pathOf(orderPaths.address, { id: placed.id }),
      {
        ...address,
        city: 'Sevilla',
        version: placed.version,
      },
    );
    expect(moved.json().data.receiver.city).toBe('Sevilla');
    const stale = await apiAs(t.app, await signIn(t.app, 'admin')).put(
      pathOf(orderPaths.address, { id: placed.id }),
      {
        ...address,
        city: 'Bilbao',
        version: placed.version,
      },
    );
    expect(stale.json()).toMatchObject({ code: Codes.VERSION_CONFLICT, data: { updatedBy: 'Ada Admin' } });
    const noted = await orders.raw(orderPaths.notes, placed.id, { message: 'Gift wrap, please' });
    const events = noted.json().data.events;
    expect(events.map((e: { type: string }) => e.type)).toEqual(['NOTE', 'ADDRESS_CHANGED', 'PLACED']);
    expect(events[0]).toMatchObject({ message: 'Gift wrap, please', actorName: 'Ada Admin' });
    expect((await orders.get(placed.id)).receiver.city).toBe('Sevilla');
  });
});

describe('actions from the wrong status get 42203 and change nothing', () => {
  it.each([
    ['ship an unpaid order', 'PENDING_PAYMENT', orderPaths.ship, { carrier: 'UPS', trackingNo: '1Z' }],
    ['complete an unpaid order', 'PENDING_PAYMENT', orderPaths.complete, undefined],
    ['pay a paid order', 'PAID', orderPaths.payments, { channel: 'CASH', reference: 'AGAIN-1', amount: 800 }],
    ['complete a paid order', 'PAID', orderPaths.complete, undefined],
    ['cancel a shipped order', 'SHIPPED', orderPaths.cancel, { reason: 'Too late' }],
    ['ship a shipped order', 'SHIPPED', orderPaths.ship, { carrier: 'UPS', trackingNo: '1Z' }],
    ['edit the address of a shipped order', 'SHIPPED', orderPaths.address, 'address'],
    ['cancel a completed order', 'COMPLETED', orderPaths.cancel, { reason: 'Too late' }],
    [
      'pay a cancelled order',
      'CANCELLED',
      orderPaths.payments,
      { channel: 'CASH', reference: 'LATE-1', amount: 800 },
    ],
    ['ship a cancelled order', 'CANCELLED', orderPaths.ship, { carrier: 'UPS', trackingNo: '1Z' }],
    [
      'refund an unpaid order',
      'PENDING_PAYMENT',
      orderPaths.refunds,
      { lines: [], shipping: 0, reason: 'x', idempotencyKey: 'refund-unpaid-1' },
    ],
  ] as const)('refuses to %s', async (_label, status, path, body) => {
    const shop = await smallShop(t.database.db, `BAD${Math.random().toString(36).slice(2, 7).toUpperCase()}`);
    let order = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    if (status !== 'PENDING_PAYMENT' && status !== 'CANCELLED') order = await orders.pay(order);
    if (status === 'SHIPPED' || status === 'COMPLETED') order = await orders.ship(order.id);
    if (status === 'COMPLETED') order = await orders.complete(order.id);
    if (status === 'CANCELLED') order = await orders.cancel(order.id);
    const before = await skuBalance(t.database.db, shop.red);
    const payload = body === 'address' ? { ...address, version: order.version } : body;
    const res =
      path === orderPaths.address
        ? await orders.put(path, order.id, payload)
        : await orders.raw(path, order.id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: Codes.ILLEGAL_TRANSITION, data: { status } });
    expect(res.json().message).toContain(status);
    const after = await orders.get(order.id);
    expect(after.status).toBe(status);
    expect(after.version).toBe(order.version);
    expect(await skuBalance(t.database.db, shop.red)).toEqual(before);
  });
});

describe('placing refusals', () => {
  it('refuses more than is available with 42201 and reserves nothing', async () => {
    const shop = await smallShop(t.database.db, 'SHORT', 3);
    const res = await apiAs(t.app, await signIn(t.app, 'admin')).post(
      orderPaths.list,
      orderBody(shop.customerId, [
        { skuId: shop.red, quantity: 1 },
        { skuId: shop.blue, quantity: 4 },
      ]),
    );
    expect(res.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      data: { skuCode: 'SHORT-BLUE', available: 3 },
    });
    expect(await skuBalance(t.database.db, shop.red)).toEqual({ onHand: 3, reserved: 0 });
    expect((await customerTotals(shop.customerId))?.orderCount).toBe(0);
  });

  it('refuses a discount above the goods, a SKU not on sale, and a disabled customer, field by field', async () => {
    const shop = await smallShop(t.database.db, 'REFUSE');
    const api = apiAs(t.app, await signIn(t.app, 'admin'));
    const discount = await api.post(
      orderPaths.list,
      orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }], { discount: 801 }),
    );
    expect(discount.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['discount'] }] },
    });
    const gone = await api.post(
      orderPaths.list,
      orderBody(shop.customerId, [{ skuId: 99_999, quantity: 1 }]),
    );
    expect(gone.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['lines', 0, 'skuId'] }] },
    });
    await t.database.db.update(customer).set({ status: 'DISABLED' }).where(eq(customer.id, shop.customerId));
    const disabled = await api.post(
      orderPaths.list,
      orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]),
    );
    expect(disabled.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['customerId'] }] },
    });
    expect(await skuBalance(t.database.db, shop.red)).toEqual({ onHand: 10, reserved: 0 });
  });

  it('answers a retried submit with the first order instead of placing a second', async () => {
    const shop = await smallShop(t.database.db, 'RETRY');
    const body = orderBody(shop.customerId, [{ skuId: shop.red, quantity: 2 }]);
    const api = apiAs(t.app, await signIn(t.app, 'admin'));
    const answers = await Promise.all([api.post(orderPaths.list, body), api.post(orderPaths.list, body)]);
    const ids = answers.map((a) => a.json().data.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await skuBalance(t.database.db, shop.red)).toEqual({ onHand: 10, reserved: 2 });
    expect((await customerTotals(shop.customerId))?.orderCount).toBe(1);
  });
});

describe('cancelling', () => {
  it('releases an unpaid order’s reservation and takes it off the customer’s count', async () => {
    const shop = await smallShop(t.database.db, 'CANCEL');
    const placed = await orders.place(orderBody(shop.customerId, [{ skuId: shop.blue, quantity: 3 }]));
    const cancelled = await editorOrders.cancel(placed.id, 'Asked by phone');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Asked by phone' });
    expect(cancelled.events[0]).toMatchObject({
      type: 'CANCELLED',
      message: 'Asked by phone',
      actorName: 'Eddie Editor',
    });
    expect(await skuBalance(t.database.db, shop.blue)).toEqual({ onHand: 10, reserved: 0 });
    expect(await customerTotals(shop.customerId)).toMatchObject({ orderCount: 0, totalSpent: 0 });
    expect(await reconcileOrders(t.database.db)).toEqual([]);
  });

  it('refunds a paid order in full and releases it; an editor may not (403), an admin may', async () => {
    const shop = await smallShop(t.database.db, 'PAIDCANCEL');
    const placed = await orders.place(
      orderBody(shop.customerId, [{ skuId: shop.blue, quantity: 2 }], { shippingFee: 500 }),
    );
    await orders.pay(placed);
    const refused = await editorOrders.raw(orderPaths.cancel, placed.id, { reason: 'Out of glaze' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(Codes.FORBIDDEN);
    expect((await orders.get(placed.id)).status).toBe('PAID');
    const cancelled = await orders.cancel(placed.id, 'Out of glaze');
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      refundStatus: 'FULL',
      refundedAmount: 3000,
      refundedShipping: 500,
    });
    expect(cancelled.refunds).toMatchObject([
      { amount: 3000, shipping: 500, status: 'SUCCESS', reason: 'Out of glaze' },
    ]);
    expect(cancelled.payments[0]?.status).toBe('REFUNDED');
    expect(await skuBalance(t.database.db, shop.blue)).toEqual({ onHand: 10, reserved: 0 });
    expect(await customerTotals(shop.customerId)).toMatchObject({ orderCount: 0, totalSpent: 0 });
    expect(await reconcileStock(t.database.db)).toEqual([]);
    expect(await reconcileOrders(t.database.db)).toEqual([]);
  });
});

describe('bulk shipping', () => {
  it('ships every order or, when one cannot ship, none', async () => {
    const shop = await smallShop(t.database.db, 'BULK');
    const a = await orders.pay(
      await orders.place(orderBody(shop.customerId, [{ skuId: shop.blue, quantity: 1 }])),
    );
    const b = await orders.pay(
      await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }])),
    );
    const unpaid = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const api = apiAs(t.app, await signIn(t.app, 'admin'));
    const line = (id: number) => ({ id, carrier: 'DHL', trackingNo: `DHL${id}` });
    const refused = await api.post(orderPaths.bulkShip, {
      orders: [line(a.id), line(unpaid.id), line(b.id)],
    });
    expect(refused.json()).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      data: { orderNo: unpaid.orderNo },
    });
    expect((await orders.get(a.id)).status).toBe('PAID');
    const shipped = await api.post(orderPaths.bulkShip, { orders: [line(a.id), line(b.id)] });
    expect(shipped.json()).toMatchObject({ code: Codes.OK, data: { shipped: 2 } });
    expect((await orders.get(b.id)).trackingNo).toBe(`DHL${b.id}`);
    expect(await skuBalance(t.database.db, shop.red)).toEqual({ onHand: 9, reserved: 1 });
  });
});

describe('sign-in', () => {
  it('answers 50008 on every order route without a token', async () => {
    const anonymous = apiAs(t.app);
    const reads: string[] = [orderPaths.list, orderPaths.counts, orderPaths.export, orderPaths.item];
    for (const template of Object.values(orderPaths)) {
      const path = pathOf(template, { id: 1 });
      const res = reads.includes(template)
        ? await anonymous.get(path)
        : template === orderPaths.address
          ? await anonymous.put(path, {})
          : await anonymous.post(path, {});
      expect(res.json().code, path).toBe(Codes.ILLEGAL_TOKEN);
    }
  });
});
