import { type SQL, sql } from 'drizzle-orm';
import type { ShopPointRules } from '../areas/order/order-points.service.js';
import { lit, pick } from './bulk-orders-sql.js';

/**
 * Points in a bulk or demo run (issue 18): every customer of the run gets a welcome grant, and
 * about one order in six pays part of its goods with points, within what is left of that
 * customer's welcome grant, so no balance can go negative whatever else happens to it. The
 * ledger itself (uses, returns, earns, take-backs, with chained balances) is written afterwards
 * from the orders as written, by bulk-orders-ledger.ts.
 */

/** A customer's welcome grant: 500 to 2,000 points. */
export const welcomePoints = (id: SQL) => sql`(5 + ${pick(id, 52, 16)}) * 100`;

/** The idempotency key of a customer's welcome grant (its ledger biz_id is `adjust:<key>`). */
export const WELCOME_KEY_PREFIX = 'demo-welcome-';
export const welcomeKey = (customerId: number) => `${WELCOME_KEY_PREFIX}${customerId}`;

/**
 * The programme started a day before the run's 90 days of orders: a customer who joined earlier
 * got the welcome grant then, so with the default `points_expiry_days` (365) no grant is old
 * enough for the expiry job when the load ends.
 */
export const PROGRAMME_LEAD_DAYS = 91;

/**
 * CTEs `spend` and `spent` over the plan's `priced` (an order with its subtotal and discount):
 * `points_used` of each order. A candidate (one in six) wants 100 to 600 points, at most what the
 * order may take (contract `maxPointsFor`, here in SQL; bulk-orders-check.ts checks every order
 * against the function); it uses them when the customer's earlier uses (orders of earlier chunks
 * as written, then this chunk's candidates, counted whether they used or not) and these stay within
 * the welcome grant.
 */
export function pointsCtes(
  points: ShopPointRules | null | undefined,
  orders: { base: number; from: number },
): SQL {
  if (!points || points.valueCents <= 0) return sql`spent AS (SELECT *, 0::int AS points_used FROM priced)`;
  const id = sql`id`;
  const maxPoints = sql`((subtotal - discount) * ${lit(points.maxOrderPercent)} / 100) / ${lit(points.valueCents)}`;
  return sql`
    prior AS MATERIALIZED (
      SELECT customer_id, sum(points_used) AS used FROM shop_order
      WHERE id BETWEEN ${lit(orders.base + 1)} AND ${lit(orders.base + orders.from - 1)} AND points_used > 0
      GROUP BY customer_id
    ),
    spend AS MATERIALIZED (
      SELECT priced.*,
             CASE WHEN ${pick(id, 25, 6)} = 0 THEN least(${maxPoints}, 100 * (1 + ${pick(id, 26, 6)})) ELSE 0 END
               AS want
      FROM priced
    ),
    spent AS (
      SELECT spend.*,
             CASE WHEN want > 0 AND coalesce(prior.used, 0)
                                    + sum(want) OVER (PARTITION BY spend.customer_id ORDER BY spend.id)
                                    <= ${welcomePoints(sql`spend.customer_id`)}
                  THEN want ELSE 0 END::int AS points_used
      FROM spend LEFT JOIN prior ON prior.customer_id = spend.customer_id
    )`;
}

/** What the points used take off the goods (contract `pointsDiscountOf`). */
export const pointsDiscountSql = (points: ShopPointRules | null | undefined) =>
  points ? sql`points_used::bigint * ${lit(points.valueCents)}` : sql`0::bigint`;

/**
 * What completion earns, for the COMPLETED event's `pointsEarned` (contract `pointsEarnedAt`: the
 * rate as an exact fraction of a million); bulk-orders-check.ts holds it to the ledger.
 */
export function pointsEarnedSql(points: ShopPointRules | null | undefined, kept: SQL): SQL {
  if (!points || !(points.perCurrencyUnit > 0)) return sql`0::bigint`;
  const rate = lit(Math.round(points.perCurrencyUnit * 1_000_000));
  return sql`floor(greatest(${kept}, 0)::numeric * ${rate} / (1000000::numeric * ${lit(points.unit)}))::bigint`;
}
