import type { CustomerDetail } from '@shop/contract/areas/customer';
import { describe, expect, it } from 'vitest';
import { orderBody, smallShop, useAdminOrders } from '../../test-support/order-fixtures.js';
import { reconcileOrders } from './order-reconcile.js';

/**
 * Issue 17 point 9: the customer page showed "Orders 0" beside a last order date. The count, the
 * last order and the total spent cover one set of orders (those not cancelled), whatever happens.
 */
const { t, desk } = useAdminOrders();

const totalsOf = async (id: number) => {
  const detail: CustomerDetail = await desk.admin.ok('getCustomer', { params: { id } });
  return { orderCount: detail.orderCount, lastOrderAt: detail.lastOrderAt, totalSpent: detail.totalSpent };
};

describe("a customer's order count and last order", () => {
  it('agree after placing, paying and cancelling', async () => {
    const shop = await smallShop(t.db, 'TOTALS');
    const first = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.blue, quantity: 1 }]));
    const second = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    expect(await totalsOf(shop.customerId)).toEqual({
      orderCount: 2,
      lastOrderAt: second.placedAt,
      totalSpent: 0,
    });

    await desk.orders.pay(first);
    expect(await totalsOf(shop.customerId)).toEqual({
      orderCount: 2,
      lastOrderAt: second.placedAt,
      totalSpent: first.total,
    });

    // The latest order cancelled: the last order falls back to the one still counted.
    await desk.orders.cancel(second.id);
    expect(await totalsOf(shop.customerId)).toEqual({
      orderCount: 1,
      lastOrderAt: first.placedAt,
      totalSpent: first.total,
    });

    // A paid order cancelled is refunded: nothing counts, no last order, nothing spent.
    await desk.orders.cancel(first.id);
    expect(await totalsOf(shop.customerId)).toEqual({ orderCount: 0, lastOrderAt: null, totalSpent: 0 });
    expect(await reconcileOrders(t.db)).toEqual([]);
  });

  it('keeps the latest order when an earlier one is cancelled', async () => {
    const shop = await smallShop(t.db, 'EARLIER');
    const first = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.blue, quantity: 1 }]));
    const second = await desk.orders.place(orderBody(shop.customerId, [{ skuId: shop.red, quantity: 1 }]));
    await desk.orders.cancel(first.id);
    expect(await totalsOf(shop.customerId)).toEqual({
      orderCount: 1,
      lastOrderAt: second.placedAt,
      totalSpent: 0,
    });
    expect(await reconcileOrders(t.db)).toEqual([]);
  });
});
