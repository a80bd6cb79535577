import type { exchangePlaceBody } from '@shop/contract/areas/exchange';
import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exchangeItem } from '../../db/schema.js';
import {
  exchangeKey,
  insertItem,
  pointsCustomer,
  snapshot,
  stockedSku,
} from '../../test-support/exchange-fixtures.js';
import { useTestApp } from '../../test-support/harness.js';
import { orderApi, orderBody } from '../../test-support/order-fixtures.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcilePoints } from '../point/point-reconcile.js';
import { reconcileExchange } from './exchange-reconcile.js';

const t = useTestApp();

const place = (body: Omit<z.input<typeof exchangePlaceBody>, 'idempotencyKey'>) => ({
  body: { note: '', idempotencyKey: exchangeKey(), ...body },
});

async function books() {
  expect(await reconcileExchange(t.db)).toEqual([]);
  expect(await reconcileStock(t.db)).toEqual([]);
  expect(await reconcilePoints(t.db)).toEqual([]);
}

describe('exchange items', () => {
  it('creates, edits at its version, moves remaining with the total, never below what is redeemed', async () => {
    const admin = await t.as('admin');
    const skuId = await stockedSku(t.db, 'EXI-1', 10);
    const created = await admin.ok('createExchangeItem', {
      body: { skuId, title: 'Mug for points', pointsPrice: 100, quotaTotal: 5, status: 'ON' },
    });
    expect(created).toMatchObject({
      kind: 'SKU',
      skuCode: 'EXI-1',
      quotaRemaining: 5,
      windowState: 'RUNNING',
    });
    const buyer = await pointsCustomer(t.db, 'Item Buyer', 1000);
    await admin.ok(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: created.id, quantity: 2, addressId: buyer.addressId }),
    );
    const fields = { skuId, title: 'Mug for points', pointsPrice: 100, status: 'ON' as const };
    const below = await admin.call('updateExchangeItem', {
      params: { id: created.id },
      body: { ...fields, quotaTotal: 1, version: created.version },
    });
    expect(below.json()).toMatchObject({
      code: Codes.VALIDATION,
      data: {
        issues: [{ path: ['quotaTotal'], key: 'exchange.quotaBelowRedeemed', params: { redeemed: 2 } }],
      },
    });
    const edited = await admin.ok('updateExchangeItem', {
      params: { id: created.id },
      body: { ...fields, quotaTotal: 8, version: created.version },
    });
    expect(edited).toMatchObject({ quotaTotal: 8, quotaRemaining: 6, version: created.version + 1 });
    expect(edited.redeemed).toMatchObject({ quantity: 2, orders: 1, customers: 1, points: 200 });
    const stale = await admin.call('updateExchangeItem', {
      params: { id: created.id },
      body: { ...fields, quotaTotal: 9, version: created.version },
    });
    expect(stale.json().code).toBe(Codes.VERSION_CONFLICT);
    const onDelete = await admin.call('deleteExchangeItem', {
      params: { id: created.id },
      query: { version: edited.version },
    });
    expect(onDelete.json()).toMatchObject({ code: Codes.ILLEGAL_TRANSITION, message: expect.any(String) });
    const off = await admin.ok('setExchangeItemStatus', {
      params: { id: created.id },
      body: { status: 'OFF', version: edited.version },
    });
    await admin.ok('deleteExchangeItem', { params: { id: created.id }, query: { version: off.version } });
    const listed = await admin.ok('listExchangeItems', { query: { q: 'Mug for points' } });
    expect(listed.total).toBe(0);
    await books();
  });

  it('refuses an unknown SKU or image on the field, and a window that ends before it starts', async () => {
    const admin = await t.as('editor');
    const unknown = await admin.call('createExchangeItem', {
      body: { skuId: 999999, title: 'x', pointsPrice: 1, quotaTotal: 1 },
    });
    expect(unknown.json().data.issues[0]).toMatchObject({ path: ['skuId'], key: 'exchange.skuNotFound' });
    const window = await admin.call('createExchangeItem', {
      body: {
        title: 'x',
        pointsPrice: 1,
        quotaTotal: 1,
        startsAt: '2030-01-02T00:00:00Z',
        endsAt: '2030-01-01T00:00:00Z',
      },
    });
    expect(window.json().data.issues[0]).toMatchObject({ path: ['endsAt'] });
  });

  it('filters by kind, status and window', async () => {
    const admin = await t.as('admin');
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await insertItem(t.db, { title: 'Filter upcoming', quotaTotal: 1, startsAt: future });
    await insertItem(t.db, { title: 'Filter running', quotaTotal: 1 });
    const upcoming = await admin.ok('listExchangeItems', { query: { q: 'Filter', window: 'UPCOMING' } });
    expect(upcoming.items.map((i) => i.title)).toEqual(['Filter upcoming']);
    const virtual = await admin.ok('listExchangeItems', {
      query: { q: 'Filter', kind: 'VIRTUAL', window: 'RUNNING' },
    });
    expect(virtual.items.map((i) => i.title)).toEqual(['Filter running']);
  });
});

describe('exchange orders: every transition', () => {
  it('SKU item with a cash part: PENDING_PAYMENT → TO_SHIP → SHIPPED → COMPLETED; others refused with 42203', async () => {
    const admin = await t.as('admin');
    const skuId = await stockedSku(t.db, 'EXO-1', 5);
    const itemId = await insertItem(t.db, {
      skuId,
      title: 'Cash mug',
      pointsPrice: 50,
      cashPrice: 300,
      quotaTotal: 3,
    });
    const buyer = await pointsCustomer(t.db, 'Flow Buyer', 500);
    const { order } = await admin.ok(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId, quantity: 2, addressId: buyer.addressId }),
    );
    expect(order).toMatchObject({ status: 'PENDING_PAYMENT', pointsTotal: 100, cashTotal: 600, cashPaid: 0 });
    expect(order.receiver?.city).toBe('Madrid');
    for (const op of ['shipExchangeOrder', 'completeExchangeOrder'] as const) {
      const refused = await admin.call(op, {
        params: { id: order.id },
        body: { carrier: 'SF', trackingNo: 'T1' },
      });
      expect(refused.json().code).toBe(Codes.ILLEGAL_TRANSITION);
    }
    const paid = await admin.ok('payExchangeOrder', {
      params: { id: order.id },
      body: { channel: 'BANK_TRANSFER', reference: 'EXO-TRANSFER-1', idempotencyKey: exchangeKey('pay') },
    });
    expect(paid.order).toMatchObject({
      status: 'TO_SHIP',
      cashPaid: 600,
      payment: { amount: 600, status: 'SUCCESS' },
    });
    const again = await admin.call('payExchangeOrder', {
      params: { id: order.id },
      body: { channel: 'CASH', idempotencyKey: exchangeKey('pay') },
    });
    expect(again.json().code).toBe(Codes.ILLEGAL_TRANSITION);
    const shipped = await admin.ok('shipExchangeOrder', {
      params: { id: order.id },
      body: { carrier: 'SF', trackingNo: 'SF123' },
    });
    expect(shipped).toMatchObject({ status: 'SHIPPED', carrier: 'SF' });
    const cancel = await admin.call('cancelExchangeOrder', {
      params: { id: order.id },
      body: { reason: 'late' },
    });
    expect(cancel.json().code).toBe(Codes.ILLEGAL_TRANSITION);
    const done = await admin.ok('completeExchangeOrder', { params: { id: order.id } });
    expect(done.status).toBe('COMPLETED');
    expect(done.events.map((e) => e.type)).toEqual(['PLACED', 'PAID', 'SHIPPED', 'COMPLETED']);
    const after = await snapshot(t.db, itemId, skuId, [buyer.id]);
    expect(after.sku).toEqual({ onHand: 3, reserved: 0 });
    expect(after.balances).toEqual([400]);
    expect(after.item?.quotaRemaining).toBe(1);
    const payments = await admin.ok('listPayments', { query: { bizType: 'EXCHANGE', q: order.exchangeNo } });
    expect(payments.items).toMatchObject([
      { bizType: 'EXCHANGE', exchangeNo: order.exchangeNo, orderId: null, amount: 600 },
    ]);
    expect(payments.totals.amount).toBe(600);
    await books();
  });

  it('virtual item: nothing to pay → COMPLETED at once; with cash paid at once → COMPLETED; pay later → COMPLETED', async () => {
    const admin = await t.as('editor');
    const free = await insertItem(t.db, { title: 'Coupon', pointsPrice: 20, quotaTotal: 10 });
    const cash = await insertItem(t.db, {
      title: 'Coupon plus',
      pointsPrice: 20,
      cashPrice: 100,
      quotaTotal: 10,
    });
    const buyer = await pointsCustomer(t.db, 'Virtual Buyer', 200);
    const a = await admin.ok(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: free, quantity: 1 }),
    );
    expect(a.order).toMatchObject({ status: 'COMPLETED', receiver: null, kind: 'VIRTUAL' });
    const b = await admin.ok(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: cash, quantity: 1, payment: { channel: 'CASH' } }),
    );
    expect(b.order).toMatchObject({ status: 'COMPLETED', cashPaid: 100 });
    const c = await admin.ok(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: cash, quantity: 1 }),
    );
    expect(c.order.status).toBe('PENDING_PAYMENT');
    const paid = await admin.ok('payExchangeOrder', {
      params: { id: c.order.id },
      body: { channel: 'CASH', idempotencyKey: exchangeKey() },
    });
    expect(paid.order.status).toBe('COMPLETED');
    const ship = await admin.call('shipExchangeOrder', {
      params: { id: a.order.id },
      body: { carrier: 'SF', trackingNo: 'X' },
    });
    expect(ship.json().code).toBe(Codes.ILLEGAL_TRANSITION);
    await books();
  });

  it('cancel from TO_SHIP gives points, quota, stock and the paid cash back; an editor may not cancel a paid one (403)', async () => {
    const admin = await t.as('admin');
    const editor = await t.as('editor');
    const skuId = await stockedSku(t.db, 'EXC-1', 4);
    const itemId = await insertItem(t.db, {
      skuId,
      title: 'Cancel mug',
      pointsPrice: 70,
      cashPrice: 250,
      quotaTotal: 4,
    });
    const buyer = await pointsCustomer(t.db, 'Cancel Buyer', 300);
    const before = await snapshot(t.db, itemId, skuId, [buyer.id]);
    const { order } = await editor.ok(
      'placeExchangeOrder',
      place({
        customerId: buyer.id,
        itemId,
        quantity: 2,
        addressId: buyer.addressId,
        payment: { channel: 'CARD_TERMINAL', reference: 'EXC-SLIP-1' },
      }),
    );
    expect(order.status).toBe('TO_SHIP');
    const during = await snapshot(t.db, itemId, skuId, [buyer.id]);
    expect(during).toMatchObject({
      sku: { onHand: 4, reserved: 2 },
      balances: [160],
      item: { quotaRemaining: 2 },
    });
    const refused = await editor.call('cancelExchangeOrder', {
      params: { id: order.id },
      body: { reason: 'changed mind' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: Codes.FORBIDDEN,
      message: expect.stringContaining('refund'),
    });
    const cancelled = await admin.ok('cancelExchangeOrder', {
      params: { id: order.id },
      body: { reason: 'changed mind' },
    });
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'changed mind',
      pointsReturned: 140,
      cashRefunded: 500,
      payment: { status: 'REFUNDED' },
      refund: { amount: 500 },
    });
    const after = await snapshot(t.db, itemId, skuId, [buyer.id]);
    expect(after.sku).toEqual(before.sku);
    expect(after.balances).toEqual(before.balances);
    expect(after.item?.quotaRemaining).toBe(4);
    const refunds = await admin.ok('listRefunds', { query: { bizType: 'EXCHANGE', q: order.exchangeNo } });
    expect(refunds.items).toMatchObject([{ bizType: 'EXCHANGE', exchangeNo: order.exchangeNo, amount: 500 }]);
    const twice = await admin.call('cancelExchangeOrder', {
      params: { id: order.id },
      body: { reason: 'again' },
    });
    expect(twice.json().code).toBe(Codes.ILLEGAL_TRANSITION);
    await books();
  });

  it('an editor may redeem and cancel an unpaid one; PENDING_PAYMENT cancel refunds nothing', async () => {
    const editor = await t.as('editor');
    const itemId = await insertItem(t.db, { title: 'Unpaid', pointsPrice: 10, cashPrice: 99, quotaTotal: 2 });
    const buyer = await pointsCustomer(t.db, 'Unpaid Buyer', 50);
    const { order } = await editor.ok(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId, quantity: 1 }),
    );
    const cancelled = await editor.ok('cancelExchangeOrder', {
      params: { id: order.id },
      body: { reason: 'no money' },
    });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refund: null, pointsReturned: 10 });
    await books();
  });
});

describe('placing: refusals', () => {
  it('points short 42202, item off / not started / ended / deleted 42203, quota left and limits', async () => {
    const admin = await t.as('admin');
    const buyer = await pointsCustomer(t.db, 'Refused Buyer', 100);
    const pricey = await insertItem(t.db, { title: 'Pricey', pointsPrice: 101, quotaTotal: 5 });
    const short = await admin.call(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: pricey, quantity: 1 }),
    );
    expect(short.json()).toMatchObject({ code: Codes.INSUFFICIENT_POINTS });
    const huge = await insertItem(t.db, { title: 'Huge', pointsPrice: 100_000_000, quotaTotal: 100_000 });
    const overflow = await admin.call(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: huge, quantity: 10_000 }),
    );
    expect(overflow.json()).toMatchObject({
      code: Codes.INSUFFICIENT_POINTS,
      data: { balance: 100, requested: 1e12 },
    });
    const gone = await insertItem(t.db, { title: 'Gone', quotaTotal: 5 });
    await t.db.update(exchangeItem).set({ deletedAt: new Date() }).where(eq(exchangeItem.id, gone));
    const deleted = await admin.call(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: gone, quantity: 1 }),
    );
    expect(deleted.json()).toMatchObject({ code: Codes.ILLEGAL_TRANSITION, data: { deleted: true } });
    const off = await insertItem(t.db, { title: 'Off', quotaTotal: 5, status: 'OFF' });
    expect(
      (
        await admin.call('placeExchangeOrder', place({ customerId: buyer.id, itemId: off, quantity: 1 }))
      ).json(),
    ).toMatchObject({ code: Codes.ILLEGAL_TRANSITION, data: { itemId: off, status: 'OFF' } });
    const later = await insertItem(t.db, {
      title: 'Later',
      quotaTotal: 5,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(
      (
        await admin.call('placeExchangeOrder', place({ customerId: buyer.id, itemId: later, quantity: 1 }))
      ).json().code,
    ).toBe(Codes.ILLEGAL_TRANSITION);
    const ended = await insertItem(t.db, {
      title: 'Ended',
      quotaTotal: 5,
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2020-02-01T00:00:00Z',
    });
    expect(
      (
        await admin.call('placeExchangeOrder', place({ customerId: buyer.id, itemId: ended, quantity: 1 }))
      ).json().code,
    ).toBe(Codes.ILLEGAL_TRANSITION);
    const few = await insertItem(t.db, {
      title: 'Few',
      quotaTotal: 2,
      pointsPrice: 1,
      perOrderLimit: 5,
      perCustomerLimit: 3,
    });
    const quota = await admin.call(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: few, quantity: 3 }),
    );
    expect(quota.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      data: { quotaRemaining: 2, requested: 3 },
      message: expect.stringContaining('2'),
    });
    const perOrder = await admin.call(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: few, quantity: 6 }),
    );
    expect(perOrder.json().data.issues[0]).toMatchObject({
      path: ['quantity'],
      key: 'exchange.perOrderLimit',
    });
    const limited = await insertItem(t.db, {
      title: 'Limited',
      quotaTotal: 10,
      pointsPrice: 1,
      perCustomerLimit: 2,
    });
    await admin.ok('placeExchangeOrder', place({ customerId: buyer.id, itemId: limited, quantity: 2 }));
    const over = await admin.call(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: limited, quantity: 1 }),
    );
    expect(over.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      data: { limit: 2, already: 2, requested: 1 },
    });
    const skuId = await stockedSku(t.db, 'EXR-1', 1);
    const needsAddress = await insertItem(t.db, { skuId, title: 'Ship me', quotaTotal: 5, pointsPrice: 1 });
    const noAddress = await admin.call(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: needsAddress, quantity: 1 }),
    );
    expect(noAddress.json().data.issues[0]).toMatchObject({
      path: ['addressId'],
      key: 'exchange.addressRequired',
    });
    const stock = await admin.call(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId: needsAddress, quantity: 2, addressId: buyer.addressId }),
    );
    expect(stock.json()).toMatchObject({
      code: Codes.INSUFFICIENT_STOCK,
      message: expect.stringContaining('EXR-1'),
    });
    const after = await snapshot(t.db, needsAddress, skuId, [buyer.id]);
    expect(after).toMatchObject({ sku: { onHand: 1, reserved: 0 }, item: { quotaRemaining: 5 }, orders: 0 });
    await books();
  });

  it('one key: a replay answers the first order, another request with it is 42206', async () => {
    const admin = await t.as('admin');
    const buyer = await pointsCustomer(t.db, 'Key Buyer', 100);
    const itemId = await insertItem(t.db, { title: 'Keyed', quotaTotal: 5, pointsPrice: 10 });
    const body = { customerId: buyer.id, itemId, quantity: 1, note: '', idempotencyKey: exchangeKey('same') };
    const first = await admin.ok('placeExchangeOrder', { body });
    const second = await admin.call('placeExchangeOrder', { body });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data).toMatchObject({ replayed: true, order: { id: first.order.id } });
    const other = await admin.call('placeExchangeOrder', { body: { ...body, quantity: 2 } });
    expect(other.json().code).toBe(Codes.IDEMPOTENCY_KEY_REUSED);
    const twins = await Promise.all(
      [1, 2, 3].map(() =>
        admin.call('placeExchangeOrder', { body: { ...body, idempotencyKey: 'twin-key-0001' } }),
      ),
    );
    expect(new Set(twins.map((r) => r.json().data.order.id)).size).toBe(1);
    expect((await snapshot(t.db, itemId, null, [buyer.id])).orders).toBe(2);
    await books();
  });

  it('a reference names one payment: an order payment cannot reuse an exchange one, nor the reverse', async () => {
    const admin = await t.as('admin');
    const buyer = await pointsCustomer(t.db, 'Ref Buyer', 100);
    const itemId = await insertItem(t.db, {
      title: 'Ref item',
      quotaTotal: 5,
      pointsPrice: 10,
      cashPrice: 100,
    });
    const { order } = await admin.ok(
      'placeExchangeOrder',
      place({
        customerId: buyer.id,
        itemId,
        quantity: 1,
        payment: { channel: 'BANK_TRANSFER', reference: 'REF-SHARED-1' },
      }),
    );
    const skuId = await stockedSku(t.db, 'EXREF-1', 5);
    const placed = await orderApi(admin).place(orderBody(buyer.id, [{ skuId, quantity: 1 }]));
    const orderPay = await admin.call('recordPayment', {
      params: { id: placed.id },
      body: { channel: 'BANK_TRANSFER', reference: 'REF-SHARED-1', amount: placed.total },
    });
    expect(orderPay.json().data.issues[0]).toMatchObject({
      path: ['reference'],
      key: 'payment.referenceUsedByExchange',
      params: { exchangeNo: order.exchangeNo },
    });
    await admin.ok('recordPayment', {
      params: { id: placed.id },
      body: { channel: 'BANK_TRANSFER', reference: 'REF-ORDER-1', amount: placed.total },
    });
    const exchangePay = await admin.call(
      'placeExchangeOrder',
      place({
        customerId: buyer.id,
        itemId,
        quantity: 1,
        payment: { channel: 'BANK_TRANSFER', reference: 'REF-ORDER-1' },
      }),
    );
    expect(exchangePay.json().data.issues[0]).toMatchObject({
      path: ['payment', 'reference'],
      key: 'payment.referenceUsedByOrder',
      params: { orderNo: placed.orderNo },
    });
    await books();
  });
});

describe('lists and exports', () => {
  it('tabs with counts, search by number and customer, CSV in the asked language', async () => {
    const admin = await t.as('admin');
    const buyer = await pointsCustomer(t.db, 'Listed Zhang', 100);
    const itemId = await insertItem(t.db, {
      title: 'Listed item',
      quotaTotal: 5,
      pointsPrice: 5,
      cashPrice: 10,
    });
    await admin.ok('placeExchangeOrder', place({ customerId: buyer.id, itemId, quantity: 1 }));
    await admin.ok(
      'placeExchangeOrder',
      place({ customerId: buyer.id, itemId, quantity: 1, payment: { channel: 'CASH' } }),
    );
    const list = await admin.ok('listExchangeOrders', {
      query: { q: 'Listed Zhang', tab: 'PENDING_PAYMENT' },
    });
    expect(list.total).toBe(1);
    expect(list.counts).toMatchObject({ ALL: 2, PENDING_PAYMENT: 1, COMPLETED: 1 });
    const csv = await admin.call('exportExchangeOrders', { query: { itemId, lang: 'zh' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('兑换单号');
    expect(csv.body).toContain('待付款');
    const items = await admin.call('exportExchangeItems', { query: { q: 'Listed item', lang: 'es' } });
    expect(items.body).toContain('Cupo restante');
  });
});
