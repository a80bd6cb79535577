import type { BoxDrawBody } from '@shop/contract/areas/box';
import { Codes } from '@shop/contract/codes';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.js';
import { auditLog, customer, productSku } from '../../db/schema.js';
import { atTime } from '../../lib/clock.js';
import { boxBooks, boxKey, insertBox } from '../../test-support/box-draw-fixtures.js';
import { exchangeKey, insertItem, pointsCustomer, stockedSku } from '../../test-support/exchange-fixtures.js';
import { useTestApp } from '../../test-support/harness.js';
import { expectKeyReused } from '../../test-support/idempotency-expect.js';
import { orderApi, orderBody } from '../../test-support/order-fixtures.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcilePoints } from '../point/point-reconcile.js';
import { drawBox } from './box-draw.service.js';
import { reconcileBoxes } from './box-reconcile.js';

const t = useTestApp();

type Body = Omit<BoxDrawBody, 'idempotencyKey'> & { idempotencyKey?: string };
const draw = (seriesId: number, body: Body) => ({
  params: { id: seriesId },
  body: { idempotencyKey: boxKey('draw'), ...body },
});

async function booksAgree() {
  expect(await reconcileBoxes(t.db)).toEqual([]);
  expect(await reconcileStock(t.db)).toEqual([]);
  expect(await reconcilePoints(t.db)).toEqual([]);
}

const threeTiers = [
  { tier: 'COMMON' as const, quantity: 6 },
  { tier: 'RARE' as const, quantity: 3 },
  { tier: 'HIDDEN' as const, quantity: 1 },
];

describe('drawing a box at the counter', () => {
  it('paid in points: the server picks a prize, takes it from the pool, reserves it and debits the points', async () => {
    const editor = await t.as('editor');
    const box = await insertBox(t.db, { prizes: threeTiers, pointsPrice: 120 });
    const buyer = await pointsCustomer(t.db, 'Box Points Buyer', 500);
    const answer = await editor.ok(
      'drawBox',
      draw(box.seriesId, {
        customerId: buyer.id,
        payMethod: 'POINTS',
        addressId: buyer.addressId,
        note: ' for the shelf ',
      }),
    );
    const d = answer.draw;
    expect(answer.replayed).toBe(false);
    expect(d).toMatchObject({
      seriesId: box.seriesId,
      customerId: buyer.id,
      customerName: 'Box Points Buyer',
      oddsVersion: 1,
      guaranteeApplied: false,
      payMethod: 'POINTS',
      pointsAmount: 120,
      cashAmount: 0,
      channel: 'STAFF',
      fulfilStatus: 'TO_SHIP',
      poolSize: 10,
      payment: null,
      note: 'for the shelf',
      receiver: { receiverName: 'Box Points Buyer', city: 'Madrid', line: 'Calle Mayor 1' },
    });
    expect(d.drawNo).toMatch(/^BX\d{6}\d{8}$/);
    expect(d.roll).toBeGreaterThanOrEqual(0);
    expect(d.roll).toBeLessThan(10);
    // The roll names the prize: id order, 6 commons, 3 rares, 1 hidden.
    const expected = d.roll < 6 ? 0 : d.roll < 9 ? 1 : 2;
    expect(d.prizeId).toBe(box.prizeIds[expected]);
    expect(d.tier).toBe(threeTiers[expected]?.tier);
    expect(d.pointsEntryId).toEqual(expect.any(Number));
    expect(d.drawnByName).toEqual(expect.any(String));
    const [sku] = await t.db.select().from(productSku).where(eq(productSku.id, d.skuId));
    expect(sku).toMatchObject({ reserved: 1 });
    const after = await boxBooks(t.db, box.seriesId, [buyer.id]);
    expect(after).toMatchObject({ status: 'ON_SALE', remaining: 9, draws: 1, pointSpends: 1, payments: 0 });
    expect(after.balances.get(buyer.id)).toBe(380);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'box_draw'), eq(auditLog.entityId, String(d.id))));
    expect(audits).toMatchObject([{ action: 'draw', after: { roll: d.roll, poolSize: 10, oddsVersion: 1 } }]);
    await booksAgree();
  });

  it('paid in cash: one SUCCESS payment of the price, its reference not reusable', async () => {
    const admin = await t.as('admin');
    const box = await insertBox(t.db, { prizes: threeTiers, cashPrice: 1800, pointsPrice: null });
    const buyer = await pointsCustomer(t.db, 'Box Cash Buyer', 0);
    const payment = { channel: 'CARD_TERMINAL' as const, reference: 'POS-BOX-0001' };
    const { draw: d } = await admin.ok(
      'drawBox',
      draw(box.seriesId, { customerId: buyer.id, payMethod: 'CASH', payment, addressId: buyer.addressId }),
    );
    expect(d).toMatchObject({ payMethod: 'CASH', cashAmount: 1800, pointsAmount: 0, pointsEntryId: null });
    expect(d.payment).toMatchObject({
      channel: 'CARD_TERMINAL',
      status: 'SUCCESS',
      amount: 1800,
      reference: 'POS-BOX-0001',
    });
    const again = await admin.call(
      'drawBox',
      draw(box.seriesId, { customerId: buyer.id, payMethod: 'CASH', payment, addressId: buyer.addressId }),
    );
    expect(again.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: {
        issues: [
          {
            path: ['payment', 'reference'],
            key: 'payment.referenceUsedByBoxDraw',
            params: { drawNo: d.drawNo },
          },
        ],
      },
    });
    // The order and exchange areas name the draw too when they meet its reference.
    const itemId = await insertItem(t.db, {
      title: 'Ref item',
      quotaTotal: 5,
      pointsPrice: 1,
      cashPrice: 100,
    });
    const redeemer = await pointsCustomer(t.db, 'Box Ref Redeemer', 10);
    const exchangePay = await admin.call('placeExchangeOrder', {
      body: {
        customerId: redeemer.id,
        itemId,
        quantity: 1,
        note: '',
        payment,
        idempotencyKey: exchangeKey(),
      },
    });
    expect(exchangePay.json().data.issues[0]).toMatchObject({
      path: ['payment', 'reference'],
      key: 'payment.referenceUsedByBoxDraw',
      params: { drawNo: d.drawNo },
    });
    const skuId = await stockedSku(t.db, 'BOXREF-1', 5);
    const placed = await orderApi(admin).place(orderBody(buyer.id, [{ skuId, quantity: 1 }]));
    const orderPay = await admin.call('recordPayment', {
      params: { id: placed.id },
      body: { ...payment, amount: placed.total },
    });
    expect(orderPay.json().data.issues[0]).toMatchObject({
      path: ['reference'],
      key: 'payment.referenceUsedByBoxDraw',
      params: { drawNo: d.drawNo },
    });
    // Cash without a receipt needs no reference; an online channel is not for the counter.
    await admin.ok(
      'drawBox',
      draw(box.seriesId, {
        customerId: buyer.id,
        payMethod: 'CASH',
        payment: { channel: 'CASH', reference: '' },
        addressId: buyer.addressId,
      }),
    );
    const online = await admin.call(
      'drawBox',
      draw(box.seriesId, {
        customerId: buyer.id,
        payMethod: 'CASH',
        payment: { channel: 'WALLET', reference: 'W-1' } as never,
        addressId: buyer.addressId,
      }),
    );
    expect(online.statusCode).toBe(400);
    expect(await boxBooks(t.db, box.seriesId, [])).toMatchObject({ draws: 2, payments: 2, remaining: 8 });
    await booksAgree();
  });

  it('one key: a retry answers the first draw, the key with another request is 42206', async () => {
    const admin = await t.as('admin');
    const box = await insertBox(t.db, { prizes: threeTiers });
    const buyer = await pointsCustomer(t.db, 'Box Retry Buyer', 1000);
    const body = { customerId: buyer.id, payMethod: 'POINTS' as const, addressId: buyer.addressId };
    const first = await admin.ok(
      'drawBox',
      draw(box.seriesId, { ...body, idempotencyKey: 'box-retry-0001' }),
    );
    const retry = await admin.call(
      'drawBox',
      draw(box.seriesId, { ...body, idempotencyKey: 'box-retry-0001' }),
    );
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data).toEqual({ draw: first.draw, replayed: true });
    expectKeyReused(
      await admin.call(
        'drawBox',
        draw(box.seriesId, { ...body, note: 'other', idempotencyKey: 'box-retry-0001' }),
      ),
    );
    // Twins racing with one key: one draw, both answers name it.
    const twins = await Promise.all(
      [0, 1].map(() =>
        admin.call('drawBox', draw(box.seriesId, { ...body, idempotencyKey: 'box-twin-0001' })),
      ),
    );
    const ids = twins.map((a) => a.json().data.draw.id);
    expect(ids[0]).toBe(ids[1]);
    expect(twins.map((a) => a.json().data.replayed).sort()).toEqual([false, true]);
    expect(await boxBooks(t.db, box.seriesId, [buyer.id])).toMatchObject({ draws: 2, pointSpends: 2 });
    await booksAgree();
  });
});

describe('draws refused, nothing charged', () => {
  /** Refused draws leave the pool, the points, the payments and the stock as they were. */
  async function untouched(seriesId: number, customerId: number, balance: number) {
    const books = await boxBooks(t.db, seriesId, [customerId]);
    expect(books).toMatchObject({ draws: 0, payments: 0, pointSpends: 0 });
    expect(books.balances.get(customerId)).toBe(balance);
    await booksAgree();
  }
  const issueOf = (answer: { json(): { data: { issues: unknown[] } } }) => answer.json().data.issues[0];

  it('asks for a customer, their address, a way of paying the box sells for and the age notice', async () => {
    const admin = await t.as('admin');
    const box = await insertBox(t.db, {
      prizes: threeTiers,
      cashPrice: null,
      pointsPrice: 50,
      minimumAge: 15,
    });
    const buyer = await pointsCustomer(t.db, 'Box Refused Buyer', 400);
    const other = await pointsCustomer(t.db, 'Box Other Buyer', 0);
    const ok = {
      customerId: buyer.id,
      payMethod: 'POINTS' as const,
      addressId: buyer.addressId,
      ageConfirmed: true,
    };
    const cases: [Body, unknown][] = [
      [
        { ...ok, customerId: 999_999 },
        { path: ['customerId'], key: 'box.customerNotFound' },
      ],
      [
        { ...ok, addressId: other.addressId },
        { path: ['addressId'], key: 'box.addressNotFound' },
      ],
      [
        { ...ok, payMethod: 'CASH', payment: { channel: 'CASH', reference: '' } },
        { path: ['payMethod'], key: 'box.payMethodNotSold', params: { payMethod: 'CASH' } },
      ],
      [
        { ...ok, payment: { channel: 'CASH', reference: '' } },
        { path: ['payment'], key: 'box.paymentNotForPoints' },
      ],
      [
        { ...ok, ageConfirmed: false },
        { path: ['ageConfirmed'], key: 'box.ageNotConfirmed', params: { age: 15 } },
      ],
    ];
    for (const [body, issue] of cases) {
      const answer = await admin.call('drawBox', draw(box.seriesId, body));
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(issueOf(answer)).toMatchObject(issue as object);
    }
    const cashBox = await insertBox(t.db, { prizes: threeTiers, cashPrice: 900, pointsPrice: null });
    const noMoney = await admin.call('drawBox', draw(cashBox.seriesId, { ...ok, payMethod: 'CASH' }));
    expect(issueOf(noMoney)).toMatchObject({ path: ['payment'], key: 'box.paymentRequired' });
    await t.db.update(customer).set({ status: 'DISABLED' }).where(eq(customer.id, buyer.id));
    const disabled = await admin.call('drawBox', draw(box.seriesId, ok));
    expect(issueOf(disabled)).toMatchObject({ path: ['customerId'], key: 'customer.disabled' });
    await t.db.update(customer).set({ status: 'ACTIVE' }).where(eq(customer.id, buyer.id));
    await untouched(box.seriesId, buyer.id, 400);
    await untouched(cashBox.seriesId, buyer.id, 400);
  });

  it('refuses a box that is missing, not on sale, outside its window, or a buyer short of points', async () => {
    const admin = await t.as('admin');
    const buyer = await pointsCustomer(t.db, 'Box Window Buyer', 30);
    const body = { customerId: buyer.id, payMethod: 'POINTS' as const, addressId: buyer.addressId };
    const missing = await admin.call('drawBox', draw(999_999, body));
    expect(missing.json()).toMatchObject({ code: Codes.NOT_FOUND, key: 'box.notFound' });
    const day = 86_400_000;
    const boxes = {
      draft: await insertBox(t.db, { prizes: threeTiers, publish: false }),
      upcoming: await insertBox(t.db, { prizes: threeTiers, startsAt: new Date(Date.now() + day) }),
      ended: await insertBox(t.db, {
        prizes: threeTiers,
        startsAt: new Date(Date.now() - 2 * day),
        endsAt: new Date(Date.now() - day),
      }),
      dear: await insertBox(t.db, { prizes: threeTiers, pointsPrice: 31 }),
    };
    const answers = await Promise.all(
      Object.values(boxes).map((b) => admin.call('drawBox', draw(b.seriesId, body))),
    );
    expect(answers.map((a) => [a.json().code, a.json().key])).toEqual([
      [Codes.ILLEGAL_TRANSITION, 'box.notOnSale'],
      [Codes.ILLEGAL_TRANSITION, 'box.notStarted'],
      [Codes.ILLEGAL_TRANSITION, 'box.saleEnded'],
      [Codes.INSUFFICIENT_POINTS, 'point.insufficient'],
    ]);
    expect(answers[0]?.json()).toMatchObject({ params: { status: 'DRAFT' }, data: { status: 'DRAFT' } });
    for (const b of Object.values(boxes)) await untouched(b.seriesId, buyer.id, 30);
  });

  it('sells the last prize once, then the box is SOLD_OUT and says so (42201)', async () => {
    const admin = await t.as('admin');
    const box = await insertBox(t.db, { prizes: [{ tier: 'COMMON', quantity: 1 }] });
    const buyer = await pointsCustomer(t.db, 'Box Last Buyer', 1000);
    const body = { customerId: buyer.id, payMethod: 'POINTS' as const, addressId: buyer.addressId };
    await admin.ok('drawBox', draw(box.seriesId, body));
    const late = await admin.call('drawBox', draw(box.seriesId, body));
    expect(late.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      key: 'box.soldOut',
      data: { seriesId: box.seriesId, remaining: 0 },
    });
    const books = await boxBooks(t.db, box.seriesId, [buyer.id]);
    expect(books).toMatchObject({ status: 'SOLD_OUT', remaining: 0, draws: 1 });
    expect(books.balances.get(buyer.id)).toBe(900);
    const [soldOut] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'box_series'), eq(auditLog.entityId, String(box.seriesId))));
    expect(soldOut).toMatchObject({
      action: 'status',
      before: { status: 'ON_SALE' },
      after: { status: 'SOLD_OUT' },
    });
    await booksAgree();
  });

  it('counts the daily limit from the shop’s midnight', async () => {
    const admin = await t.as('admin');
    // Published days ago, so draws moved to yesterday still fall under its odds version.
    const published = new Date(Date.now() - 3 * 86_400_000);
    const box = await atTime(published, () =>
      insertBox(t.db, { prizes: threeTiers, perCustomerDailyLimit: 2 }),
    );
    const buyer = await pointsCustomer(t.db, 'Box Daily Buyer', 1000);
    const other = await pointsCustomer(t.db, 'Box Daily Other', 1000);
    const body = (c: { id: number; addressId: number }) => ({
      customerId: c.id,
      payMethod: 'POINTS' as const,
      addressId: c.addressId,
    });
    await admin.ok('drawBox', draw(box.seriesId, body(buyer)));
    await admin.ok('drawBox', draw(box.seriesId, body(buyer)));
    const third = await admin.call('drawBox', draw(box.seriesId, body(buyer)));
    expect(third.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      key: 'box.dailyLimit',
      params: { limit: 2, already: 2 },
      data: { seriesId: box.seriesId, remaining: 8, limit: 2, already: 2 },
    });
    // Another customer has their own day; yesterday's draws do not count.
    await admin.ok('drawBox', draw(box.seriesId, body(other)));
    await t.db.execute(
      sql`UPDATE box_draw SET drawn_at = drawn_at - interval '2 days' WHERE customer_id = ${buyer.id}`,
    );
    await admin.ok('drawBox', draw(box.seriesId, body(buyer)));
    expect((await boxBooks(t.db, box.seriesId, [])).draws).toBe(4);
    expect(await reconcileBoxes(t.db)).toEqual([]);
  });

  it('takes the shop’s day from its time zone: 23:50 in Shanghai is yesterday there, though today in UTC', async () => {
    const [before] = rowsOf<{ value: unknown }>(
      await t.db.execute(sql`SELECT value FROM config_entry WHERE key = 'shop_time_zone'`),
    );
    await t.db.execute(
      sql`UPDATE config_entry SET value = '"Asia/Shanghai"'::jsonb WHERE key = 'shop_time_zone'`,
    );
    try {
      // Shanghai's midnight of 10 January 2026 is 16:00 UTC on the 9th.
      const box = await atTime(new Date('2026-01-09T10:00:00Z'), () =>
        insertBox(t.db, { prizes: threeTiers, perCustomerDailyLimit: 1 }),
      );
      const buyer = await pointsCustomer(t.db, 'Box Zone Buyer', 1000);
      // Through the service: the clock of a request does not follow atTime into the app.
      const at = (iso: string) =>
        atTime(new Date(iso), () =>
          drawBox(t.db, null, {
            seriesId: box.seriesId,
            customerId: buyer.id,
            payMethod: 'POINTS',
            addressId: buyer.addressId,
            ageConfirmed: false,
            note: '',
            channel: 'STAFF',
            idempotencyKey: boxKey('zone'),
          }),
        );
      await at('2026-01-09T15:50:00Z');
      await at('2026-01-09T16:10:00Z');
      await expect(at('2026-01-09T16:20:00Z')).rejects.toMatchObject({
        key: 'box.dailyLimit',
        params: { limit: 1, already: 1 },
      });
      expect(await reconcileBoxes(t.db)).toEqual([]);
    } finally {
      await t.db.execute(
        sql`UPDATE config_entry SET value = ${JSON.stringify(before?.value)}::jsonb WHERE key = 'shop_time_zone'`,
      );
    }
  });

  it('refuses a prize short of stock and rolls the whole draw back', async () => {
    const admin = await t.as('admin');
    const box = await insertBox(t.db, { prizes: [{ tier: 'RARE', quantity: 3, onHand: 0 }] });
    const buyer = await pointsCustomer(t.db, 'Box Short Buyer', 500);
    const answer = await admin.call(
      'drawBox',
      draw(box.seriesId, { customerId: buyer.id, payMethod: 'POINTS', addressId: buyer.addressId }),
    );
    expect(answer.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      key: 'box.prizeStockShort',
      data: { seriesId: box.seriesId, prizeId: box.prizeIds[0], available: 0 },
    });
    expect(await boxBooks(t.db, box.seriesId, [])).toMatchObject({ remaining: 3, status: 'ON_SALE' });
    await untouched(box.seriesId, buyer.id, 500);
  });
});
