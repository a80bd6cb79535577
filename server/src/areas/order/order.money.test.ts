import { type OrderDetail, orderPaths, PAYMENT_AMOUNT_MESSAGE } from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, payment, refund, stockMovement } from '../../db/schema.js';
import { apiAs, pathOf } from '../../test-support/api-client.js';
import { freshKey, orderApi, orderBody, skuBalance, smallShop } from '../../test-support/order-fixtures.js';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcileOrders } from './order-reconcile.js';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let orders: ReturnType<typeof orderApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t.app, await signIn(t.app, 'admin'));
  orders = orderApi(api);
});
afterAll(() => t.close());

const refundUrl = (id: number) => pathOf(orderPaths.refunds, { id });

async function spentOf(customerId: number) {
  const [row] = await t.database.db
    .select({ totalSpent: customer.totalSpent, orderCount: customer.orderCount })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row;
}

/** Blue 2 × 12.50 + red 1 × 8.00, shipping 4.50, discount 3.30: total 34.20, paid. */
async function paidOrder(
  prefix: string,
): Promise<{ order: OrderDetail; shop: Awaited<ReturnType<typeof smallShop>> }> {
  const shop = await smallShop(t.database.db, prefix);
  const placed = await orders.place(
    orderBody(
      shop.customerId,
      [
        { skuId: shop.blue, quantity: 2 },
        { skuId: shop.red, quantity: 1 },
      ],
      { shippingFee: 450, discount: 330 },
    ),
  );
  return { order: await orders.pay(placed), shop };
}

describe('recording a payment', () => {
  it('changes nothing when the same reference is recorded again, even twice at once', async () => {
    const shop = await smallShop(t.database.db, 'PAYDUP');
    const placed = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const body = { channel: 'BANK_TRANSFER', reference: 'TRF-2026-0042', amount: placed.total };
    const url = pathOf(orderPaths.payments, { id: placed.id });
    const answers = await Promise.all([api.post(url, body), api.post(url, body)]);
    expect(answers.map((a) => a.json().code)).toEqual([Codes.OK, Codes.OK]);
    expect(answers.map((a) => a.json().data.replayed).sort()).toEqual([false, true]);
    const again = await api.post(url, body);
    expect(again.json()).toMatchObject({
      code: Codes.OK,
      data: { replayed: true, order: { status: 'PAID' } },
    });
    const rows = await t.database.db.select().from(payment).where(eq(payment.orderId, placed.id));
    expect(rows).toHaveLength(1);
    expect((await spentOf(shop.customerId))?.totalSpent).toBe(placed.total);
  });

  it('refuses a reference already used for another order, and an amount that is not the total', async () => {
    const shop = await smallShop(t.database.db, 'PAYREF');
    const first = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const second = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    await orders.pay(first, 'SLIP-77', 'CARD_TERMINAL');
    const reused = await api.post(pathOf(orderPaths.payments, { id: second.id }), {
      channel: 'CARD_TERMINAL',
      reference: 'SLIP-77',
      amount: second.total,
    });
    expect(reused.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['reference'] }] },
    });
    expect(reused.json().message).toContain(first.orderNo);
    const short = await api.post(pathOf(orderPaths.payments, { id: second.id }), {
      channel: 'CASH',
      reference: 'CASH-1',
      amount: second.total - 1,
    });
    expect(short.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['amount'], message: PAYMENT_AMOUNT_MESSAGE }] },
    });
    expect((await orders.get(second.id)).status).toBe('PENDING_PAYMENT');
  });

  it('takes one of two different payments of one order racing, never both', async () => {
    const shop = await smallShop(t.database.db, 'PAYRACE');
    const placed = await orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const url = pathOf(orderPaths.payments, { id: placed.id });
    const answers = await Promise.all([
      api.post(url, { channel: 'CASH', reference: 'RACE-A', amount: placed.total }),
      api.post(url, { channel: 'CASH', reference: 'RACE-B', amount: placed.total }),
    ]);
    expect(answers.map((a) => a.json().code).sort()).toEqual([Codes.OK, Codes.ILLEGAL_TRANSITION]);
    const rows = await t.database.db.select().from(payment).where(eq(payment.orderId, placed.id));
    expect(rows).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('works out a line’s share of what was paid (the discount spread over the goods), and lets staff lower it', async () => {
    const { order } = await paidOrder('SHARE');
    const red = order.lines.find((l) => l.skuCode === 'SHARE-RED');
    const preview = await api.post(refundUrl(order.id), {
      lines: [{ lineId: red?.id, quantity: 1 }],
      reason: 'Chipped',
      dryRun: true,
      idempotencyKey: freshKey('refund'),
    });
    // 800 × (3300 − 330) / 3300 = 720
    expect(preview.json()).toMatchObject({
      code: Codes.OK,
      data: { linesAmount: 720, shipping: 0, amount: 720, refundable: 3420, refund: null },
    });
    const tooMuch = await api.post(refundUrl(order.id), {
      lines: [{ lineId: red?.id, quantity: 1 }],
      amount: 721,
      reason: 'Chipped',
      idempotencyKey: freshKey('refund'),
    });
    expect(tooMuch.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['amount'] }] },
    });
    const made = await api.post(refundUrl(order.id), {
      lines: [{ lineId: red?.id, quantity: 1 }],
      amount: 500,
      reason: 'Chipped, keeps it',
      idempotencyKey: freshKey('refund'),
    });
    expect(made.json()).toMatchObject({
      code: Codes.OK,
      data: { amount: 500, refund: { amount: 500, status: 'SUCCESS' } },
    });
    const after = await orders.get(order.id);
    expect(after).toMatchObject({ refundStatus: 'PARTIAL', refundedAmount: 500, status: 'PAID' });
    expect(after.lines.find((l) => l.id === red?.id)?.refundedQuantity).toBe(1);
    expect(after.payments[0]).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 500 });
    expect(after.events[0]).toMatchObject({
      type: 'REFUNDED',
      message: 'Chipped, keeps it',
      data: { amount: 500 },
    });
  });

  it('gives an unshipped line’s reservation back, ships only the rest, and refunds the last of it exactly', async () => {
    const { order, shop } = await paidOrder('REST');
    const blue = order.lines.find((l) => l.skuCode === 'REST-BLUE');
    const red = order.lines.find((l) => l.skuCode === 'REST-RED');
    const key = freshKey('refund');
    const first = { lines: [{ lineId: blue?.id, quantity: 1 }], reason: 'One fewer', idempotencyKey: key };
    const res = await api.post(refundUrl(order.id), first);
    expect(res.json().data.amount).toBe(1125); // 1250 × 2970 / 3300
    const replay = await api.post(refundUrl(order.id), first);
    expect(replay.json()).toMatchObject({
      code: Codes.OK,
      data: { replayed: true, refund: { id: res.json().data.refund.id } },
    });
    expect(await skuBalance(t.database.db, shop.blue)).toEqual({ onHand: 10, reserved: 1 });
    await orders.ship(order.id);
    expect(await skuBalance(t.database.db, shop.blue)).toEqual({ onHand: 9, reserved: 0 });
    const rest = await api.post(refundUrl(order.id), {
      lines: [
        { lineId: blue?.id, quantity: 1 },
        { lineId: red?.id, quantity: 1 },
      ],
      shipping: 450,
      reason: 'Lost in the post',
      idempotencyKey: freshKey('refund'),
    });
    expect(rest.json().data.amount).toBe(3420 - 1125);
    const after = await orders.get(order.id);
    expect(after).toMatchObject({ refundStatus: 'FULL', refundedAmount: 3420, refundedShipping: 450 });
    const more = await api.post(refundUrl(order.id), {
      shipping: 0,
      amount: 1,
      reason: 'x',
      idempotencyKey: freshKey('refund'),
    });
    expect(more.json().code).toBe(Codes.ILLEGAL_TRANSITION);
    expect(await spentOf(shop.customerId)).toEqual({ totalSpent: 0, orderCount: 1 });
    expect(await reconcileStock(t.database.db)).toEqual([]);
    expect(await reconcileOrders(t.database.db)).toEqual([]);
  });

  it('never lets two refunds racing together pass what was paid', async () => {
    const { order, shop } = await paidOrder('RACE');
    const [blue, red] = order.lines;
    // Everything (34.20) and one blue mug (11.25) at once: together they would pass what was paid.
    const everything = api.post(refundUrl(order.id), {
      lines: [
        { lineId: blue?.id, quantity: 2 },
        { lineId: red?.id, quantity: 1 },
      ],
      shipping: 450,
      reason: 'Race: all',
      idempotencyKey: freshKey('race'),
    });
    const oneMug = api.post(refundUrl(order.id), {
      lines: [{ lineId: blue?.id, quantity: 1 }],
      reason: 'Race: one',
      idempotencyKey: freshKey('race'),
    });
    const answers = await Promise.all([everything, oneMug]);
    const won = answers.filter((a) => a.json().code === Codes.OK);
    expect(won).toHaveLength(1);
    const rows = await t.database.db.select().from(refund).where(eq(refund.orderId, order.id));
    expect(rows).toHaveLength(1);
    const [paid] = await t.database.db.select().from(payment).where(eq(payment.orderId, order.id));
    expect(paid?.refundedAmount).toBe(won[0]?.json().data.amount);
    expect(paid?.refundedAmount).toBeLessThanOrEqual(order.total);
    expect((await spentOf(shop.customerId))?.totalSpent).toBe(order.total - (paid?.refundedAmount ?? 0));
    expect(await reconcileOrders(t.database.db)).toEqual([]);
  });

  it('holds refunded ≤ paid in the database itself, whatever a writer forgets', async () => {
    const { order } = await paidOrder('CHECK');
    const write = t.database.db
      .update(payment)
      .set({ refundedAmount: order.total + 1 })
      .where(eq(payment.orderId, order.id));
    await expect(write).rejects.toThrow();
  });

  it('is refused to editors (403) and touches nothing', async () => {
    const { order } = await paidOrder('EDREF');
    const editor = apiAs(t.app, await signIn(t.app, 'editor'));
    const res = await editor.post(refundUrl(order.id), {
      shipping: 450,
      reason: 'x',
      idempotencyKey: freshKey('ed'),
    });
    expect(res.statusCode).toBe(403);
    expect((await orders.get(order.id)).refundedAmount).toBe(0);
  });
});

describe('after-sales', () => {
  it('takes a return from request to refund, putting the goods back in stock', async () => {
    const { order, shop } = await paidOrder('RETURN');
    await orders.ship(order.id);
    const red = order.lines.find((l) => l.skuCode === 'RETURN-RED');
    const requested = await orders.raw(orderPaths.afterSales, order.id, {
      type: 'RETURN_REFUND',
      lines: [{ lineId: red?.id, quantity: 1 }],
      reason: 'Wrong colour',
    });
    const opened = requested.json().data as OrderDetail;
    expect(opened.hasOpenAfterSale).toBe(true);
    const afterSaleId = opened.afterSales[0]?.id as number;
    const early = await api.post(pathOf(orderPaths.afterSaleReceive, { id: afterSaleId }), { restock: true });
    expect(early.json().code).toBe(Codes.ILLEGAL_TRANSITION);
    await api.post(pathOf(orderPaths.afterSaleApprove, { id: afterSaleId }));
    const received = await api.post(pathOf(orderPaths.afterSaleReceive, { id: afterSaleId }), {
      restock: true,
    });
    expect(received.json().data.afterSales[0]).toMatchObject({ status: 'RECEIVED', restocked: true });
    expect(await skuBalance(t.database.db, shop.red)).toEqual({ onHand: 10, reserved: 0 });
    const restock = await t.database.db.select().from(stockMovement).where(eq(stockMovement.type, 'RESTOCK'));
    expect(restock.some((m) => m.skuId === shop.red && m.deltaOnHand === 1)).toBe(true);
    const refunded = await api.post(refundUrl(order.id), {
      afterSaleId,
      reason: 'Returned',
      idempotencyKey: freshKey('as'),
    });
    expect(refunded.json()).toMatchObject({ code: Codes.OK, data: { amount: 720 } });
    const after = await orders.get(order.id);
    expect(after).toMatchObject({ hasOpenAfterSale: false, refundStatus: 'PARTIAL', status: 'SHIPPED' });
    expect(after.afterSales[0]?.status).toBe('REFUNDED');
    expect(after.events.map((e) => e.type).slice(0, 5)).toEqual([
      'REFUNDED',
      'RESTOCKED',
      'AFTER_SALE_RECEIVED',
      'AFTER_SALE_APPROVED',
      'AFTER_SALE_REQUESTED',
    ]);
    expect(await reconcileStock(t.database.db)).toEqual([]);
  });

  it('rejects with a reason, and refuses a return on an order not yet shipped', async () => {
    const { order } = await paidOrder('REJECT');
    const line = order.lines[0];
    const returnUnshipped = await orders.raw(orderPaths.afterSales, order.id, {
      type: 'RETURN_REFUND',
      lines: [{ lineId: line?.id, quantity: 1 }],
      reason: 'x',
    });
    expect(returnUnshipped.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['type'] }] },
    });
    const requested = await orders.raw(orderPaths.afterSales, order.id, {
      type: 'REFUND_ONLY',
      lines: [{ lineId: line?.id, quantity: 1 }],
      reason: 'Changed mind',
    });
    const afterSaleId = requested.json().data.afterSales[0].id;
    const rejected = await api.post(pathOf(orderPaths.afterSaleReject, { id: afterSaleId }), {
      reason: 'Made to order',
    });
    expect(rejected.json().data).toMatchObject({
      hasOpenAfterSale: false,
      afterSales: [{ status: 'REJECTED', rejectReason: 'Made to order' }],
    });
    const again = await api.post(pathOf(orderPaths.afterSaleApprove, { id: afterSaleId }));
    expect(again.json().code).toBe(Codes.ILLEGAL_TRANSITION);
  });
});
