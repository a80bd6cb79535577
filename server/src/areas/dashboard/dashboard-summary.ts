import type { DashboardRange, DashboardSummary, PeriodFigure } from '@shop/contract/areas/dashboard';
import { type Grants, holds } from '@shop/contract/permissions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { readConfigs } from '../../lib/read-config.js';
import { type Period, periodOf } from './shop-days.js';

/**
 * The summary cards, summed over the hourly rollups (`*_hour_all`: folded rows and the deltas not
 * folded yet) of the hours inside the period and the period before, in one statement per section.
 *
 * Hours are UTC hours. For a shop on a whole-hour offset the shop's midnight is a UTC hour, so the
 * sums are exact. For a 30 or 45 minute zone (Asia/Kolkata, Australia/Adelaide, Asia/Kathmandu)
 * the hour that holds the shop's midnight counts wholly to the day before (a bucket belongs to the
 * period its start is in): a day's figures may be off by what happened in its first 30-45 minutes.
 */

/**
 * Sums over the period and the period before, one figure per named expression of the view's
 * columns, in one statement.
 */
async function periodSums<K extends string>(
  db: Db,
  view: string,
  expressions: Record<K, string>,
  period: Period,
): Promise<Record<K, PeriodFigure>> {
  const from = sql`${period.from.toISOString()}::timestamptz`;
  const names = Object.keys(expressions) as K[];
  const columns = names.map((name) => {
    const value = sql.raw(expressions[name]);
    return sql`coalesce(sum(${value}) FILTER (WHERE hour >= ${from}), 0)::float8 AS ${sql.raw(`"now_${name}"`)},
      coalesce(sum(${value}) FILTER (WHERE hour < ${from}), 0)::float8 AS ${sql.raw(`"before_${name}"`)}`;
  });
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`SELECT ${sql.join(columns, sql`, `)} FROM ${sql.raw(view)}
      WHERE hour >= ${period.previousFrom.toISOString()}::timestamptz AND hour < ${period.to.toISOString()}::timestamptz`),
  );
  const figures = {} as Record<K, PeriodFigure>;
  for (const name of names)
    figures[name] = {
      value: Number(row?.[`now_${name}`] ?? 0),
      previous: Number(row?.[`before_${name}`] ?? 0),
    };
  return figures;
}

/** Order payments over paid orders, rounded to the minor unit; 0 with no orders. */
const average = (amount: number, count: number) => (count === 0 ? 0 : Math.round(amount / count));

async function salesOf(db: Db, period: Period): Promise<NonNullable<DashboardSummary['sales']>> {
  // Every kind of sale (orders, exchanges' cash part, mystery box draws paid in money) counts to
  // revenue and refunds; the order figures count order payments alone (one per order).
  const isOrder = "(biz_type = 'ORDER')::int";
  const f = await periodSums(
    db,
    'sales_hour_all',
    {
      paid: 'paid_amount',
      refundAmount: 'refund_amount',
      refundCount: 'refund_count',
      orderAmount: `paid_amount * ${isOrder}`,
      paidOrders: `paid_count * ${isOrder}`,
    },
    period,
  );
  return {
    revenue: {
      value: f.paid.value - f.refundAmount.value,
      previous: f.paid.previous - f.refundAmount.previous,
    },
    paidOrders: f.paidOrders,
    averageOrderValue: {
      value: average(f.orderAmount.value, f.paidOrders.value),
      previous: average(f.orderAmount.previous, f.paidOrders.previous),
    },
    refundAmount: f.refundAmount,
    refundCount: f.refundCount,
  };
}

export async function dashboardSummary(
  db: Db,
  grants: Grants,
  range: DashboardRange,
  now = new Date(),
): Promise<DashboardSummary> {
  const config = await readConfigs(db, ['shop_time_zone', 'shop_currency']);
  const period = periodOf(range, config.shop_time_zone, now);
  const [sales, customers, points] = await Promise.all([
    holds(grants, 'order') ? salesOf(db, period) : null,
    holds(grants, 'user')
      ? periodSums(db, 'customer_hour_all', { newCustomers: 'created' }, period).then((f) => ({
          newCustomers: f.newCustomers,
        }))
      : null,
    holds(grants, 'point')
      ? periodSums(db, 'point_hour_all', { issued: 'issued', redeemed: 'redeemed' }, period)
      : null,
  ]);
  return {
    range,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    previousFrom: period.previousFrom.toISOString(),
    currency: config.shop_currency,
    timeZone: config.shop_time_zone,
    sales,
    customers,
    points,
  };
}
