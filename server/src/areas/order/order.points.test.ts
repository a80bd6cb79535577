import type { OrderDetail } from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configEntry, customer, pointLedger, shopOrder } from '../../db/schema.js';
import { expectKeyReused } from '../../test-support/idempotency-expect.js';
import {
  freshKey,
  orderBody,
  skuBalance,
  smallShop,
  useAdminOrders,
} from '../../test-support/order-fixtures.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { applyPointChange } from '../point/point-ledger.js';
import { completeShippedOrders } from './order-jobs.js';
import { reconcileOrders } from './order-reconcile.js';

// The default rules: 1 point per euro kept, a point is worth 1 cent, points pay at most 50% of the goods.
const { t, desk } = useAdminOrders();

/** Grants points the way a manual adjust does (the ledger's one function). */
async function givePoints(customerId: number, points: number) {
  const key = freshKey('adjust');
  await t.db.transaction((tx) =>
    applyPointChange(tx, {
      customerId,
      delta: points,
      bizType: 'ADMIN',
      bizId: `adjust:${key}`,
      reason: 'promotion',
      actorId: null,
      idempotencyKey: key,
    }),
  );
}

async function balanceOf(customerId: number): Promise<number> {
  const [row] = await t.db
    .select({ balance: customer.pointsBalance })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row?.balance ?? Number.NaN;
}

const ledgerOf = (customerId: number) =>
  t.db.select().from(pointLedger).where(eq(pointLedger.customerId, customerId)).orderBy(asc(pointLedger.id));

/** The customer's ledger sums to the balance and each row chains from the one before. */
async function expectLedgerHolds(customerId: number) {
  const rows = await ledgerOf(customerId);
  let balance = 0;
  for (const row of rows) {
    balance += row.delta;
    expect(row.balanceAfter).toBe(balance);
  }
  expect(await balanceOf(customerId)).toBe(balance);
}

async function expectBooksHold(customerId: number) {
  await expectLedgerHolds(customerId);
  expect(await reconcileOrders(t.db)).toEqual([]);
  expect(await reconcileStock(t.db)).toEqual([]);
}

/** Blue 2 × 12.50 + red 1 × 8.00, shipping 4.50, discount 3.30: goods after discount 29.70 (at most 1485 points). */
function mugsBody(shop: Awaited<ReturnType<typeof smallShop>>, pointsUsed: number) {
  return orderBody(
    shop.customerId,
    [
      { skuId: shop.blue, quantity: 2 },
      { skuId: shop.red, quantity: 1 },
    ],
    { shippingFee: 450, discount: 330, pointsUsed },
  );
}

const lineOf = (order: OrderDetail, sku: string) => {
  const line = order.lines.find((l) => l.skuCode.endsWith(sku));
  if (!line) throw new Error(`no ${sku} line`);
  return line.id;
};

const refund = (id: number, lines: { lineId: number; quantity: number }[], shipping = 0) =>
  desk.admin.ok('refundOrder', {
    params: { id },
    body: { lines, shipping, reason: 'Broken in transit', idempotencyKey: freshKey('refund') },
  });

describe('points paying for an order', () => {
  it('tells the new-order form, editors too, what a point is worth and how much of an order they may pay', async () => {
    const editor = await t.as('editor');
    expect(await editor.ok('getOrderPointRules', {})).toEqual({
      valueCents: 1,
      maxOrderPercent: 50,
      perCurrencyUnit: 1,
    });
  });

  it('debits them at placement, takes them off the total, and a replay does not debit twice', async () => {
    const shop = await smallShop(t.db, 'PTUSE');
    await givePoints(shop.customerId, 2000);
    const body = mugsBody(shop, 300);
    const placed = await desk.orders.place(body);
    expect(placed).toMatchObject({
      subtotal: 3300,
      discount: 330,
      pointsUsed: 300,
      pointsDiscount: 300,
      pointsReturned: 0,
      total: 3300 + 450 - 330 - 300,
    });
    expect(await balanceOf(shop.customerId)).toBe(1700);
    const [use] = (await ledgerOf(shop.customerId)).filter((r) => r.bizType === 'ORDER_USE');
    expect(use).toMatchObject({
      delta: -300,
      balanceAfter: 1700,
      bizId: String(placed.id),
      title: placed.orderNo,
    });

    const again = await desk.admin.call('placeOrder', { body });
    expect(again.json().data.id).toBe(placed.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(shop.customerId)).toBe(1700);
    expectKeyReused(await desk.admin.call('placeOrder', { body: { ...body, pointsUsed: 200 } }));
    expect(await balanceOf(shop.customerId)).toBe(1700);
    await expectBooksHold(shop.customerId);
  });

  it('refuses more than the order may use, and points while paying with them is off', async () => {
    const shop = await smallShop(t.db, 'PTMAX');
    await givePoints(shop.customerId, 5000);
    const tooMany = await desk.admin.call('placeOrder', { body: mugsBody(shop, 1486) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: { issues: [{ path: ['pointsUsed'], key: 'order.pointsTooMany', params: { max: 1485 } }] },
    });
    const pointValue = (value: number) =>
      t.db.update(configEntry).set({ value }).where(eq(configEntry.key, 'points_value_cents'));
    await pointValue(0);
    try {
      const off = await desk.admin.call('placeOrder', { body: mugsBody(shop, 10) });
      expect(off.json()).toMatchObject({
        code: Codes.VALIDATION,
        data: { issues: [{ path: ['pointsUsed'], key: 'order.pointsOff' }] },
      });
      // With points off an order without them is placed as ever.
      await desk.orders.place(mugsBody(shop, 0));
    } finally {
      await pointValue(1);
    }
    expect(await balanceOf(shop.customerId)).toBe(5000);
    await expectBooksHold(shop.customerId);
  });

  it('writes nothing when the balance is short (42202)', async () => {
    const shop = await smallShop(t.db, 'PTSHORT');
    await givePoints(shop.customerId, 100);
    const short = await desk.admin.call('placeOrder', { body: mugsBody(shop, 200) });
    expect(short.json()).toMatchObject({
      code: Codes.INSUFFICIENT_POINTS,
      key: 'point.insufficient',
      data: { customerId: shop.customerId, balance: 100, requested: 200 },
    });
    expect(await balanceOf(shop.customerId)).toBe(100);
    expect(await ledgerOf(shop.customerId)).toHaveLength(1);
    const placed = await t.db.select().from(shopOrder).where(eq(shopOrder.customerId, shop.customerId));
    expect(placed).toEqual([]);
    expect(await skuBalance(t.db, shop.blue)).toEqual({ onHand: 10, reserved: 0 });
    await expectBooksHold(shop.customerId);
  });

  it('gives them back on cancel, unpaid or paid', async () => {
    const shop = await smallShop(t.db, 'PTCANCEL');
    await givePoints(shop.customerId, 1000);
    const unpaid = await desk.orders.place(mugsBody(shop, 300));
    const cancelled = await desk.orders.cancel(unpaid.id);
    expect(cancelled).toMatchObject({ pointsUsed: 300, pointsReturned: 300 });
    expect(cancelled.events[0]?.data).toMatchObject({ pointsBack: 300 });
    expect(await balanceOf(shop.customerId)).toBe(1000);
    const back = (await ledgerOf(shop.customerId)).find((r) => r.bizType === 'ORDER_USE_RETURN');
    expect(back).toMatchObject({ delta: 300, bizId: `cancel:${unpaid.id}`, title: unpaid.orderNo });

    const paid = await desk.orders.pay(await desk.orders.place(mugsBody(shop, 500)));
    expect(await balanceOf(shop.customerId)).toBe(500);
    const cancelledPaid = await desk.orders.cancel(paid.id);
    expect(cancelledPaid).toMatchObject({ pointsReturned: 500, refundedAmount: paid.total });
    expect(await balanceOf(shop.customerId)).toBe(1000);
    const [refundRow] = cancelledPaid.refunds;
    const paidBack = (await ledgerOf(shop.customerId)).filter((r) => r.bizType === 'ORDER_USE_RETURN');
    expect(paidBack.map((r) => [r.delta, r.bizId])).toEqual([
      [300, `cancel:${unpaid.id}`],
      [500, `refund:${refundRow?.id}`],
    ]);
    await expectBooksHold(shop.customerId);
  });

  it('gives them back in proportion to the goods refunded, and the rest with the last unit', async () => {
    const shop = await smallShop(t.db, 'PTREFUND');
    await givePoints(shop.customerId, 100);
    const paid = await desk.orders.pay(await desk.orders.place(mugsBody(shop, 100)));
    // The red mug's share of what was paid: 800 × (3300 − 330 − 100) / 3300 = 695.
    const first = await refund(paid.id, [{ lineId: lineOf(paid, 'RED'), quantity: 1 }]);
    expect(first.amount).toBe(695);
    // floor(100 × 800 / 3300) = 24 points back.
    expect(await balanceOf(shop.customerId)).toBe(24);
    expect((await desk.orders.get(paid.id)).pointsReturned).toBe(24);
    await refund(paid.id, [{ lineId: lineOf(paid, 'BLUE'), quantity: 1 }]);
    // floor(100 × 2050 / 3300) = 62.
    expect(await balanceOf(shop.customerId)).toBe(62);
    const last = await refund(paid.id, [{ lineId: lineOf(paid, 'BLUE'), quantity: 1 }], 450);
    expect(last.amount).toBe(paid.total - 695 - 1087);
    const after = await desk.orders.get(paid.id);
    expect(after).toMatchObject({ pointsUsed: 100, pointsReturned: 100, refundStatus: 'FULL' });
    expect(await balanceOf(shop.customerId)).toBe(100);
    await expectBooksHold(shop.customerId);
  });
});

describe('points earned on completion', () => {
  async function completed(prefix: string, pointsUsed = 0) {
    const shop = await smallShop(t.db, prefix);
    if (pointsUsed > 0) await givePoints(shop.customerId, pointsUsed);
    const paid = await desk.orders.pay(await desk.orders.place(mugsBody(shop, pointsUsed)));
    await desk.orders.ship(paid.id);
    return { shop, order: await desk.orders.complete(paid.id) };
  }

  it('grants a point per euro kept, after any refund before completion', async () => {
    const { shop, order } = await completed('PTEARN', 100);
    // Paid 3320: 33 points.
    expect(order).toMatchObject({ status: 'COMPLETED', pointsEarned: 33, pointsEarnReversed: 0 });
    expect(order.events[0]?.data).toMatchObject({ pointsEarned: 33 });
    expect(await balanceOf(shop.customerId)).toBe(33);
    const earn = (await ledgerOf(shop.customerId)).find((r) => r.bizType === 'ORDER_EARN');
    expect(earn).toMatchObject({ delta: 33, bizId: String(order.id), title: order.orderNo });

    const other = await desk.orders.pay(await desk.orders.place(mugsBody(shop, 0)));
    await desk.orders.ship(other.id);
    await refund(other.id, [{ lineId: lineOf(other, 'RED'), quantity: 1 }]);
    // 3420 paid, 720 refunded: 27 points.
    expect((await desk.orders.complete(other.id)).pointsEarned).toBe(27);
    expect(await balanceOf(shop.customerId)).toBe(60);
    await expectBooksHold(shop.customerId);
  });

  it('takes them back as money is refunded after completion, capped at the balance with a shortfall', async () => {
    const { shop, order } = await completed('PTTAKE');
    expect(order.pointsEarned).toBe(34);
    const first = await refund(order.id, [{ lineId: lineOf(order, 'RED'), quantity: 1 }]);
    expect(first.amount).toBe(720);
    // The customer keeps floor(34 × 2700 / 3420) = 26.
    expect(await balanceOf(shop.customerId)).toBe(26);
    expect(await desk.orders.get(order.id)).toMatchObject({ pointsEarnReversed: 8, pointsEarnShortfall: 0 });

    // The customer spends 23 of them on another order before the rest is refunded.
    await desk.orders.place(
      orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }], { pointsUsed: 23 }),
    );
    expect(await balanceOf(shop.customerId)).toBe(3);
    await refund(order.id, [{ lineId: lineOf(order, 'BLUE'), quantity: 2 }], 450);
    expect(await balanceOf(shop.customerId)).toBe(0);
    const after = await desk.orders.get(order.id);
    expect(after).toMatchObject({ pointsEarned: 34, pointsEarnReversed: 34, pointsEarnShortfall: 23 });
    const takeBacks = (await ledgerOf(shop.customerId)).filter((r) => r.bizType === 'ORDER_EARN_REVERSAL');
    expect(takeBacks.map((r) => [r.delta, r.shortfall])).toEqual([
      [-8, 0],
      [-3, 23],
    ]);
    await expectBooksHold(shop.customerId);
  });

  it('are granted by the auto-complete job too', async () => {
    const shop = await smallShop(t.db, 'PTJOB');
    const paid = await desk.orders.pay(await desk.orders.place(mugsBody(shop, 0)));
    await desk.orders.ship(paid.id);
    await t.db.execute(
      sql`UPDATE shop_order SET shipped_at = now() - interval '30 days' WHERE id = ${paid.id}`,
    );
    await completeShippedOrders(t.db);
    expect(await desk.orders.get(paid.id)).toMatchObject({ status: 'COMPLETED', pointsEarned: 34 });
    expect(await balanceOf(shop.customerId)).toBe(34);
    await expectBooksHold(shop.customerId);
  });
});

describe('points under concurrent placements', () => {
  it('lets exactly 10 of 20 orders using 10 points each through a balance of 100', async () => {
    const shop = await smallShop(t.db, 'PTRACE', 100);
    await givePoints(shop.customerId, 100);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        desk.admin.call('placeOrder', {
          body: orderBody(shop.customerId, [{ skuId: shop.red, quantity: 2 }], { pointsUsed: 10 }),
        }),
      ),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === Codes.OK)).toHaveLength(10);
    expect(codes.filter((c) => c === Codes.INSUFFICIENT_POINTS)).toHaveLength(10);
    expect(await balanceOf(shop.customerId)).toBe(0);
    expect(await skuBalance(t.db, shop.red)).toEqual({ onHand: 100, reserved: 20 });
    const uses = (await ledgerOf(shop.customerId)).filter((r) => r.bizType === 'ORDER_USE');
    expect(uses).toHaveLength(10);
    await expectBooksHold(shop.customerId);
  });
});
