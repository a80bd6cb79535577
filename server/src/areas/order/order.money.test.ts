import type { OrderDetail, RecordPaymentBody, RefundBody } from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customer, payment, refund, stockMovement } from '../../db/schema.js';
import { expectKeyReused } from '../../test-support/idempotency-expect.js';
import {
  freshKey,
  orderBody,
  skuBalance,
  smallShop,
  useAdminOrders,
} from '../../test-support/order-fixtures.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcileOrders } from './order-reconcile.js';

const { t, desk } = useAdminOrders();

/** A refund (or its dry run) of an order, as `caller` (admin unless said): the raw answer. */
const refundOf = (id: number, body: RefundBody, caller = desk.admin) =>
  caller.call('refundOrder', { params: { id }, body });

const payOf = (id: number, body: RecordPaymentBody) =>
  desk.admin.call('recordPayment', { params: { id }, body });

/** A line of the order by its SKU code (the test fails if it is not there). */
function lineOf(order: OrderDetail, skuCode: string): number {
  const line = order.lines.find((l) => l.skuCode === skuCode);
  if (!line) throw new Error(`${skuCode} is not on ${order.orderNo}`);
  return line.id;
}

async function spentOf(customerId: number) {
  const [row] = await t.db
    .select({ totalSpent: customer.totalSpent, orderCount: customer.orderCount })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row;
}

/** Blue 2 × 12.50 + red 1 × 8.00, shipping 4.50, discount 3.30: total 34.20, paid. */
async function paidOrder(
  prefix: string,
): Promise<{ order: OrderDetail; shop: Awaited<ReturnType<typeof smallShop>> }> {
  const shop = await smallShop(t.db, prefix);
  const placed = await desk.orders.place(
    orderBody(
      shop.customerId,
      [
        { skuId: shop.blue, quantity: 2 },
        { skuId: shop.red, quantity: 1 },
      ],
      { shippingFee: 450, discount: 330 },
    ),
  );
  return { order: await desk.orders.pay(placed), shop };
}

describe('recording a payment', () => {
  it('changes nothing when the same reference is recorded again, even twice at once', async () => {
    const shop = await smallShop(t.db, 'PAYDUP');
    const placed = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const body = { channel: 'BANK_TRANSFER', reference: 'TRF-2026-0042', amount: placed.total } as const;
    const answers = await Promise.all([payOf(placed.id, body), payOf(placed.id, body)]);
    expect(answers.map((a) => a.json().code)).toEqual([Codes.OK, Codes.OK]);
    expect(answers.map((a) => a.json().data.replayed).sort()).toEqual([false, true]);
    const again = await payOf(placed.id, body);
    expect(again.json()).toMatchObject({
      code: Codes.OK,
      data: { replayed: true, order: { status: 'PAID' } },
    });
    const rows = await t.db.select().from(payment).where(eq(payment.orderId, placed.id));
    expect(rows).toHaveLength(1);
    expect((await spentOf(shop.customerId))?.totalSpent).toBe(placed.total);
  });

  it('refuses a reference already used for another order, and an amount that is not the total', async () => {
    const shop = await smallShop(t.db, 'PAYREF');
    const first = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const second = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    await desk.orders.pay(first, 'SLIP-77', 'CARD_TERMINAL');
    const reused = await payOf(second.id, {
      channel: 'CARD_TERMINAL',
      reference: 'SLIP-77',
      amount: second.total,
    });
    expect(reused.json()).toMatchObject({
      code: Codes.VALIDATION,
      key: 'order.referenceUsed',
      params: { orderNo: first.orderNo },
      data: {
        issues: [{ path: ['reference'], key: 'order.referenceUsed', params: { orderNo: first.orderNo } }],
      },
    });
    expect(reused.json().message).toContain(first.orderNo);
    const short = await payOf(second.id, { channel: 'CASH', reference: 'CASH-1', amount: second.total - 1 });
    expect(short.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: {
        issues: [
          { path: ['amount'], key: 'order.paymentAmount', message: 'The amount must be the order total' },
        ],
      },
    });
    expect((await desk.orders.get(second.id)).status).toBe('PENDING_PAYMENT');
  });

  it('records cash without a reference, a retried click answering the first payment by its key', async () => {
    const shop = await smallShop(t.db, 'PAYCASH');
    const placed = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const body = { channel: 'CASH', amount: placed.total, idempotencyKey: freshKey('cash') } as const;
    const answers = await Promise.all([payOf(placed.id, body), payOf(placed.id, body)]);
    expect(answers.map((a) => a.json().code)).toEqual([Codes.OK, Codes.OK]);
    expect(answers.map((a) => a.json().data.replayed).sort()).toEqual([false, true]);
    const rows = await t.db.select().from(payment).where(eq(payment.orderId, placed.id));
    expect(rows).toMatchObject([{ channel: 'CASH', reference: null, amount: placed.total }]);
    expect((await spentOf(shop.customerId))?.totalSpent).toBe(placed.total);
    expectKeyReused(await payOf(placed.id, { ...body, note: 'another request' }));

    // A second referenceless cash payment of a paid order (another key) is an illegal transition.
    const other = await payOf(placed.id, { ...body, idempotencyKey: freshKey('cash') });
    expect(other.json().code).toBe(Codes.ILLEGAL_TRANSITION);
  });

  it('still asks a transfer or terminal payment for its reference, and keyless cash for a key', async () => {
    const shop = await smallShop(t.db, 'PAYNOREF');
    const placed = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    for (const channel of ['BANK_TRANSFER', 'CARD_TERMINAL'] as const) {
      const answer = await payOf(placed.id, { channel, amount: placed.total, idempotencyKey: freshKey() });
      expect(answer.json()).toMatchObject({
        code: Codes.VALIDATION,
        data: { issues: [{ path: ['reference'], key: 'order.referenceRequired' }] },
      });
    }
    const keyless = await payOf(placed.id, { channel: 'CASH', reference: '', amount: placed.total });
    expect(keyless.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['idempotencyKey'], key: 'order.cashNeedsKey' }] },
    });
    expect((await desk.orders.get(placed.id)).status).toBe('PENDING_PAYMENT');
  });

  it('takes one of two different payments of one order racing, never both', async () => {
    const shop = await smallShop(t.db, 'PAYRACE');
    const placed = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    const answers = await Promise.all([
      payOf(placed.id, { channel: 'CASH', reference: 'RACE-A', amount: placed.total }),
      payOf(placed.id, { channel: 'CASH', reference: 'RACE-B', amount: placed.total }),
    ]);
    expect(answers.map((a) => a.json().code).sort()).toEqual([Codes.OK, Codes.ILLEGAL_TRANSITION]);
    const rows = await t.db.select().from(payment).where(eq(payment.orderId, placed.id));
    expect(rows).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('works out a line’s share of what was paid (the discount spread over the goods), and lets staff lower it', async () => {
    const { order } = await paidOrder('SHARE');
    const red = lineOf(order, 'SHARE-RED');
    const preview = await refundOf(order.id, {
      lines: [{ lineId: red, quantity: 1 }],
      reason: 'Chipped',
      dryRun: true,
      idempotencyKey: freshKey('refund'),
    });
    // 800 × (3300 − 330) / 3300 = 720
    expect(preview.json()).toMatchObject({
      code: Codes.OK,
      data: { linesAmount: 720, shipping: 0, amount: 720, refundable: 3420, refund: null },
    });
    const tooMuch = await refundOf(order.id, {
      lines: [{ lineId: red, quantity: 1 }],
      amount: 721,
      reason: 'Chipped',
      idempotencyKey: freshKey('refund'),
    });
    expect(tooMuch.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['amount'], key: 'order.refundAboveComputed', params: { most: 720 } }] },
    });
    const twoOfOne = await refundOf(order.id, {
      lines: [{ lineId: red, quantity: 2 }],
      reason: 'Chipped',
      idempotencyKey: freshKey('refund'),
    });
    expect(twoOfOne.json()).toMatchObject({
      code: Codes.VALIDATION,
      key: 'order.refundExceedsRemaining',
      params: { remaining: 1 },
      message: 'lines.0.quantity: At most 1 left to refund',
      data: {
        issues: [
          {
            path: ['lines', 0, 'quantity'],
            key: 'order.refundExceedsRemaining',
            params: { remaining: 1 },
            message: 'At most 1 left to refund',
          },
        ],
      },
    });
    const made = await refundOf(order.id, {
      lines: [{ lineId: red, quantity: 1 }],
      amount: 500,
      reason: 'Chipped, keeps it',
      idempotencyKey: freshKey('refund'),
    });
    expect(made.json()).toMatchObject({
      code: Codes.OK,
      data: { amount: 500, refund: { amount: 500, status: 'SUCCESS' } },
    });
    const after = await desk.orders.get(order.id);
    expect(after).toMatchObject({ refundStatus: 'PARTIAL', refundedAmount: 500, status: 'PAID' });
    expect(after.lines.find((l) => l.id === red)?.refundedQuantity).toBe(1);
    const again = await refundOf(order.id, {
      lines: [{ lineId: red, quantity: 1 }],
      reason: 'Chipped again',
      idempotencyKey: freshKey('refund'),
    });
    expect(again.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ key: 'order.refundExceedsRemaining', params: { remaining: 0 } }] },
    });
    expect(after.payments[0]).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 500 });
    expect(after.events[0]).toMatchObject({
      type: 'REFUNDED',
      message: 'Chipped, keeps it',
      data: { amount: 500 },
    });
  });

  it('gives an unshipped line’s reservation back, ships only the rest, and refunds the last of it exactly', async () => {
    const { order, shop } = await paidOrder('REST');
    const blue = lineOf(order, 'REST-BLUE');
    const red = lineOf(order, 'REST-RED');
    const key = freshKey('refund');
    const first = { lines: [{ lineId: blue, quantity: 1 }], reason: 'One fewer', idempotencyKey: key };
    const res = await refundOf(order.id, first);
    expect(res.json().data.amount).toBe(1125); // 1250 × 2970 / 3300
    const replay = await refundOf(order.id, first);
    expect(replay.json()).toMatchObject({
      code: Codes.OK,
      data: { replayed: true, refund: { id: res.json().data.refund.id } },
    });
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 10, reserved: 1 });
    await desk.orders.ship(order.id);
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 9, reserved: 0 });
    const tooMuchShipping = await refundOf(order.id, {
      shipping: 451,
      reason: 'Postage',
      idempotencyKey: freshKey('refund'),
    });
    expect(tooMuchShipping.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: {
        issues: [{ path: ['shipping'], key: 'order.shippingExceedsRemaining', params: { remaining: 450 } }],
      },
    });
    const rest = await refundOf(order.id, {
      lines: [
        { lineId: blue, quantity: 1 },
        { lineId: red, quantity: 1 },
      ],
      shipping: 450,
      reason: 'Lost in the post',
      idempotencyKey: freshKey('refund'),
    });
    expect(rest.json().data.amount).toBe(3420 - 1125);
    const after = await desk.orders.get(order.id);
    expect(after).toMatchObject({ refundStatus: 'FULL', refundedAmount: 3420, refundedShipping: 450 });
    const more = await refundOf(order.id, {
      shipping: 0,
      amount: 1,
      reason: 'x',
      idempotencyKey: freshKey('refund'),
    });
    expect(more.json()).toMatchObject({ code: Codes.ILLEGAL_TRANSITION, key: 'order.nothingToRefund' });
    expect(await spentOf(shop.customerId)).toEqual({ totalSpent: 0, orderCount: 1 });
    expect(await reconcileStock(t.db)).toEqual([]);
    expect(await reconcileOrders(t.db)).toEqual([]);
  });

  it('never lets two refunds racing together pass what was paid', async () => {
    const { order, shop } = await paidOrder('RACE');
    const [blue, red] = order.lines;
    // Everything (34.20) and one blue mug (11.25) at once: together they would pass what was paid.
    const everything = refundOf(order.id, {
      lines: [
        { lineId: blue?.id ?? 0, quantity: 2 },
        { lineId: red?.id ?? 0, quantity: 1 },
      ],
      shipping: 450,
      reason: 'Race: all',
      idempotencyKey: freshKey('race'),
    });
    const oneMug = refundOf(order.id, {
      lines: [{ lineId: blue?.id ?? 0, quantity: 1 }],
      reason: 'Race: one',
      idempotencyKey: freshKey('race'),
    });
    const answers = await Promise.all([everything, oneMug]);
    const won = answers.filter((a) => a.json().code === Codes.OK);
    expect(won).toHaveLength(1);
    const rows = await t.db.select().from(refund).where(eq(refund.orderId, order.id));
    expect(rows).toHaveLength(1);
    const [paid] = await t.db.select().from(payment).where(eq(payment.orderId, order.id));
    expect(paid?.refundedAmount).toBe(won[0]?.json().data.amount);
    expect(paid?.refundedAmount).toBeLessThanOrEqual(order.total);
    expect((await spentOf(shop.customerId))?.totalSpent).toBe(order.total - (paid?.refundedAmount ?? 0));
    expect(await reconcileOrders(t.db)).toEqual([]);
  });

  it('holds refunded ≤ paid in the database itself, whatever a writer forgets', async () => {
    const { order } = await paidOrder('CHECK');
    const write = t.db
      .update(payment)
      .set({ refundedAmount: order.total + 1 })
      .where(eq(payment.orderId, order.id));
    await expect(write).rejects.toThrow();
  });

  it('is refused to editors (403) and touches nothing', async () => {
    const { order } = await paidOrder('EDREF');
    const res = await refundOf(
      order.id,
      { shipping: 450, reason: 'x', idempotencyKey: freshKey('ed') },
      await t.as('editor'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: Codes.FORBIDDEN, key: 'request.forbidden' });
    expect((await desk.orders.get(order.id)).refundedAmount).toBe(0);
  });
});

describe('an idempotency key names one refund', () => {
  const refundsWithKey = async (key: string) =>
    (await t.db.select({ id: refund.id }).from(refund).where(eq(refund.idempotencyKey, key))).length;
  const refundedOf = async (id: number) => (await desk.orders.get(id)).refundedAmount;

  it('answers the same refund again, replayed and with Idempotent-Replayed, and refunds once', async () => {
    const { order } = await paidOrder('IDRSAME');
    const body = { lines: [{ lineId: lineOf(order, 'IDRSAME-BLUE'), quantity: 1 }], reason: 'Chipped' };
    const key = freshKey('refund');
    const first = await refundOf(order.id, { ...body, idempotencyKey: key });
    expect(first.json().data).toMatchObject({ replayed: false, amount: 1125 });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same request, its fields in another order, the default shipping sent, the reason padded.
    const again = await refundOf(order.id, {
      idempotencyKey: key,
      reason: ' Chipped ',
      shipping: 0,
      lines: body.lines,
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toMatchObject({
      replayed: true,
      amount: 1125,
      refund: { id: first.json().data.refund.id },
    });
    expect(await refundsWithKey(key)).toBe(1);
    expect(await refundedOf(order.id)).toBe(1125);
  });

  it('refuses the key with another refund (42206), on this order or another, and refunds nothing more', async () => {
    const { order } = await paidOrder('IDRDIFF');
    const { order: otherOrder } = await paidOrder('IDRDIFF2');
    const blue = lineOf(order, 'IDRDIFF-BLUE');
    const body = {
      lines: [{ lineId: blue, quantity: 1 }],
      reason: 'Chipped',
      idempotencyKey: freshKey('refund'),
    };
    await desk.admin.ok('refundOrder', { params: { id: order.id }, body });
    const others: [number, RefundBody][] = [
      [order.id, { ...body, amount: 1000 }],
      [order.id, { ...body, reason: 'Broken' }],
      [order.id, { ...body, shipping: 450 }],
      [order.id, { ...body, lines: [{ lineId: lineOf(order, 'IDRDIFF-RED'), quantity: 1 }] }],
      [otherOrder.id, { ...body, lines: [{ lineId: lineOf(otherOrder, 'IDRDIFF2-BLUE'), quantity: 1 }] }],
    ];
    for (const [id, other] of others) {
      const answer = await refundOf(id, other);
      expectKeyReused(answer);
    }
    expect(await refundsWithKey(body.idempotencyKey)).toBe(1);
    expect(await refundedOf(order.id)).toBe(1125);
    expect(await refundedOf(otherOrder.id)).toBe(0);
    // A dry run writes nothing: it previews whatever key it carries.
    const preview = await refundOf(order.id, { ...body, shipping: 450, dryRun: true });
    expect(preview.json()).toMatchObject({ code: Codes.OK, data: { refund: null, replayed: false } });
  });

  it('two different refunds sent at once with one key: one refunded, the other 42206', async () => {
    const { order } = await paidOrder('IDRRACE');
    const { order: otherOrder } = await paidOrder('IDRRACE2');
    const key = freshKey('refund');
    const blue = {
      lines: [{ lineId: lineOf(order, 'IDRRACE-BLUE'), quantity: 1 }],
      reason: 'x',
      idempotencyKey: key,
    };
    const red = {
      lines: [{ lineId: lineOf(order, 'IDRRACE-RED'), quantity: 1 }],
      reason: 'x',
      idempotencyKey: key,
    };
    // The same order (its row lock orders the pair) and another order (the unique key does).
    const answers = await Promise.all([
      refundOf(order.id, blue),
      refundOf(order.id, red),
      refundOf(otherOrder.id, {
        ...blue,
        lines: [{ lineId: lineOf(otherOrder, 'IDRRACE2-BLUE'), quantity: 1 }],
      }),
    ]);
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === Codes.OK)).toHaveLength(1);
    expect(codes.filter((c) => c === Codes.IDEMPOTENCY_KEY_REUSED)).toHaveLength(2);
    expect(await refundsWithKey(key)).toBe(1);
    const won = answers.find((a) => a.json().code === Codes.OK)?.json().data.amount;
    const refunded = [await refundedOf(order.id), await refundedOf(otherOrder.id)];
    expect(refunded.reduce((a, b) => a + b)).toBe(won);
    expect(await reconcileOrders(t.db)).toEqual([]);
  });
});

describe('after-sales', () => {
  it('takes a return from request to refund, putting the goods back in stock', async () => {
    const { order, shop } = await paidOrder('RETURN');
    await desk.orders.ship(order.id);
    const red = lineOf(order, 'RETURN-RED');
    const tooMany = await desk.admin.call('requestAfterSale', {
      params: { id: order.id },
      body: { type: 'RETURN_REFUND', lines: [{ lineId: red, quantity: 2 }], reason: 'Wrong colour' },
    });
    expect(tooMany.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: {
        issues: [
          { path: ['lines', 0, 'quantity'], key: 'order.claimExceedsRemaining', params: { remaining: 1 } },
        ],
      },
    });
    const opened = await desk.admin.ok('requestAfterSale', {
      params: { id: order.id },
      body: { type: 'RETURN_REFUND', lines: [{ lineId: red, quantity: 1 }], reason: 'Wrong colour' },
    });
    expect(opened.hasOpenAfterSale).toBe(true);
    const afterSaleId = opened.afterSales[0]?.id as number;
    const params = { id: afterSaleId };
    const early = await desk.admin.call('receiveAfterSale', { params, body: { restock: true } });
    expect(early.json()).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      key: 'order.afterSaleCannotReceive',
      params: { status: 'REQUESTED', allowed: 'APPROVED' },
      data: { status: 'REQUESTED' },
    });
    await desk.admin.ok('approveAfterSale', { params });
    const received = await desk.admin.ok('receiveAfterSale', { params, body: { restock: true } });
    expect(received.afterSales[0]).toMatchObject({ status: 'RECEIVED', restocked: true });
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: 0 });
    const restock = await t.db.select().from(stockMovement).where(eq(stockMovement.type, 'RESTOCK'));
    expect(restock.some((m) => m.skuId === shop.red && m.deltaOnHand === 1)).toBe(true);
    const refunded = await refundOf(order.id, {
      afterSaleId,
      reason: 'Returned',
      idempotencyKey: freshKey('as'),
    });
    expect(refunded.json()).toMatchObject({ code: Codes.OK, data: { amount: 720 } });
    const after = await desk.orders.get(order.id);
    expect(after).toMatchObject({ hasOpenAfterSale: false, refundStatus: 'PARTIAL', status: 'SHIPPED' });
    expect(after.afterSales[0]?.status).toBe('REFUNDED');
    expect(after.events.map((e) => e.type).slice(0, 5)).toEqual([
      'REFUNDED',
      'RESTOCKED',
      'AFTER_SALE_RECEIVED',
      'AFTER_SALE_APPROVED',
      'AFTER_SALE_REQUESTED',
    ]);
    expect(await reconcileStock(t.db)).toEqual([]);
  });

  it('rejects with a reason, and refuses a return on an order not yet shipped', async () => {
    const { order } = await paidOrder('REJECT');
    const lineId = order.lines[0]?.id ?? 0;
    const returnUnshipped = await desk.admin.call('requestAfterSale', {
      params: { id: order.id },
      body: { type: 'RETURN_REFUND', lines: [{ lineId, quantity: 1 }], reason: 'x' },
    });
    expect(returnUnshipped.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['type'], key: 'order.returnBeforeShipping' }] },
    });
    const requested = await desk.admin.ok('requestAfterSale', {
      params: { id: order.id },
      body: { type: 'REFUND_ONLY', lines: [{ lineId, quantity: 1 }], reason: 'Changed mind' },
    });
    const params = { id: requested.afterSales[0]?.id ?? 0 };
    const rejected = await desk.admin.ok('rejectAfterSale', { params, body: { reason: 'Made to order' } });
    expect(rejected).toMatchObject({
      hasOpenAfterSale: false,
      afterSales: [{ status: 'REJECTED', rejectReason: 'Made to order' }],
    });
    const again = await desk.admin.call('approveAfterSale', { params });
    expect(again.json()).toMatchObject({
      code: Codes.ILLEGAL_TRANSITION,
      key: 'order.afterSaleCannotApprove',
      params: { status: 'REJECTED', allowed: 'REQUESTED' },
    });
    const missing = await desk.admin.call('approveAfterSale', { params: { id: 999_999 } });
    expect(missing.json()).toMatchObject({ code: Codes.NOT_FOUND, key: 'order.afterSaleNotFound' });
  });
});

describe('restocking refunded goods', () => {
  /** The RESTOCK records of a refund, as (SKU, quantity). */
  async function restocksOf(refundNo: string | undefined) {
    const rows = await t.db
      .select({
        skuId: stockMovement.skuId,
        deltaOnHand: stockMovement.deltaOnHand,
        refType: stockMovement.refType,
      })
      .from(stockMovement)
      .where(and(eq(stockMovement.type, 'RESTOCK'), eq(stockMovement.refId, refundNo ?? '')));
    return rows;
  }

  it('puts shipped goods that came back on the shelf, with a record per SKU naming the refund', async () => {
    const { order, shop } = await paidOrder('RESTOCK');
    await desk.orders.ship(order.id);
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 8, reserved: 0 });
    const blue = lineOf(order, 'RESTOCK-BLUE');
    const body = { lines: [{ lineId: blue, quantity: 1 }], reason: 'Returned', restock: true };
    const first = await refundOf(order.id, { ...body, idempotencyKey: freshKey('rs') });
    expect(first.json()).toMatchObject({ code: Codes.OK });
    const refundNo = first.json().data.refund?.refundNo;
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 9, reserved: 0 });
    expect(await restocksOf(refundNo)).toEqual([{ skuId: shop.blue, deltaOnHand: 1, refType: 'refund' }]);
    const after = await desk.orders.get(order.id);
    expect(after.events[0]).toMatchObject({ type: 'REFUNDED' });
    expect(after.events[1]).toMatchObject({ type: 'RESTOCKED', data: { refundNo, quantity: 1 } });

    // The second unit of the line comes back too: each unit once.
    const second = await refundOf(order.id, { ...body, idempotencyKey: freshKey('rs') });
    expect(second.json()).toMatchObject({ code: Codes.OK });
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 10, reserved: 0 });
    // The line is refunded in full: a third refund of it cannot restock it again.
    const third = await refundOf(order.id, { ...body, idempotencyKey: freshKey('rs') });
    expect(third.json()).toMatchObject({ code: Codes.VALIDATION });
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 10, reserved: 0 });
    // A refund without restock leaves stock alone.
    const red = lineOf(order, 'RESTOCK-RED');
    const kept = await refundOf(order.id, {
      lines: [{ lineId: red, quantity: 1 }],
      reason: 'Kept, damaged',
      idempotencyKey: freshKey('rs'),
    });
    expect(kept.json()).toMatchObject({ code: Codes.OK });
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 9, reserved: 0 });
    expect(await reconcileStock(t.db)).toEqual([]);
    expect(await reconcileOrders(t.db)).toEqual([]);
  });

  it('does not restock a unit twice: a return received with restock, then refunded', async () => {
    const { order, shop } = await paidOrder('TWICE');
    await desk.orders.ship(order.id);
    const red = lineOf(order, 'TWICE-RED');
    const opened = await desk.admin.ok('requestAfterSale', {
      params: { id: order.id },
      body: { type: 'RETURN_REFUND', lines: [{ lineId: red, quantity: 1 }], reason: 'Wrong colour' },
    });
    const afterSaleId = opened.afterSales[0]?.id as number;
    await desk.admin.ok('approveAfterSale', { params: { id: afterSaleId } });
    await desk.admin.ok('receiveAfterSale', { params: { id: afterSaleId }, body: { restock: true } });
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: 0 });

    const again = await refundOf(order.id, {
      afterSaleId,
      reason: 'Returned',
      restock: true,
      idempotencyKey: freshKey('tw'),
    });
    expect(again.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: {
        issues: [
          {
            path: ['lines', 0, 'quantity'],
            key: 'order.restockExceedsReturned',
            params: { remaining: 0, skuCode: 'TWICE-RED' },
          },
        ],
      },
    });
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: 0 });
    const settled = await refundOf(order.id, {
      afterSaleId,
      reason: 'Returned',
      idempotencyKey: freshKey('tw'),
    });
    expect(settled.json()).toMatchObject({ code: Codes.OK });
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: 0 });
    expect(await reconcileStock(t.db)).toEqual([]);
  });

  it('refuses restock for goods never shipped (their reservation goes back by itself)', async () => {
    const { order, shop } = await paidOrder('UNSHIPPED');
    const red = lineOf(order, 'UNSHIPPED-RED');
    const refused = await refundOf(order.id, {
      lines: [{ lineId: red, quantity: 1 }],
      reason: 'Changed mind',
      restock: true,
      idempotencyKey: freshKey('un'),
    });
    expect(refused.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['restock'], key: 'order.restockBeforeShipping' }] },
    });
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 10, reserved: 1 });
    expect((await desk.orders.get(order.id)).refundedAmount).toBe(0);
  });
});
