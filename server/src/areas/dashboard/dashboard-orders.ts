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

/**
 * The ten products with the most units sold in the period (orders paid in it, less what was
 * refunded of them), with their revenue. `product_day` is kept per UTC day of payment, so the
 * whole UTC days inside the period are summed from it, and the partial days at its edges (the
 * shop's midnight is rarely a UTC one, and the period ends now) are counted from the order lines
 * of the orders paid in them, found by `shop_order_paid_idx`: the answer is exact.
 */
export async function dashboardTopProducts(
  db: Db,
  range: DashboardRange,
  now = new Date(),
): Promise<DashboardTopProducts> {
  const config = await readConfigs(db, ['shop_time_zone', 'shop_currency']);
  const { from, to } = periodOf(range, config.shop_time_zone, now);
  const wholeFrom = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const wholeTo = Math.floor(to.getTime() / DAY_MS) * DAY_MS;
  // No whole UTC day inside ("today"): everything from the order lines.
  const [edgeA, edgeB] =
    wholeFrom < wholeTo
      ? [
          [from.getTime(), wholeFrom],
          [wholeTo, to.getTime()],
        ]
      : [
          [from.getTime(), to.getTime()],
          [0, 0],
        ];
  const rows = rowsOf<{ product_id: number; title: string | null; units: number; revenue: number }>(
    await db.execute(sql`
      WITH sold AS (
        SELECT product_id, units::bigint AS units, revenue::bigint AS revenue FROM product_day_all
        WHERE day >= ${utcDate(wholeFrom)}::date AND day < ${utcDate(wholeTo)}::date
        UNION ALL
        SELECT l.product_id, (l.quantity - l.refunded_quantity)::bigint,
               l.unit_price * (l.quantity - l.refunded_quantity)
        FROM shop_order o JOIN order_line l ON l.order_id = o.id
        WHERE (o.paid_at >= ${iso(edgeA[0] as number)}::timestamptz AND o.paid_at < ${iso(edgeA[1] as number)}::timestamptz)
           OR (o.paid_at >= ${iso(edgeB[0] as number)}::timestamptz AND o.paid_at < ${iso(edgeB[1] as number)}::timestamptz)
      ), top AS (
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
