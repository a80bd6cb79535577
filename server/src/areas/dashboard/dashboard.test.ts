import type { DashboardRange, DashboardTodoKey } from '@shop/contract/areas/dashboard';
import { orderStatuses } from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.js';
import { configEntry, orderLine, shopOrder } from '../../db/schema.js';
import { insertProduct } from '../../test-support/catalogue-rows.js';
import { insertCustomer } from '../../test-support/customer-rows.js';
import { exchangeKey, insertItem, pointsCustomer, stockedSku } from '../../test-support/exchange-fixtures.js';
import { type Caller, callerOf, useTestApp } from '../../test-support/harness.js';
import { insertOrder, insertPayment, insertRefund, insertSellable } from '../../test-support/order-rows.js';
import { sessionWithPermissions } from '../../test-support/role-session.js';
import { foldRollups } from './rollup-compactor.js';

/**
 * The dashboard's figures against sums worked out by hand from the rows this file writes, in a
 * shop whose time zone is not UTC: payments and refunds a minute either side of the shop's
 * midnight, and of the 7-day edge, must land on the right side of each period.
 */

const t = useTestApp();
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

// A fixed-offset zone (no DST, so a shop day is 24 h and the sums below stay plain arithmetic)
// that puts the shop's clock near noon whenever the test runs: rows a minute either side of the
// shop's midnight are then in the past, and "today" does not roll over mid-test. Etc/GMT-5 is
// UTC+5 (POSIX signs).
const offsetHours = 12 - new Date().getUTCHours();
const zone = offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
const offset = offsetHours * HOUR;
const shopDay = (at: number) => new Date(at + offset).toISOString().slice(0, 10);

const days: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

/** The shop's midnight today (fixed offset: the local day's start less the offset). */
const midnightOf = (now: number) => Math.floor((now + offset) / DAY) * DAY - offset;

function periodOf(range: DashboardRange, now: number) {
  const from = midnightOf(now) - (days[range] - 1) * DAY;
  return { from, previousFrom: from - days[range] * DAY };
}

let admin: Caller;

beforeAll(async () => {
  admin = await t.as('admin');
  await t.db.update(configEntry).set({ value: zone }).where(eq(configEntry.key, 'shop_time_zone'));
  await t.db.update(configEntry).set({ value: 'JPY' }).where(eq(configEntry.key, 'shop_currency'));
});

it('an empty shop answers zeros everywhere, every day present', async () => {
  for (const range of ['today', '7d', '30d'] as const) {
    const summary = await admin.ok('getDashboardSummary', { query: { range } });
    const zero = { value: 0, previous: 0 };
    expect(summary).toMatchObject({ range, currency: 'JPY', timeZone: zone });
    expect(summary.sales).toEqual({
      revenue: zero,
      paidOrders: zero,
      averageOrderValue: zero,
      refundAmount: zero,
      refundCount: zero,
    });
    expect(summary.customers).toEqual({ newCustomers: zero });
    expect(summary.points).toEqual({ issued: zero, redeemed: zero });
    expect((await admin.ok('getDashboardTopProducts', { query: { range } })).products).toEqual([]);
  }
  const series = await admin.ok('getDashboardSeries', { query: { days: '90' } });
  expect(series.days).toHaveLength(90);
  expect(series.days.at(-1)?.day).toBe(shopDay(Date.now()));
  expect(series.days.every((d) => d.revenue === 0 && d.paidOrders === 0 && d.refundAmount === 0)).toBe(true);
  const status = await admin.ok('getDashboardOrderStatus');
  expect(status).toEqual({ statuses: orderStatuses.map((s) => ({ status: s, count: 0 })), refunding: 0 });
  const todo = await admin.ok('getDashboardTodo');
  expect(todo.items.map((i) => i.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
});

interface Sale {
  kind: 'pay' | 'refund';
  at: number;
  amount: number;
}
interface PaidLine {
  paidAt: number;
  productId: number;
  units: number;
  unitPrice: number;
}

describe('a shop with sales either side of its midnights', () => {
  const sales: Sale[] = [];
  const lines: PaidLine[] = [];
  const customersAt: number[] = [];
  let seededAt = 0;
  let mug: { productId: number; skuId: number };
  let vase: { productId: number; skuId: number };

  /** An order of `quantity` × the product, paid at `paidAt` (its payment too), in `status`. */
  async function paidOrder(
    product: { productId: number; skuId: number },
    unitPrice: number,
    quantity: number,
    paidAt: number,
    status: 'PAID' | 'SHIPPED' | 'COMPLETED',
    options: {
      refundedQuantity?: number;
      refunds?: { at: number; amount: number }[];
      afterSale?: boolean;
    } = {},
  ) {
    const ago = (at: number) => Math.round((seededAt - at) / 1000);
    const customerId = await insertCustomer(t.db, {
      name: `Buyer ${lines.length}`,
      createdSecondsAgo: 400 * 86_400,
    });
    const order = await insertOrder(t.db, {
      customerId,
      sku: product,
      unitPrice,
      quantity,
      status,
      placedSecondsAgo: ago(paidAt) + 60,
    });
    const pay = await insertPayment(t.db, { order, customerId, createdSecondsAgo: ago(paidAt) });
    await t.db
      .update(shopOrder)
      .set({
        paidAt: sql`now() - make_interval(secs => ${ago(paidAt)})`,
        hasOpenAfterSale: options.afterSale ?? false,
      })
      .where(eq(shopOrder.id, order.id));
    sales.push({ kind: 'pay', at: paidAt, amount: order.total });
    for (const r of options.refunds ?? []) {
      await insertRefund(t.db, { order, paymentId: pay.id, amount: r.amount, createdSecondsAgo: ago(r.at) });
      sales.push({ kind: 'refund', at: r.at, amount: r.amount });
    }
    if (options.refundedQuantity)
      await t.db
        .update(orderLine)
        .set({ refundedQuantity: options.refundedQuantity })
        .where(eq(orderLine.id, order.lineId));
    lines.push({
      paidAt,
      productId: product.productId,
      units: quantity - (options.refundedQuantity ?? 0),
      unitPrice,
    });
  }

  beforeAll(async () => {
    seededAt = Date.now();
    const m = midnightOf(seededAt);
    mug = await insertSellable(t.db, 'DASH-MUG', 1000);
    vase = await insertSellable(t.db, 'DASH-VASE', 2500);
    // Today, and a minute before the shop's midnight (yesterday), refunded after it.
    await paidOrder(mug, 1000, 2, m + MINUTE, 'PAID');
    await paidOrder(vase, 2500, 1, m - MINUTE, 'SHIPPED', { refunds: [{ at: m + 2 * MINUTE, amount: 500 }] });
    // Either side of the 7-day edge; the older one refunded inside the 7 days, an after-sale open.
    await paidOrder(mug, 1000, 3, m - 6 * DAY + 2 * MINUTE, 'COMPLETED');
    await paidOrder(vase, 2500, 1, m - 6 * DAY - 2 * MINUTE, 'COMPLETED', {
      refunds: [{ at: m - 6 * DAY + 3 * MINUTE, amount: 600 }],
      afterSale: true,
    });
    // 20 days ago, wholly refunded (money and the unit); 45 days ago (the 30 days' period before).
    // Not at a midnight: rows are stamped by the database's clock, a little after `seededAt`.
    await paidOrder(mug, 1000, 1, m - 20 * DAY + HOUR, 'COMPLETED', {
      refunds: [{ at: m - 20 * DAY + 2 * HOUR, amount: 1000 }],
      refundedQuantity: 1,
    });
    await paidOrder(mug, 1000, 4, m - 45 * DAY + HOUR, 'COMPLETED');
    // An order not paid: no sale, PENDING_PAYMENT.
    const pendingBuyer = await insertCustomer(t.db, { name: 'Pending', createdSecondsAgo: 400 * 86_400 });
    await insertOrder(t.db, { customerId: pendingBuyer, sku: mug });
    // New customers either side of the same edges.
    for (const at of [
      m + MINUTE,
      m - MINUTE,
      m - 6 * DAY + MINUTE,
      m - 6 * DAY - MINUTE,
      m - 40 * DAY + HOUR,
    ]) {
      await insertCustomer(t.db, {
        name: `New ${at}`,
        createdSecondsAgo: Math.round((seededAt - at) / 1000),
      });
      customersAt.push(at);
    }
    // Stock: one SKU low (2 of the default 5), the sellables out (none received).
    await insertProduct(t.db, { title: 'Low jug', skus: [{ code: 'DASH-JUG', onHand: 2 }] });
    // An exchange order waiting to ship: points granted (issued) and spent (redeemed) today.
    const skuId = await stockedSku(t.db, 'DASH-EX', 5);
    const itemId = await insertItem(t.db, { skuId, pointsPrice: 100, quotaTotal: 10 });
    const buyer = await pointsCustomer(t.db, 'Points buyer', 500);
    customersAt.push(Date.now());
    await admin.ok('placeExchangeOrder', {
      body: {
        customerId: buyer.id,
        itemId,
        quantity: 2,
        addressId: buyer.addressId,
        idempotencyKey: exchangeKey(),
      },
    });
  });

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const within = (at: number, from: number, to: number) => at >= from && at < to;

  it.each(['today', '7d', '30d'] as const)(
    'the %s summary equals the raw sums, and the period before',
    async (range) => {
      const now = Date.now();
      const { from, previousFrom } = periodOf(range, now);
      const summary = await admin.ok('getDashboardSummary', { query: { range } });
      expect(summary.from).toBe(new Date(from).toISOString());
      expect(summary.previousFrom).toBe(new Date(previousFrom).toISOString());
      const figure = (pick: (s: Sale) => number, kind: Sale['kind']) => ({
        value: sum(sales.filter((s) => s.kind === kind && within(s.at, from, now)).map(pick)),
        previous: sum(sales.filter((s) => s.kind === kind && within(s.at, previousFrom, from)).map(pick)),
      });
      const paid = figure((s) => s.amount, 'pay');
      const paidOrders = figure(() => 1, 'pay');
      const refunds = figure((s) => s.amount, 'refund');
      const average = (amount: number, n: number) => (n === 0 ? 0 : Math.round(amount / n));
      expect(summary.sales).toEqual({
        revenue: { value: paid.value - refunds.value, previous: paid.previous - refunds.previous },
        paidOrders,
        averageOrderValue: {
          value: average(paid.value, paidOrders.value),
          previous: average(paid.previous, paidOrders.previous),
        },
        refundAmount: refunds,
        refundCount: figure(() => 1, 'refund'),
      });
      expect(summary.customers?.newCustomers).toEqual({
        value: customersAt.filter((at) => within(at, from, now)).length,
        previous: customersAt.filter((at) => within(at, previousFrom, from)).length,
      });
    },
  );

  it('the hand-worked figures themselves: today has the payment after midnight and the refund of the one before', async () => {
    const summary = await admin.ok('getDashboardSummary', { query: { range: 'today' } });
    expect(summary.sales?.revenue).toEqual({ value: 2000 - 500, previous: 2500 });
    expect(summary.sales?.refundCount).toEqual({ value: 1, previous: 0 });
    const week = await admin.ok('getDashboardSummary', { query: { range: '7d' } });
    // 2000 + 2500 + 3000 paid, 500 + 600 refunded; before: the vase paid two minutes before the edge.
    expect(week.sales?.revenue).toEqual({ value: 7500 - 1100, previous: 2500 });
    expect(week.sales?.averageOrderValue).toEqual({ value: 2500, previous: 2500 });
  });

  it('points issued (earned less reversed, staff grants) and redeemed (spent less given back) equal the ledger', async () => {
    const now = Date.now();
    const { from } = periodOf('today', now);
    const [raw] = rowsOf<{ issued: number; redeemed: number }>(
      await t.db.execute(sql`
        SELECT coalesce(sum(delta) FILTER (WHERE biz_type IN ('ORDER_EARN', 'ORDER_EARN_REVERSAL')
                                             OR (biz_type = 'ADMIN' AND delta > 0)), 0)::float8 AS issued,
               coalesce(-sum(delta) FILTER (WHERE biz_type IN ('ORDER_USE', 'EXCHANGE', 'ORDER_USE_RETURN', 'EXCHANGE_RETURN')), 0)::float8 AS redeemed
        FROM point_ledger WHERE created_at >= ${new Date(from).toISOString()}::timestamptz`),
    );
    const summary = await admin.ok('getDashboardSummary', { query: { range: 'today' } });
    expect(summary.points).toEqual({
      issued: { value: raw?.issued, previous: 0 },
      redeemed: { value: raw?.redeemed, previous: 0 },
    });
    expect(summary.points?.issued.value).toBe(500);
    expect(summary.points?.redeemed.value).toBe(200);
  });

  it('the series has every shop day, each with its own payments and refunds', async () => {
    const series = await admin.ok('getDashboardSeries', { query: { days: '30' } });
    const now = Date.now();
    expect(series.days).toHaveLength(30);
    expect(series.days.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => shopDay(now - (29 - i) * DAY)),
    );
    const from = midnightOf(now) - 29 * DAY;
    for (const day of series.days) {
      const ofDay = sales.filter((s) => s.at >= from && shopDay(s.at) === day.day);
      const paid = sum(ofDay.filter((s) => s.kind === 'pay').map((s) => s.amount));
      const refunded = sum(ofDay.filter((s) => s.kind === 'refund').map((s) => s.amount));
      expect(day, day.day).toEqual({
        day: day.day,
        revenue: paid - refunded,
        paidOrders: ofDay.filter((s) => s.kind === 'pay').length,
        refundAmount: refunded,
      });
    }
    expect(series.days.at(-1)).toMatchObject({ revenue: 1500, paidOrders: 1, refundAmount: 500 });
    expect(series.days.at(-2)).toMatchObject({ revenue: 2500, paidOrders: 1 });
  });

  it.each(['today', '7d', '30d'] as const)(
    'top products over %s: units paid in the period less refunded',
    async (range) => {
      const now = Date.now();
      const { from } = periodOf(range, now);
      const byProduct = new Map<number, { units: number; revenue: number }>();
      for (const line of lines.filter((l) => within(l.paidAt, from, now))) {
        const sold = byProduct.get(line.productId) ?? { units: 0, revenue: 0 };
        byProduct.set(line.productId, {
          units: sold.units + line.units,
          revenue: sold.revenue + line.units * line.unitPrice,
        });
      }
      const expected = [...byProduct.entries()]
        .filter(([, s]) => s.units > 0)
        .sort((a, b) => b[1].units - a[1].units)
        .map(([productId, s]) => ({
          productId,
          title: `Product ${productId === mug.productId ? 'DASH-MUG' : 'DASH-VASE'}`,
          ...s,
        }));
      const top = await admin.ok('getDashboardTopProducts', { query: { range } });
      expect(top).toEqual({ currency: 'JPY', products: expected });
    },
  );

  it('top products by hand: the mug leads the week, the refunded unit of 20 days ago does not count', async () => {
    const week = await admin.ok('getDashboardTopProducts', { query: { range: '7d' } });
    expect(week.products.map((p) => [p.productId, p.units, p.revenue])).toEqual([
      [mug.productId, 5, 5000],
      [vase.productId, 1, 2500],
    ]);
    const month = await admin.ok('getDashboardTopProducts', { query: { range: '30d' } });
    expect(month.products.map((p) => [p.productId, p.units])).toEqual([
      [mug.productId, 5],
      [vase.productId, 2],
    ]);
  });

  it('orders by status are the order tabs with no filter', async () => {
    const tabs = await admin.ok('countOrderTabs', { query: {} });
    const status = await admin.ok('getDashboardOrderStatus');
    expect(status.statuses).toEqual(orderStatuses.map((s) => ({ status: s, count: tabs[s] })));
    expect(status.refunding).toBe(tabs.REFUNDING);
    expect(status.statuses.find((s) => s.status === 'COMPLETED')?.count).toBe(4);
    expect(status.refunding).toBe(1);
  });

  it('each to-do count is the total of the list it links to', async () => {
    const todo = await admin.ok('getDashboardTodo');
    const count = (key: DashboardTodoKey) => todo.items.find((i) => i.key === key)?.count;
    const page = { page: 1, pageSize: 20 };
    expect(todo.items.map((i) => i.key)).toEqual([
      'ordersToShip',
      'afterSalesOpen',
      'lowStock',
      'outOfStock',
      'exchangeToShip',
      'boxPrizesToShip',
      'feedPostsToReview',
      'feedCommentsToReview',
    ]);
    expect(count('ordersToShip')).toBe(
      (await admin.ok('listOrders', { query: { tab: 'PAID', ...page } })).total,
    );
    expect(count('afterSalesOpen')).toBe(
      (await admin.ok('listOrders', { query: { tab: 'REFUNDING', ...page } })).total,
    );
    expect(count('lowStock')).toBe(
      (await admin.ok('listInventory', { query: { stock: 'low', ...page } })).total,
    );
    expect(count('outOfStock')).toBe(
      (await admin.ok('listInventory', { query: { stock: 'out', ...page } })).total,
    );
    expect(count('exchangeToShip')).toBe(
      (await admin.ok('listExchangeOrders', { query: { tab: 'TO_SHIP', ...page } })).total,
    );
    expect(count('feedPostsToReview')).toBe(
      (await admin.ok('listFeedPosts', { query: { tab: 'PENDING_REVIEW', ...page } })).total,
    );
    expect(count('feedCommentsToReview')).toBe(
      (await admin.ok('listFeedComments', { query: { status: 'PENDING', ...page } })).total,
    );
    // And what those lists hold here: one order paid today, one after-sale, the jug and the
    // exchange's SKU (3 of 5 left once 2 are reserved), the two sellables never stocked, the
    // exchange order; no box drawn, no post or comment written.
    expect(todo.items.map((i) => i.count)).toEqual([1, 1, 2, 2, 1, 0, 0, 0]);
  });

  it('answers the same once the compactor has folded the deltas', async () => {
    const everything = async () => ({
      summaries: await Promise.all(
        (['today', '7d', '30d'] as const).map((range) =>
          admin.ok('getDashboardSummary', { query: { range } }),
        ),
      ),
      tops: await Promise.all(
        (['today', '7d', '30d'] as const).map((range) =>
          admin.ok('getDashboardTopProducts', { query: { range } }),
        ),
      ),
      series: await admin.ok('getDashboardSeries', { query: { days: '90' } }),
      status: await admin.ok('getDashboardOrderStatus'),
    });
    const before = await everything();
    expect(await foldRollups(t.db)).toBeGreaterThan(0);
    const after = await everything();
    // "to" is the wall clock of each request; everything else must be equal.
    for (const s of [...before.summaries, ...after.summaries]) s.to = '';
    expect(after).toEqual(before);
  });

  describe('sections by permission', () => {
    const as = async (name: string, granted: Parameters<typeof sessionWithPermissions>[2]) => {
      const token = await sessionWithPermissions(t.db, name, granted);
      return callerOf(t.app, token);
    };

    it('a clerk with orders alone sees sales and the order to-dos, no customers or points', async () => {
      const clerk = await as('dash-clerk', ['dashboard', 'order']);
      const summary = await clerk.ok('getDashboardSummary', { query: { range: '7d' } });
      expect(summary.sales).not.toBeNull();
      expect(summary.customers).toBeNull();
      expect(summary.points).toBeNull();
      const todo = await clerk.ok('getDashboardTodo');
      expect(todo.items.map((i) => i.key)).toEqual(['ordersToShip', 'afterSalesOpen']);
    });

    it('the dashboard alone shows no figures, and the order widgets refuse', async () => {
      const viewer = await as('dash-viewer', ['dashboard']);
      const summary = await viewer.ok('getDashboardSummary', { query: { range: 'today' } });
      expect(summary).toMatchObject({ sales: null, customers: null, points: null });
      expect((await viewer.ok('getDashboardTodo')).items).toEqual([]);
      for (const name of [
        'getDashboardSeries',
        'getDashboardOrderStatus',
        'getDashboardTopProducts',
      ] as const) {
        const res = await viewer.call(name);
        expect(res.statusCode, name).toBe(403);
        expect(res.json().code).toBe(Codes.FORBIDDEN);
      }
    });

    it('stock, exchange, customers and points without orders', async () => {
      const keeper = await as('dash-keeper', ['dashboard', 'inventory', 'exchange', 'user', 'point']);
      const summary = await keeper.ok('getDashboardSummary', { query: { range: '30d' } });
      expect(summary.sales).toBeNull();
      expect(summary.customers).not.toBeNull();
      expect(summary.points).not.toBeNull();
      const todo = await keeper.ok('getDashboardTodo');
      expect(todo.items.map((i) => i.key)).toEqual(['lowStock', 'outOfStock', 'exchangeToShip']);
    });
  });
});
