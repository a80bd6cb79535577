import { type SQL, sql } from 'drizzle-orm';
import type { ShopPointRules } from '../areas/order/order-points.service.js';
import { sellableSku } from './bulk-orders-catalogue.js';
import {
  customerCity,
  customerLine,
  customerName,
  customerPhone,
  customerPostalCode,
  customerRegion,
} from './bulk-orders-customers.js';
import { pointsCtes, pointsDiscountSql } from './bulk-orders-points.js';
import { fraction, lit, pick, words } from './bulk-orders-sql.js';

/**
 * What every order of a bulk run is, as SQL: a chain of CTEs over generate_series that each
 * statement of a chunk (orders, lines, payments and refunds, timeline) starts from. Every choice
 * is a hash of the order's id (bulk-orders-sql.ts `pick`), so the plan is the same each time it
 * is computed and no statement has to read back what another wrote.
 *
 * Time: orders are spread evenly over the 90 days before `now`, ids in time order, and the last
 * few (one in 2,000, at least 3) fall inside the unpaid-close window, so there are always some
 * waiting for payment. Whatever depends on time follows the shop's rules, so the server's jobs
 * find nothing to do: unpaid orders are all younger than `order_unpaid_close_minutes` (older ones
 * were paid or closed), and a shipped order still SHIPPED left less than
 * `order_auto_complete_days` ago (older ones were confirmed by the customer in time).
 *
 * Outcomes (of orders old enough): 3 % closed unpaid by the job, 2 % cancelled unpaid by staff,
 * 2 % paid and then cancelled with a full refund; the rest paid within the close window, shipped
 * 2 to 72 hours later and completed by the customer 1 to `order_auto_complete_days` days after
 * that or by the clock when those days are up, or still waiting for the next step when that is
 * in the future. Among shipped and completed orders, 3 %
 * were refunded through an after-sale (a return, half of them restocked, or a refund only), 3 % of
 * the recent ones have an after-sale still open (the REFUNDING tab); 1.5 % of orders still PAID
 * were refunded by staff. A refund is of every line and the shipping (FULL), or, on orders of two
 * or more lines, of the first line at its share of what was paid for the goods (PARTIAL).
 * In a run with points, about one order in six pays part of its goods with points
 * (bulk-orders-points.ts).
 */

export interface RunShape {
  /** The run's "now", an ISO timestamp: every chunk measures time from the same instant. */
  now: string;
  orders: number;
  orderBase: number;
  customerBase: number;
  customers: number;
  /** How many SKUs are sellable (numbered 0… by id in the `sku` CTE). */
  skus: number;
  unpaidCloseMinutes: number;
  /** Staff-placed orders' own unpaid window (0 = they never close by themselves). */
  staffUnpaidCloseHours: number;
  autoCompleteDays: number;
  /** The staff member who ships, approves and refunds (admin), or null. */
  actorId: number | null;
  /**
   * The point rules orders pay with and earn by, as the order services read them when the run was
   * planned (kept in the run, so every step agrees); null or absent: a run without points.
   */
  points?: ShopPointRules | null;
}

/** Orders `from`…`to` (1-based in the run); their lines take ids lineBase + 1 onwards. */
export interface Chunk {
  from: number;
  to: number;
  lineBase: number;
}

const DAY = 86_400;
const carriers = ['Royal Mail', 'DPD', 'DHL', 'Evri', 'UPS'];
const afterSaleReasons = [
  'Arrived chipped',
  'Not the colour pictured',
  'Too small',
  'Ordered twice by mistake',
];
const notes = [
  'Gift wrap, please',
  'Leave with the neighbour at no. 12',
  'No rush: it is a birthday present',
];

/** Orders placed in the last `fresh` slots sit inside the unpaid window; the rest spread over 90 days. */
function timeline(run: RunShape) {
  const fresh = Math.min(run.orders, Math.max(3, Math.round(run.orders / 2000)));
  const old = run.orders - fresh;
  const closeSecs = run.unpaidCloseMinutes * 60;
  return {
    old,
    closeSecs,
    oldSlot: old > 0 ? (90 * DAY - closeSecs) / old : 0,
    freshSlot: closeSecs / fresh,
  };
}

const float = (n: number) => sql.raw(String(n));

/** The run's "now" as a SQL literal (an ISO string of our own making). */
export const nowOf = (run: RunShape) => sql.raw(`'${new Date(run.now).toISOString()}'::timestamptz`);

/**
 * The steps are MATERIALIZED: inlined, each column would be recomputed wherever a later step
 * names it (a status reads the ship time, which reads the payment time, which reads the
 * placement…), many times over.
 *
 * CTEs `sku` (the sellable SKUs), `o1` (each order's times, status and after-sale story), `l` (its
 * lines, with ids) and `o` (o1 with the money), ending without a final SELECT: callers append theirs.
 */
export function planCtes(run: RunShape, chunk: Chunk): SQL {
  const t = nowOf(run);
  const { old, closeSecs, oldSlot, freshSlot } = timeline(run);
  const id = sql`id`;
  const regulars = Math.max(1, Math.floor(run.customers / 20));
  const afterSaleReason = sql`(${words(afterSaleReasons)})[1 + ${pick(id, 21, afterSaleReasons.length)}]`;
  const span = (from: SQL, share: number) => sql`(${from} + (${t} - ${from}) * ${float(share)})`;
  return sql`
    sku AS (
      SELECT row_number() OVER (ORDER BY s.id) - 1 AS k, s.id AS sku_id, s.spu_id, p.title, s.code,
             s.option_values, coalesce(s.image_id, p.image_ids[1]) AS image_id, s.price
      FROM product_sku s JOIN product_spu p ON p.id = s.spu_id WHERE ${sellableSku}
    ),
    base AS MATERIALIZED (
      SELECT g, id, g > ${lit(old)} AS fresh,
             CASE WHEN g <= ${lit(old)} THEN ${float(90 * DAY)} - ((g - 1) + ${fraction(id, 1)}) * ${float(oldSlot)}
                  ELSE ${float(closeSecs)} - ((g - ${lit(old)} - 1) + ${fraction(id, 1)}) * ${float(freshSlot)}
             END AS age,
             -- One order in five comes from the regulars, the first 5 % of the run's customers.
             ${lit(run.customerBase + 1)} + CASE WHEN ${pick(id, 2, 100)} < 20 THEN ${pick(id, 3, regulars)}
                                                  ELSE ${pick(id, 3, run.customers)} END AS customer_id,
             CASE WHEN ${pick(id, 4, 100)} < 15 THEN 'STAFF' ELSE 'STOREFRONT' END AS channel,
             least(1 + ${pick(id, 5, 5)}, ${lit(run.skus)}) AS line_count,
             ${pick(id, 6, 1000)} AS cancel_roll, ${pick(id, 9, 1000)} AS after_roll,
             ${pick(id, 10, 100)} AS discount_roll
      FROM generate_series(${lit(chunk.from)}, ${lit(chunk.to)}) AS g
      CROSS JOIN LATERAL (SELECT ${lit(run.orderBase)} + g AS id) AS i
    ),
    kinds AS MATERIALIZED (
      SELECT *, ${t} - make_interval(secs => age) AS placed_at,
             CASE WHEN cancel_roll < 30 AND age >= ${float(closeSecs)} THEN 'closed'
                  WHEN cancel_roll >= 30 AND cancel_roll < 50 THEN 'dropped'
                  WHEN cancel_roll >= 50 AND cancel_roll < 70 AND age >= ${float(2 * DAY)} THEN 'refunded'
                  ELSE 'none' END AS cancel_kind
      FROM base
    ),
    paid AS MATERIALIZED (
      SELECT *,
             -- Inside the unpaid window every third order is paid already, the rest still wait.
             CASE WHEN cancel_kind IN ('none', 'refunded') AND (NOT fresh OR (g - ${lit(old)}) % 3 = 0) THEN
               placed_at + make_interval(secs => CASE WHEN fresh THEN age * ${fraction(id, 11)}
                                                      ELSE 30 + ${pick(id, 11, closeSecs - 60)} END)
             END AS paid_at
      FROM kinds
    ),
    planned AS MATERIALIZED (
      SELECT *,
             CASE WHEN cancel_kind = 'none' THEN paid_at + make_interval(secs => 7200 + ${pick(id, 8, 70 * 3600)}) END
               AS ship_at,
             CASE cancel_kind
               WHEN 'closed' THEN placed_at + make_interval(secs => ${float(closeSecs)})
               WHEN 'dropped' THEN placed_at + make_interval(secs => least(age * 0.5, 300 + ${pick(id, 13, 1200)}))
               WHEN 'refunded' THEN paid_at + make_interval(secs => 3600 + ${pick(id, 13, 19 * 3600)})
             END AS cancelled_at
      FROM paid
    ),
    staged AS MATERIALIZED (
      SELECT *, CASE WHEN ship_at <= ${t} THEN ship_at END AS shipped_at,
             CASE WHEN complete_at <= ${t} THEN complete_at END AS completed_at,
             CASE WHEN cancel_kind <> 'none' THEN 'CANCELLED' WHEN complete_at <= ${t} THEN 'COMPLETED'
                  WHEN ship_at <= ${t} THEN 'SHIPPED' WHEN paid_at IS NOT NULL THEN 'PAID'
                  ELSE 'PENDING_PAYMENT' END AS status
      FROM planned
      -- Three in ten are completed by the clock on the day they fall due; the rest confirmed earlier.
      CROSS JOIN LATERAL (SELECT ${pick(id, 24, 10)} < 3 AS complete_auto) AS a
      CROSS JOIN LATERAL (
        SELECT ship_at + make_interval(secs => CASE WHEN complete_auto THEN ${float(run.autoCompleteDays * DAY)}
                 ELSE ${float(DAY)} + ${pick(id, 12, (run.autoCompleteDays - 1) * DAY - 3600)} END) AS complete_at
      ) AS c
    ),
    storied AS MATERIALIZED (
      SELECT *,
             CASE WHEN cancel_kind = 'refunded' THEN 'cancel_refund'
                  WHEN status = 'PAID' AND after_roll < 15 THEN 'staff_refund'
                  WHEN status IN ('SHIPPED', 'COMPLETED') AND after_roll < 30 THEN 'after_sale_refund'
                  WHEN after_roll >= 30 AND after_roll < 60
                       AND (status = 'SHIPPED' OR (status = 'COMPLETED' AND completed_at > ${t} - interval '30 days'))
                    THEN 'after_sale_open'
                  ELSE 'none' END AS after_kind
      FROM staged
    ),
    o1 AS (
      SELECT *,
             after_kind IN ('cancel_refund', 'staff_refund', 'after_sale_refund') AS refunds,
             CASE WHEN after_kind = 'none' THEN 'none'
                  WHEN after_kind <> 'cancel_refund' AND line_count >= 2 AND after_roll % 5 < 3 THEN 'first'
                  ELSE 'all' END AS scope,
             CASE WHEN after_roll % 3 = 0 THEN 'REFUND_ONLY' ELSE 'RETURN_REFUND' END AS after_type,
             CASE WHEN after_kind = 'after_sale_refund' THEN 'REFUNDED'
                  ELSE (ARRAY['REQUESTED', 'APPROVED', 'RECEIVED'])[1 + after_roll % 3] END AS after_status,
             after_kind = 'after_sale_refund' AND after_roll % 3 <> 0 AND after_roll % 2 = 0 AS restocked,
             -- A settled after-sale ran from 30 % to 50 % of the time since shipping; an open one is recent.
             ${span(sql`shipped_at`, 0.3)} + open * 0.3 AS requested_at,
             ${span(sql`shipped_at`, 0.35)} + open * 0.35 AS approved_at,
             ${span(sql`shipped_at`, 0.5)} + open * 0.3 AS received_at,
             CASE after_kind WHEN 'cancel_refund' THEN cancelled_at WHEN 'staff_refund' THEN ${span(sql`paid_at`, 0.5)}
                             ELSE ${span(sql`shipped_at`, 0.5)} END AS refund_at
      FROM storied
      CROSS JOIN LATERAL (SELECT CASE WHEN after_kind = 'after_sale_open' THEN ${t} - shipped_at
                                      ELSE interval '0' END AS open) AS later
    ),
    l AS (
      SELECT o1.id AS order_id, j, ${lit(chunk.lineBase)} + row_number() OVER (ORDER BY o1.id, j) AS line_id,
             s.sku_id, s.spu_id, s.title, s.code, s.option_values, s.image_id, s.price AS unit_price, q.quantity,
             s.price * q.quantity AS line_total,
             CASE WHEN o1.refunds AND (o1.scope = 'all' OR j = 0) THEN q.quantity ELSE 0 END AS refunded_quantity,
             o1.scope = 'all' OR (o1.scope = 'first' AND j = 0) AS concerned
      FROM o1
      -- Constant bounds, so the planner knows it is at most five rows an order.
      CROSS JOIN generate_series(0, 4) AS j
      -- Distinct SKUs within an order: a start and a step small enough that five steps never wrap.
      CROSS JOIN LATERAL (
        SELECT (${pick(sql`o1.id`, 14, run.skus)} + j * (1 + ${pick(sql`o1.id`, 15, Math.max(1, Math.floor((run.skus - 1) / 4)))})) % ${lit(run.skus)} AS k,
               CASE WHEN ${pick(sql`o1.id * 8 + j`, 16, 10)} < 6 THEN 1
                    WHEN ${pick(sql`o1.id * 8 + j`, 16, 10)} < 9 THEN 2 ELSE 3 END AS quantity
      ) AS q
      JOIN sku s ON s.k = q.k
      WHERE j < o1.line_count
    ),
    money AS (
      SELECT order_id, sum(line_total)::bigint AS subtotal, sum(quantity)::int AS item_count,
             sum(line_total) FILTER (WHERE j = 0)::bigint AS first_total
      FROM l GROUP BY order_id
    ),
    priced AS (
      SELECT o1.*, m.subtotal, m.item_count, m.first_total,
             CASE WHEN m.subtotal >= 6000 THEN 0 ELSE 495 END AS shipping_fee,
             CASE WHEN o1.discount_roll < 10 THEN m.subtotal / 10 ELSE 0 END AS discount
      FROM o1 JOIN money m ON m.order_id = o1.id
    ),
    ${pointsCtes(run.points, { base: run.orderBase, from: chunk.from })},
    o AS (
      SELECT *, subtotal + shipping_fee - discount - points_discount AS total,
             CASE WHEN paid_at IS NOT NULL THEN subtotal + shipping_fee - discount - points_discount ELSE 0 END
               AS paid_amount,
             -- The first line's share of what was paid for the goods (contract goodsShare).
             CASE WHEN scope = 'all' THEN subtotal + shipping_fee - discount - points_discount
                  ELSE first_total * (subtotal - discount - points_discount) / subtotal END AS refund_amount,
             CASE WHEN scope = 'all' THEN shipping_fee ELSE 0 END AS refund_shipping,
             ${customerName(sql`customer_id`)} AS receiver_name, ${customerPhone(sql`customer_id`)} AS receiver_phone,
             ${customerRegion(sql`customer_id`)} AS receiver_region, ${customerCity(sql`customer_id`)} AS receiver_city,
             ${customerLine(sql`customer_id`)} AS receiver_line,
             ${customerPostalCode(sql`customer_id`)} AS receiver_postal_code,
             CASE WHEN shipped_at IS NOT NULL THEN (${words(carriers)})[1 + ${pick(id, 17, carriers.length)}] END AS carrier,
             CASE WHEN shipped_at IS NOT NULL THEN 'TR' || lpad(${pick(id, 18, 1_000_000_000)}::text, 10, '0') END
               AS tracking_no,
             CASE WHEN ${pick(id, 19, 100)} < 5 THEN (${words(notes)})[1 + ${pick(id, 20, notes.length)}] ELSE '' END
               AS buyer_note,
             CASE WHEN channel = 'STAFF' THEN ${run.actorId}::int END AS placed_by,
             CASE cancel_kind WHEN 'closed' THEN 'Not paid in time' WHEN 'dropped' THEN 'The customer changed their mind'
                              WHEN 'refunded' THEN 'The customer asked to cancel before shipping' END AS cancel_reason,
             ${afterSaleReason} AS after_reason,
             CASE after_kind WHEN 'cancel_refund' THEN 'Cancelled before shipping'
                             WHEN 'staff_refund' THEN 'Out of stock at the workshop'
                             ELSE ${afterSaleReason} END AS refund_reason,
             -- The storefront takes cards and wallets; staff record cash, transfers and the card terminal.
             CASE WHEN channel = 'STOREFRONT' THEN (ARRAY['CARD', 'CARD', 'WALLET'])[1 + ${pick(id, 22, 3)}]
                  ELSE (ARRAY['CASH', 'BANK_TRANSFER', 'CARD_TERMINAL'])[1 + ${pick(id, 22, 3)}] END AS pay_channel
      FROM spent CROSS JOIN LATERAL (SELECT ${pointsDiscountSql(run.points)} AS points_discount) AS pd
    )`;
}
