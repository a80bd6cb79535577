import type { OrderDetail } from '@shop/contract/areas/order';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.js';
import { freshKey, orderBody, smallShop, useAdminOrders } from '../../test-support/order-fixtures.js';
import { countTabs } from '../order/order-list.table.js';
import { foldRollups } from './rollup-compactor.js';
import { reconcileRollups } from './rollup-reconcile.js';

/**
 * Issue 20, ADR 0011: a race on the same hour and day (placements, payments, cancels of unpaid and
 * paid orders, refunds, shipping and completing with its points, after-sales and new customers,
 * all at once through the API, with two folders running through it) leaves every rollup equal to
 * the raw tables, folded or not. On PostgreSQL the requests run on separate connections.
 */
const { t, desk } = useAdminOrders();

const ROUNDS = 3;

describe('the rollups after a race', () => {
  it('equal the raw tables, before and after folding, and the tabs count exactly', async () => {
    const shop = await smallShop(t.db, 'Race', 1000);
    const place = (quantity = 1) =>
      desk.orders.place(
        orderBody(shop.customerId, [
          { skuId: shop.blue, quantity },
          { skuId: shop.red, quantity: 1 },
        ]),
      );
    const refundOne = (order: OrderDetail) =>
      desk.admin.ok('refundOrder', {
        params: { id: order.id },
        body: {
          lines: [{ lineId: order.lines[0]?.id ?? 0, quantity: 1 }],
          reason: 'Chipped',
          idempotencyKey: freshKey('refund'),
        },
      });
    const afterSale = (order: OrderDetail) =>
      desk.admin.ok('requestAfterSale', {
        params: { id: order.id },
        body: {
          type: 'REFUND_ONLY',
          lines: [{ lineId: order.lines[1]?.id ?? 0, quantity: 1 }],
          reason: 'Late',
        },
      });
    const shipAndComplete = async (order: OrderDetail) =>
      desk.orders.complete((await desk.orders.ship(order.id)).id);

    for (let round = 0; round < ROUNDS; round++) {
      const unpaid = await Promise.all([place(), place(2), place(), place(3), place()]);
      const paid = await Promise.all(
        [place(2), place(2), place(), place(2), place()].map(async (o) => desk.orders.pay(await o)),
      );
      const folding = Promise.all([foldRollups(t.db, { batch: 3 }), foldRollups(t.db, { batch: 7 })]);
      await Promise.all([
        place(),
        place(4),
        desk.orders.pay(unpaid[0] as OrderDetail),
        desk.orders.pay(unpaid[1] as OrderDetail, freshKey('ref'), 'BANK_TRANSFER'),
        desk.orders.cancel((unpaid[2] as OrderDetail).id),
        desk.orders.cancel((unpaid[3] as OrderDetail).id),
        desk.orders.cancel((paid[0] as OrderDetail).id),
        refundOne(paid[1] as OrderDetail),
        refundOne(paid[2] as OrderDetail),
        shipAndComplete(paid[3] as OrderDetail),
        desk.orders.ship((paid[4] as OrderDetail).id).then(afterSale),
        desk.admin.ok('createCustomer', { body: { name: `Race walk-in ${round}a` } }),
        desk.admin.ok('createCustomer', { body: { name: `Race walk-in ${round}b` } }),
        folding,
      ]);
      expect(await reconcileRollups(t.db)).toEqual([]);
    }

    const kept = rowsOf<{ orders: number }>(
      await t.db.execute(sql`SELECT sum(orders)::int AS orders FROM order_day_all`),
    )[0];
    expect(kept?.orders).toBe(ROUNDS * 12);
    await Promise.all([foldRollups(t.db, { batch: 5 }), foldRollups(t.db, { batch: 5 })]);
    expect(await reconcileRollups(t.db)).toEqual([]);

    // The tabs over a range cutting today and yesterday, and over whole days, against the desk.orders.
    const now = Date.now();
    for (const [from, to] of [
      [now - 30 * 3_600_000, now + 3_600_000],
      [now - 86_400_000 * 3, now + 86_400_000 * 2],
    ] as const) {
      const filters = { q: undefined, from: new Date(from).toISOString(), to: new Date(to).toISOString() };
      const counted = rowsOf<{ status: string; n: number; refunding: number }>(
        await t.db.execute(sql`SELECT status, count(*)::int AS n,
            (count(*) FILTER (WHERE has_open_after_sale))::int AS refunding FROM shop_order
          WHERE placed_at >= ${filters.from}::timestamptz AND placed_at < ${filters.to}::timestamptz
          GROUP BY status`),
      );
      const tabs = await countTabs(t.db, filters);
      for (const row of counted) expect(tabs[row.status as keyof typeof tabs]).toBe(row.n);
      expect(tabs.ALL).toBe(ROUNDS * 12);
      expect(tabs.REFUNDING).toBe(counted.reduce((sum, r) => sum + r.refunding, 0));
      expect(tabs.REFUNDING).toBe(ROUNDS);
    }
  });
});
