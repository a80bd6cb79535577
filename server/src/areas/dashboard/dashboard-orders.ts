import type {
  DashboardOrderStatus,
  DashboardRange,
  DashboardTopProducts,
} from '@shop/contract/areas/dashboard';
import { orderStatuses } from '@shop/contract/areas/order';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { readConfigs } from '../../lib/read-config.js';
import { periodOf } from './shop-days.js';

const DAY_MS = 86_400_000;
const TOP = 10;

/**
 * Every order by its status now, summed over all days of `order_day_all` (a few rows a day), and
 * those with an after-sale open: the same figures as the order list's tabs with no filter.
 */
export async function dashboardOrderStatus(db: Db): Promise<DashboardOrderStatus> {
  const rows = rowsOf<{ status: string; orders: number; refunding: number }>(
    await db.execute(sql`
      SELECT status, coalesce(sum(orders), 0)::float8 AS orders,
             coalesce(sum(orders) FILTER (WHERE refunding), 0)::float8 AS refunding
      FROM order_day_all GROUP BY status`),
  );
  const byStatus = new Map(rows.map((r) => [r.status, Number(r.orders)]));
  return {
    statuses: orderStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    refunding: rows.reduce((sum, r) => sum + Number(r.refunding), 0),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const utcDate = (ms: number) => iso(ms).slice(0, 10);

type Window = readonly [number, number];

/**
 * How to count [from, to) from `product_day` (UTC days) and the order lines: each UTC day the
 * period touches is either counted from the lines of the orders paid inside the period, or taken
 * whole from `product_day` less the lines of the orders paid in the rest of the day, whichever
 * reads fewer hours of orders. Hours after `now` hold none, so the day a period ends in (now) is
 * always product_day less nothing, and the day it starts in costs at most half a day of orders
 * (as many hours as the shop's midnight is from UTC midnight, 1 or 2 for Madrid, 8 for Shanghai).
 */
export function topProductsPlan(from: number, to: number, now = to) {
  const pastHours = ([a, b]: Window) => Math.max(0, Math.min(b, now) - a);
  let days: Window | undefined;
  const plus: Window[] = [];
  const minus: Window[] = [];
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day < to; day += DAY_MS) {
    const inside: Window = [Math.max(from, day), Math.min(to, day + DAY_MS)];
    const rest: Window[] = [];
    if (inside[0] > day) rest.push([day, inside[0]]);
    if (inside[1] < day + DAY_MS) rest.push([inside[1], day + DAY_MS]);
    if (rest.length > 0 && pastHours(inside) <= rest.reduce((sum, w) => sum + pastHours(w), 0)) {
      plus.push(inside);
      continue;
    }
    days = [days?.[0] ?? day, day + DAY_MS];
    minus.push(...rest);
  }
  return { days, plus, minus };
}

/** Units and revenue of the lines of orders paid in `windows`, signed. */
function linesPaidIn(windows: Window[], sign: 1 | -1) {
  const within = windows.map(
    ([a, b]) => sql`(o.paid_at >= ${iso(a)}::timestamptz AND o.paid_at < ${iso(b)}::timestamptz)`,
  );
  return sql`SELECT l.product_id, ${sign}::int * (l.quantity - l.refunded_quantity)::bigint,
      ${sign}::int * l.unit_price * (l.quantity - l.refunded_quantity)
    FROM shop_order o JOIN order_line l ON l.order_id = o.id WHERE ${sql.join(within, sql` OR `)}`;
}

/**
 * The ten products with the most units sold in the period (orders paid in it, less what was
 * refunded of them), with their revenue: `product_day` (per UTC day of payment) for the days the
 * period mostly covers, the order lines (found by `shop_order_paid_idx`) for the rest, as
 * `topProductsPlan` says. The answer is exact, and never reads more than half a day of orders.
 */
export async function dashboardTopProducts(
  db: Db,
  range: DashboardRange,
  now = new Date(),
): Promise<DashboardTopProducts> {
  const config = await readConfigs(db, ['shop_time_zone', 'shop_currency']);
  const { from, to } = periodOf(range, config.shop_time_zone, now);
  const plan = topProductsPlan(from.getTime(), to.getTime(), now.getTime());
  const parts = [
    plan.days
      ? sql`SELECT product_id, units::bigint, revenue::bigint FROM product_day_all
          WHERE day >= ${utcDate(plan.days[0])}::date AND day < ${utcDate(plan.days[1])}::date`
      : undefined,
    plan.plus.length > 0 ? linesPaidIn(plan.plus, 1) : undefined,
    plan.minus.length > 0 ? linesPaidIn(plan.minus, -1) : undefined,
  ].filter((part) => part !== undefined);
  const rows = rowsOf<{ product_id: number; title: string | null; units: number; revenue: number }>(
    await db.execute(sql`
      WITH sold (product_id, units, revenue) AS (${sql.join(parts, sql` UNION ALL `)}),
      top AS (
        SELECT product_id, sum(units)::float8 AS units, sum(revenue)::float8 AS revenue
        FROM sold GROUP BY product_id HAVING sum(units) > 0
        ORDER BY sum(units) DESC, sum(revenue) DESC, product_id LIMIT ${TOP}
      )
      SELECT top.product_id, p.title, top.units, top.revenue
      FROM top LEFT JOIN product_spu p ON p.id = top.product_id
      ORDER BY top.units DESC, top.revenue DESC, top.product_id`),
  );
  return {
    currency: config.shop_currency,
    products: rows.map((r) => ({
      productId: Number(r.product_id),
      title: r.title ?? '',
      units: Number(r.units),
      revenue: Number(r.revenue),
    })),
  };
}
