import { orderEndpoints } from '@shop/contract/areas/order.endpoints';
import { Codes } from '@shop/contract/codes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customer, shopOrder, stockMovement } from '../../db/schema.js';
import { type Caller, useTestApp } from '../../test-support/harness.js';
import { expectKeyReused } from '../../test-support/idempotency-expect.js';
import { address, orderApi, orderBody, skuBalance, smallShop } from '../../test-support/order-fixtures.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcileOrders } from './order-reconcile.js';

const t = useTestApp();
let admin: Caller;
let editor: Caller;
let orders: ReturnType<typeof orderApi>;
let editorOrders: ReturnType<typeof orderApi>;
beforeAll(async () => {
  admin = await t.as('admin');
  editor = await t.as('editor');
  orders = orderApi(admin);
  editorOrders = orderApi(editor);
});

async function customerTotals(id: number) {
  const [row] = await t.db
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
    const shop = await smallShop(t.db, 'LIFE');
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
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 10, reserved: 2 });
    expect(await customerTotals(shop.customerId)).toMatchObject({ totalSpent: 0, orderCount: 1 });

    const paid = await orders.pay(placed, 'RCPT-LIFE-1');
    expect(paid).toMatchObject({ status: 'PAID', paidAmount: 3450, autoCloseAt: null });
    expect(paid.payments).toMatchObject([
      { channel: 'CASH', status: 'SUCCESS', amount: 3450, reference: 'RCPT-LIFE-1' },
    ]);
    expect((await customerTotals(shop.customerId))?.totalSpent).toBe(3450);

    const shipped = await orders.ship(placed.id);
    expect(shipped).toMatchObject({ status: 'SHIPPED', carrier: 'Correos', trackingNo: `TRK${placed.id}` });
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 8, reserved: 0 });
    const sales = await t.db.select().from(stockMovement).where(eq(stockMovement.refId, placed.orderNo));
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
    expect(await reconcileStock(t.db)).toEqual([]);
    expect(await reconcileOrders(t.db)).toEqual([]);
  });

  it('keeps a note and a changed address on the timeline, and refuses a stale address edit', async () => {
    const shop = await smallShop(t.db, 'ADDR');
    const placed = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const params = { id: placed.id };
    const moved = await admin.ok('changeOrderAddress', {
      params,
      body: { ...address, city: 'Sevilla', version: placed.version },
    });
    expect(moved.receiver.city).toBe('Sevilla');
    const stale = await admin.call('changeOrderAddress', {
      params,
      body: { ...address, city: 'Bilbao', version: placed.version },
    });
    expect(stale.json()).toMatchObject({
      code: Codes.VERSION_CONFLICT,
      key: 'request.staleVersion',
      params: { by: 'Ada Admin' },
      data: { updatedBy: 'Ada Admin' },
    });
    const noted = await admin.ok('addOrderNote', { params, body: { message: 'Gift wrap, please' } });
    const events = noted.events;
    expect(events.map((e) => e.type)).toEqual(['NOTE', 'ADDRESS_CHANGED', 'PLACED']);
    expect(events[0]).toMatchObject({ message: 'Gift wrap, please', actorName: 'Ada Admin' });
    expect((await orders.get(placed.id)).receiver.city).toBe('Sevilla');
  });
});

describe('actions from the wrong status get 42203 and change nothing', () => {
  const ship = { carrier: 'UPS', trackingNo: '1Z' };
  it.each([
    ['ship an unpaid order', 'PENDING_PAYMENT', 'shipOrder', ship, 'order.cannotShip', 'PAID'],
    [
      'complete an unpaid order',
      'PENDING_PAYMENT',
      'completeOrder',
      undefined,
      'order.cannotComplete',
      'SHIPPED',
    ],
    [
      'pay a paid order',
      'PAID',
      'recordPayment',
      { channel: 'CASH', reference: 'AGAIN-1', amount: 800 },
      'order.cannotPay',
      'PENDING_PAYMENT',
    ],
    ['complete a paid order', 'PAID', 'completeOrder', undefined, 'order.cannotComplete', 'SHIPPED'],
    [
      'cancel a shipped order',
      'SHIPPED',
      'cancelOrder',
      { reason: 'Too late' },
      'order.cannotCancel',
      'PENDING_PAYMENT, PAID',
    ],
    ['ship a shipped order', 'SHIPPED', 'shipOrder', ship, 'order.cannotShip', 'PAID'],
    [
      'edit the address of a shipped order',
      'SHIPPED',
      'changeOrderAddress',
      'address',
      'order.cannotEditAddress',
      'PENDING_PAYMENT, PAID',
    ],
    [
      'cancel a completed order',
      'COMPLETED',
      'cancelOrder',
      { reason: 'Too late' },
      'order.cannotCancel',
      'PENDING_PAYMENT, PAID',
    ],
    [
      'pay a cancelled order',
      'CANCELLED',
      'recordPayment',
      { channel: 'CASH', reference: 'LATE-1', amount: 800 },
      'order.cannotPay',
      'PENDING_PAYMENT',
    ],
    ['ship a cancelled order', 'CANCELLED', 'shipOrder', ship, 'order.cannotShip', 'PAID'],
    [
      'refund an unpaid order',
      'PENDING_PAYMENT',
      'refundOrder',
      { lines: [], shipping: 0, reason: 'x', idempotencyKey: 'refund-unpaid-1' },
      'order.cannotRefund',
      'PAID, SHIPPED, COMPLETED',
    ],
  ] as const)('refuses to %s', async (_label, status, operation, body, key, allowed) => {
    const shop = await smallShop(t.db, `BAD${Math.random().toString(36).slice(2, 7).toUpperCase()}`);
    let order = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    if (status !== 'PENDING_PAYMENT' && status !== 'CANCELLED') order = await orders.pay(order);
    if (status === 'SHIPPED' || status === 'COMPLETED') order = await orders.ship(order.id);
    if (status === 'COMPLETED') order = await orders.complete(order.id);
    if (status === 'CANCELLED') order = await orders.cancel(order.id);
    const before = await skuBalance(t.db, shop.red);
    const payload = body === 'address' ? { ...address, version: order.version } : body;
    const res = await admin.call(operation, { params: { id: order.id }, body: payload });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      key,
      params: { status, allowed },
      data: { orderNo: order.orderNo, status },
    });
    expect(res.json().message).toContain(status);
    const after = await orders.get(order.id);
    expect(after.status).toBe(status);
    expect(after.version).toBe(order.version);
    expect(await skuBalance(t.db, shop.red)).toEqual(before);
  });
});

describe('placing refusals', () => {
  it('refuses more than is available with 42201 and reserves nothing', async () => {
    const shop = await smallShop(t.db, 'SHORT', 3);
    const res = await admin.call('placeOrder', {
      body: orderBody(shop.customerId, [
        { skuId: shop.red, quantity: 1 },
        { skuId: shop.blue, quantity: 4 },
      ]),
    });
    expect(res.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      key: 'inventory.insufficientStock',
      data: { skuCode: 'SHORT-BLUE', available: 3 },
    });
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 3, reserved: 0 });
    expect((await customerTotals(shop.customerId))?.orderCount).toBe(0);
  });

  it('refuses a discount above the goods, a SKU not on sale, and a disabled customer, field by field', async () => {
    const shop = await smallShop(t.db, 'REFUSE');
    const place = (body: ReturnType<typeof orderBody>) => admin.call('placeOrder', { body });
    const discount = await place(
      orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }], { discount: 801 }),
    );
    expect(discount.json()).toMatchObject({
      code: Codes.VALIDATION,
      key: 'order.discountTooLarge',
      data: { issues: [{ path: ['discount'], key: 'order.discountTooLarge', params: {} }] },
    });
    const gone = await place(orderBody(shop.customerId, [{ skuId: 99_999, quantity: 1 }]));
    expect(gone.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['lines', 0, 'skuId'], key: 'order.skuNotSellable' }] },
    });
    await t.db.update(customer).set({ status: 'DISABLED' }).where(eq(customer.id, shop.customerId));
    const disabled = await place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    expect(disabled.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['customerId'] }] },
    });
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: 0 });
  });

  it('answers a retried submit with the first order instead of placing a second', async () => {
    const shop = await smallShop(t.db, 'RETRY');
    const body = orderBody(shop.customerId, [{ skuId: shop.red, quantity: 2 }]);
    const answers = await Promise.all([
      admin.call('placeOrder', { body }),
      admin.call('placeOrder', { body }),
    ]);
    const ids = answers.map((a) => a.json().data.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: 2 });
    expect((await customerTotals(shop.customerId))?.orderCount).toBe(1);
  });
});

describe('an idempotency key names one order', () => {
  const place = (body: ReturnType<typeof orderBody>) => admin.call('placeOrder', { body });
  const ordersWithKey = async (key: string) =>
    (await t.db.select({ id: shopOrder.id }).from(shopOrder).where(eq(shopOrder.idempotencyKey, key))).length;

  it('answers the same request again with the first order, saying so in Idempotent-Replayed', async () => {
    const shop = await smallShop(t.db, 'IDEMSAME');
    const body = orderBody(shop.customerId, [{ skuId: shop.red, quantity: 2 }], { buyerNote: 'Gift' });
    const first = await place(body);
    expect(first.json().code).toBe(Codes.OK);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same request, its fields written in another order and a note the server trims alike.
    const { idempotencyKey, ...rest } = body;
    const again = await place({ buyerNote: ' Gift ', ...rest, idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await ordersWithKey(body.idempotencyKey)).toBe(1);
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: 2 });
    expect((await customerTotals(shop.customerId))?.orderCount).toBe(1);
  });

  it('refuses the key with another request (42206) and places nothing', async () => {
    const shop = await smallShop(t.db, 'IDEMDIFF');
    const body = orderBody(shop.customerId, [{ skuId: shop.red, quantity: 2 }]);
    await orders.place(body);
    for (const other of [
      { ...body, lines: [{ skuId: shop.red, quantity: 3 }] },
      { ...body, lines: [{ skuId: shop.blue, quantity: 2 }] },
      { ...body, address: { ...address, line: 'Calle Menor 2' } },
      { ...body, shippingFee: 100 },
    ]) {
      const answer = await place(other);
      expectKeyReused(answer);
    }
    expect(await ordersWithKey(body.idempotencyKey)).toBe(1);
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: 2 });
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 10, reserved: 0 });
    expect((await customerTotals(shop.customerId))?.orderCount).toBe(1);
  });

  it('two different requests sent at once with one key: one order, the other 42206', async () => {
    const shop = await smallShop(t.db, 'IDEMRACE');
    const body = orderBody(shop.customerId, [{ skuId: shop.red, quantity: 2 }]);
    const other = { ...body, lines: [{ skuId: shop.blue, quantity: 1 }] };
    const answers = await Promise.all([place(body), place(other)]);
    const codes = answers.map((a) => a.json().code);
    expect([...codes].sort()).toEqual([Codes.OK, Codes.IDEMPOTENCY_KEY_REUSED]);
    const won = codes[0] === Codes.OK ? 'red' : 'blue';
    expect(await ordersWithKey(body.idempotencyKey)).toBe(1);
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: won === 'red' ? 2 : 0 });
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 10, reserved: won === 'blue' ? 1 : 0 });
    expect((await customerTotals(shop.customerId))?.orderCount).toBe(1);
  });
});

describe('cancelling', () => {
  it('releases an unpaid order’s reservation and takes it off the customer’s count', async () => {
    const shop = await smallShop(t.db, 'CANCEL');
    const placed = await orders.place(orderBody(shop.customerId, [{ skuId: shop.blue, quantity: 3 }]));
    const cancelled = await editorOrders.cancel(placed.id, 'Asked by phone');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Asked by phone' });
    expect(cancelled.events[0]).toMatchObject({
      type: 'CANCELLED',
      message: 'Asked by phone',
      actorName: 'Eddie Editor',
    });
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 10, reserved: 0 });
    expect(await customerTotals(shop.customerId)).toMatchObject({ orderCount: 0, totalSpent: 0 });
    expect(await reconcileOrders(t.db)).toEqual([]);
  });

  it('refunds a paid order in full and releases it; an editor may not (403), an admin may', async () => {
    const shop = await smallShop(t.db, 'PAIDCANCEL');
    const placed = await orders.place(
      orderBody(shop.customerId, [{ skuId: shop.blue, quantity: 2 }], { shippingFee: 500 }),
    );
    await orders.pay(placed);
    const refused = await editor.call('cancelOrder', {
      params: { id: placed.id },
      body: { reason: 'Out of glaze' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: Codes.FORBIDDEN, key: 'order.paidCancelNeedsRefund' });
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
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 10, reserved: 0 });
    expect(await customerTotals(shop.customerId)).toMatchObject({ orderCount: 0, totalSpent: 0 });
    expect(await reconcileStock(t.db)).toEqual([]);
    expect(await reconcileOrders(t.db)).toEqual([]);
  });
});

describe('bulk shipping', () => {
  it('ships every order or, when one cannot ship, none', async () => {
    const shop = await smallShop(t.db, 'BULK');
    const a = await orders.pay(
      await orders.place(orderBody(shop.customerId, [{ skuId: shop.blue, quantity: 1 }])),
    );
    const b = await orders.pay(
      await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }])),
    );
    const unpaid = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const line = (id: number) => ({ id, carrier: 'DHL', trackingNo: `DHL${id}` });
    const refused = await admin.call('bulkShipOrders', {
      body: { orders: [line(a.id), line(unpaid.id), line(b.id)] },
    });
    expect(refused.json()).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      key: 'order.cannotShip',
      params: { status: 'PENDING_PAYMENT', allowed: 'PAID' },
      data: { orderNo: unpaid.orderNo },
    });
    expect((await orders.get(a.id)).status).toBe('PAID');
    const shipped = await admin.call('bulkShipOrders', { body: { orders: [line(a.id), line(b.id)] } });
    expect(shipped.json()).toMatchObject({ code: Codes.OK, data: { shipped: 2 } });
    expect((await orders.get(b.id)).trackingNo).toBe(`DHL${b.id}`);
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 9, reserved: 1 });
  });

  it('writes a SALE per order and SKU, chained, with each order its timeline and audit row', async () => {
    const shop = await smallShop(t.db, 'BULK2');
    const both = [
      { skuId: shop.blue, quantity: 2 },
      { skuId: shop.red, quantity: 3 },
    ];
    const a = await orders.pay(await orders.place(orderBody(shop.customerId, both)));
    const b = await orders.pay(
      await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 4 }])),
    );
    const shipped = await admin.call('bulkShipOrders', {
      body: { orders: [b, a].map(({ id }) => ({ id, carrier: 'UPS', trackingNo: `UPS${id}` })) },
    });
    expect(shipped.json()).toMatchObject({ code: Codes.OK, data: { shipped: 2 } });
    const sales = await t.db
      .select()
      .from(stockMovement)
      .where(eq(stockMovement.type, 'SALE'))
      .orderBy(stockMovement.id);
    const ours = sales.filter((m) => m.refId === a.orderNo || m.refId === b.orderNo);
    expect(ours.map((m) => [m.refId, m.skuId, m.deltaOnHand, m.onHandAfter, m.reservedAfter])).toEqual([
      [a.orderNo, shop.blue, -2, 8, 0],
      [a.orderNo, shop.red, -3, 7, 4],
      [b.orderNo, shop.red, -4, 3, 0],
    ]);
    for (const order of [a, b]) {
      const detail = await orders.get(order.id);
      expect(detail).toMatchObject({
        status: 'SHIPPED',
        carrier: 'UPS',
        trackingNo: `UPS${order.id}`,
        version: order.version + 1,
      });
      expect(detail.events[0]).toMatchObject({
        type: 'SHIPPED',
        actorName: 'Ada Admin',
        data: { carrier: 'UPS', trackingNo: `UPS${order.id}` },
      });
    }
    const audits = await t.db
      .select({ entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shop_order'), eq(auditLog.action, 'ship')));
    expect(audits.filter((row) => row.entityId === String(b.id))).toEqual([
      { entityId: String(b.id), after: { status: 'SHIPPED', carrier: 'UPS', trackingNo: `UPS${b.id}` } },
    ]);
    expect(await reconcileStock(t.db)).toEqual([]);
    expect(await reconcileOrders(t.db)).toEqual([]);
  });
});

describe('sign-in', () => {
  it('answers 50008 on every order route without a token', async () => {
    const anonymous = t.anonymous();
    for (const endpoint of Object.values(orderEndpoints)) {
      const res = await anonymous.call(endpoint.operationId, {
        params: { id: 1 },
        ...(endpoint.method === 'GET' ? {} : { body: {} }),
      });
      expect(res.json().code, endpoint.operationId).toBe(Codes.ILLEGAL_TOKEN);
    }
  });
});
