import { Codes } from '@shop/contract/codes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  exchangeKey,
  insertItem,
  pointsCustomer,
  snapshot,
  stockedSku,
} from '../../test-support/exchange-fixtures.js';
import { useTestApp } from '../../test-support/harness.js';
import { reconcileStock } from '../inventory/stock-reconcile.js';
import { reconcilePoints } from '../point/point-reconcile.js';
import { reconcileExchange } from './exchange-reconcile.js';

/**
 * No item redeemed past its quota, its per-customer limit or its SKU's stock (domain.md §2.3):
 * many redemptions at once through the API. On PostgreSQL they run on a pool of connections; on
 * PGlite they queue on its one connection. After each race every book agrees.
 */
const t = useTestApp();

async function booksAgree() {
  expect(await reconcileExchange(t.db)).toEqual([]);
  expect(await reconcileStock(t.db)).toEqual([]);
  expect(await reconcilePoints(t.db)).toEqual([]);
}

async function customers(n: number, label: string, points: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => pointsCustomer(t.db, `${label} ${i}`, points)));
}

describe('redemptions racing', () => {
  it('30 concurrent redemptions of an item with 1 left: exactly 1 succeeds', async () => {
    const staff = await t.as('editor');
    const itemId = await insertItem(t.db, { title: 'Last one', pointsPrice: 10, quotaTotal: 1 });
    const buyers = await customers(30, 'Last one buyer', 100);
    const answers = await Promise.all(
      buyers.map((b) =>
        staff.call('placeExchangeOrder', {
          body: { customerId: b.id, itemId, quantity: 1, note: '', idempotencyKey: exchangeKey('last') },
        }),
      ),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === Codes.OK)).toHaveLength(1);
    expect(codes.filter((c) => c === Codes.INSUFFICIENT_STOCK)).toHaveLength(29);
    const after = await snapshot(
      t.db,
      itemId,
      null,
      buyers.map((b) => b.id),
    );
    expect(after.item?.quotaRemaining).toBe(0);
    expect(after.quantity).toBe(1);
    expect(after.balances.reduce((s, b) => s + b, 0)).toBe(30 * 100 - 10);
    await booksAgree();
  });

  it('quota 5 and 2 per customer, 30 requests from 5 customers: exactly 5 succeed, nobody above 2', async () => {
    const staff = await t.as('admin');
    const itemId = await insertItem(t.db, {
      title: 'Two each',
      pointsPrice: 5,
      quotaTotal: 5,
      perCustomerLimit: 2,
    });
    const buyers = await customers(5, 'Two each buyer', 100);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => buyers[i % 5]).map((b) =>
        staff.call('placeExchangeOrder', {
          body: { customerId: b?.id, itemId, quantity: 1, note: '', idempotencyKey: exchangeKey('two') },
        }),
      ),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === Codes.OK)).toHaveLength(5);
    expect(codes.filter((c) => c !== Codes.OK && c !== Codes.INSUFFICIENT_STOCK)).toEqual([]);
    const perCustomer = (await t.db.execute(sql`
      SELECT customer_id, sum(quantity)::int AS q FROM exchange_order
      WHERE item_id = ${itemId} AND status <> 'CANCELLED' GROUP BY customer_id`)) as unknown as
      | { rows: { q: number }[] }
      | { q: number }[];
    const held = (Array.isArray(perCustomer) ? perCustomer : perCustomer.rows).map((r) => Number(r.q));
    expect(held.reduce((s, q) => s + q, 0)).toBe(5);
    expect(Math.max(...held)).toBeLessThanOrEqual(2);
    const after = await snapshot(
      t.db,
      itemId,
      null,
      buyers.map((b) => b.id),
    );
    expect(after.item?.quotaRemaining).toBe(0);
    expect(after.balances.reduce((s, b) => s + b, 0)).toBe(500 - 25);
    await booksAgree();
  });

  it('plenty of quota and 2 per customer, 40 requests from 4 customers: exactly 2 each', async () => {
    const staff = await t.as('admin');
    const itemId = await insertItem(t.db, {
      title: 'Limit only',
      pointsPrice: 1,
      quotaTotal: 100,
      perCustomerLimit: 2,
    });
    const buyers = await customers(4, 'Limit only buyer', 100);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => buyers[i % 4]).map((b) =>
        staff.call('placeExchangeOrder', {
          body: { customerId: b?.id, itemId, quantity: 1, note: '', idempotencyKey: exchangeKey('limit') },
        }),
      ),
    );
    expect(answers.filter((a) => a.json().code === Codes.OK)).toHaveLength(8);
    const after = await snapshot(
      t.db,
      itemId,
      null,
      buyers.map((b) => b.id),
    );
    expect(after.balances).toEqual([98, 98, 98, 98]);
    expect(after.item?.quotaRemaining).toBe(92);
    await booksAgree();
  });

  it('orders and redemptions of one customer on one SKU at once: each placed, none lost to a deadlock', async () => {
    const staff = await t.as('admin');
    const skuId = await stockedSku(t.db, 'EX-RACE-MIXED', 40);
    const itemId = await insertItem(t.db, { skuId, title: 'Mixed race', pointsPrice: 1, quotaTotal: 40 });
    const [buyer] = await customers(1, 'Mixed buyer', 100);
    const b = buyer as { id: number; addressId: number };
    const address = {
      receiverName: 'M',
      phone: '+34600111222',
      region: '',
      city: 'Madrid',
      line: 'x',
      postalCode: '',
    };
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0
          ? staff.call('placeExchangeOrder', {
              body: {
                customerId: b.id,
                itemId,
                quantity: 1,
                addressId: b.addressId,
                note: '',
                idempotencyKey: exchangeKey('mix'),
              },
            })
          : staff.call('placeOrder', {
              body: {
                customerId: b.id,
                lines: [{ skuId, quantity: 1 }],
                address,
                idempotencyKey: exchangeKey('mixo'),
              },
            }),
      ),
    );
    expect(answers.map((a) => a.json().code)).toEqual(answers.map(() => Codes.OK));
    const after = await snapshot(t.db, itemId, skuId, [b.id]);
    expect(after).toMatchObject({
      sku: { onHand: 40, reserved: 24 },
      balances: [88],
      item: { quotaRemaining: 28 },
    });
    await booksAgree();
  });

  it('an item whose SKU has 1 available but quota 10: exactly 1 succeeds, the rest 42201 on stock', async () => {
    const staff = await t.as('admin');
    const skuId = await stockedSku(t.db, 'EX-RACE-SKU', 1);
    const itemId = await insertItem(t.db, {
      skuId,
      title: 'One on the shelf',
      pointsPrice: 10,
      quotaTotal: 10,
    });
    const buyers = await customers(12, 'Shelf buyer', 50);
    const answers = await Promise.all(
      buyers.map((b) =>
        staff.call('placeExchangeOrder', {
          body: {
            customerId: b.id,
            itemId,
            quantity: 1,
            addressId: b.addressId,
            note: '',
            idempotencyKey: exchangeKey('shelf'),
          },
        }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.code === Codes.OK)).toHaveLength(1);
    expect(
      bodies.filter((b) => b.key === 'inventory.insufficientStock' || b.code === Codes.INSUFFICIENT_STOCK),
    ).toHaveLength(11);
    const after = await snapshot(
      t.db,
      itemId,
      skuId,
      buyers.map((b) => b.id),
    );
    expect(after.sku).toEqual({ onHand: 1, reserved: 1 });
    expect(after.item?.quotaRemaining).toBe(9);
    expect(after.balances.reduce((s, b) => s + b, 0)).toBe(12 * 50 - 10);
    await booksAgree();
  });

  it('the same redemption sent 10 times at once with one key: one order, one debit', async () => {
    const staff = await t.as('admin');
    const itemId = await insertItem(t.db, { title: 'Double click', pointsPrice: 10, quotaTotal: 10 });
    const [buyer] = await customers(1, 'Double clicker', 100);
    const body = { customerId: buyer?.id, itemId, quantity: 1, note: '', idempotencyKey: exchangeKey('dbl') };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => staff.call('placeExchangeOrder', { body })),
    );
    const ids = answers.map((a) => a.json().data?.order?.id);
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((a) => a.json().data?.replayed === false)).toHaveLength(1);
    const after = await snapshot(t.db, itemId, null, [buyer?.id as number]);
    expect(after).toMatchObject({ orders: 1, balances: [90], item: { quotaRemaining: 9 } });
    await booksAgree();
  });

  it('cancels racing redemptions of the last unit: quota, stock and points still agree', async () => {
    const staff = await t.as('admin');
    const skuId = await stockedSku(t.db, 'EX-RACE-CANCEL', 3);
    const itemId = await insertItem(t.db, { skuId, title: 'Back and forth', pointsPrice: 10, quotaTotal: 2 });
    const buyers = await customers(6, 'Back and forth buyer', 100);
    const first = await Promise.all(
      buyers.slice(0, 2).map((b) =>
        staff.ok('placeExchangeOrder', {
          body: {
            customerId: b.id,
            itemId,
            quantity: 1,
            addressId: b.addressId,
            note: '',
            idempotencyKey: exchangeKey('bf'),
          },
        }),
      ),
    );
    const answers = await Promise.all([
      ...first.map((f) =>
        staff.call('cancelExchangeOrder', { params: { id: f.order.id }, body: { reason: 'race' } }),
      ),
      ...buyers.slice(2).map((b) =>
        staff.call('placeExchangeOrder', {
          body: {
            customerId: b.id,
            itemId,
            quantity: 1,
            addressId: b.addressId,
            note: '',
            idempotencyKey: exchangeKey('bf'),
          },
        }),
      ),
    ]);
    expect(answers.slice(0, 2).map((a) => a.json().code)).toEqual([Codes.OK, Codes.OK]);
    const placed = answers.slice(2).filter((a) => a.json().code === Codes.OK).length;
    expect(placed).toBeLessThanOrEqual(2);
    const after = await snapshot(
      t.db,
      itemId,
      skuId,
      buyers.map((b) => b.id),
    );
    expect(after.item?.quotaRemaining).toBe(2 - placed);
    expect(after.sku).toEqual({ onHand: 3, reserved: placed });
    await booksAgree();
  });
});
