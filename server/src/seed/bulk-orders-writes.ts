import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type Chunk, nowOf, planCtes, type RunShape } from './bulk-orders-plan.js';
import { pointsEarnedSql } from './bulk-orders-points.js';
import { affectedRows, pick } from './bulk-orders-sql.js';

/**
 * The four statements that write one chunk of a bulk run, each starting from the same plan
 * (bulk-orders-plan.ts): orders, their lines, payments with after-sales and refunds, and the
 * timeline. Human numbers (SO…, PY…, RF…, AS…) take the shop's sequences, as the column defaults
 * do, with the day of the event instead of today's.
 */

const number = (prefix: string, sequence: string, at: string) =>
  sql.raw(
    `'${prefix}' || to_char(${at} AT TIME ZONE 'UTC', 'YYMMDD') || to_char(nextval('${sequence}'), 'FM00000000')`,
  );

export async function writeOrders(tx: Db, run: RunShape, chunk: Chunk): Promise<number> {
  const result = await tx.execute(sql`
    WITH ${planCtes(run, chunk)}
    INSERT INTO shop_order (id, order_no, customer_id, status, refund_status, has_open_after_sale, channel,
      item_count, subtotal, shipping_fee, discount, points_used, points_discount, total, paid_amount,
      refunded_amount, refunded_shipping,
      receiver_name, receiver_phone, receiver_region, receiver_city, receiver_line, receiver_postal_code,
      buyer_note, carrier, tracking_no, placed_at, paid_at, shipped_at, completed_at, cancelled_at,
      cancel_reason, auto_close_at, placed_by, version, updated_by, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT id, ${number('SO', 'order_no_seq', 'placed_at')}, customer_id, status,
           CASE WHEN NOT refunds THEN 'NONE' WHEN refund_amount = total THEN 'FULL' ELSE 'PARTIAL' END,
           after_kind = 'after_sale_open', channel, item_count, subtotal, shipping_fee, discount, points_used,
           points_discount, total, paid_amount, CASE WHEN refunds THEN refund_amount ELSE 0 END,
           CASE WHEN refunds THEN refund_shipping ELSE 0 END,
           receiver_name, receiver_phone, receiver_region, receiver_city, receiver_line, receiver_postal_code,
           buyer_note, carrier, tracking_no, placed_at, paid_at, shipped_at, completed_at, cancelled_at,
           cancel_reason,
           -- Paying or cancelling clears the deadline, as the services do; each channel has its own
           -- window, as placeOrder gives it (staff orders: hours, 0 = never).
           CASE WHEN status <> 'PENDING_PAYMENT' THEN NULL
                WHEN channel = 'STOREFRONT' THEN placed_at + make_interval(mins => ${run.unpaidCloseMinutes}::int)
                WHEN ${run.staffUnpaidCloseHours}::int > 0
                  THEN placed_at + make_interval(hours => ${run.staffUnpaidCloseHours}::int) END,
           placed_by,
           -- One version per change, and the last change's staff member (none for the customer or the clock).
           1 + (paid_at IS NOT NULL)::int + (shipped_at IS NOT NULL)::int + (completed_at IS NOT NULL)::int
             + (cancelled_at IS NOT NULL)::int + refunds::int,
           CASE last_change WHEN placed_at THEN placed_by WHEN completed_at THEN NULL
                            WHEN cancelled_at THEN CASE WHEN cancel_kind = 'closed' THEN NULL ELSE ${run.actorId}::int END
                            WHEN paid_at THEN CASE WHEN pay_channel IN ('CARD', 'WALLET') THEN NULL ELSE ${run.actorId}::int END
                            ELSE ${run.actorId}::int END,
           last_change
    FROM o
    CROSS JOIN LATERAL (SELECT greatest(placed_at, paid_at, shipped_at, completed_at, cancelled_at,
                                        CASE WHEN refunds THEN refund_at END) AS last_change) AS c
    ORDER BY id`);
  return affectedRows(result);
}

export async function writeLines(tx: Db, run: RunShape, chunk: Chunk): Promise<number> {
  const result = await tx.execute(sql`
    WITH ${planCtes(run, chunk)}
    INSERT INTO order_line (id, order_id, sku_id, product_id, title, sku_code, option_values, image_id,
      unit_price, quantity, line_total, refunded_quantity)
    OVERRIDING SYSTEM VALUE
    SELECT line_id, order_id, sku_id, spu_id, title, code, option_values, image_id, unit_price, quantity,
           line_total, refunded_quantity
    FROM l ORDER BY line_id`);
  return affectedRows(result);
}

/**
 * Payments, after-sales, refunds and the timeline in one statement: each INSERT hands its rows'
 * ids and numbers on through RETURNING, so a refund names its payment and after-sale and each
 * event carries the facts the services put in `data` (payment, after-sale and refund numbers).
 */
export async function writeMoneyAndTimeline(tx: Db, run: RunShape, chunk: Chunk): Promise<number> {
  const actor = sql`${run.actorId}::int`;
  const result = await tx.execute(sql`
    WITH ${planCtes(run, chunk)},
    refs AS (
      SELECT order_id, jsonb_agg(jsonb_build_object('lineId', line_id, 'quantity', quantity) ORDER BY j) AS lines
      FROM l WHERE concerned GROUP BY order_id
    ),
    p AS (
      INSERT INTO payment (pay_no, order_id, customer_id, channel, kind, status, amount, refunded_amount,
                           reference, paid_at, recorded_by, created_at)
      SELECT ${number('PY', 'pay_no_seq', 'paid_at')}, id, customer_id, pay_channel,
             CASE WHEN pay_channel IN ('CARD', 'WALLET') THEN 'ONLINE' ELSE 'OFFLINE' END,
             CASE WHEN NOT refunds THEN 'SUCCESS' WHEN refund_amount = total THEN 'REFUNDED'
                  ELSE 'PARTIALLY_REFUNDED' END,
             total, CASE WHEN refunds THEN refund_amount ELSE 0 END,
             'TX' || to_char(paid_at AT TIME ZONE 'UTC', 'YYMMDD') || '-' || id,
             paid_at, CASE WHEN pay_channel IN ('CARD', 'WALLET') THEN NULL ELSE ${actor} END, paid_at
      FROM o WHERE paid_at IS NOT NULL ORDER BY id
      RETURNING id, order_id, pay_no, reference
    ),
    a AS (
      INSERT INTO after_sale (after_sale_no, order_id, type, status, lines, reason, restocked, handled_by,
                              version, updated_at, created_at)
      SELECT ${number('AS', 'after_sale_no_seq', 'requested_at')}, o.id, after_type, after_status, refs.lines,
             after_reason, restocked, CASE WHEN after_status <> 'REQUESTED' THEN ${actor} END,
             CASE after_status WHEN 'REQUESTED' THEN 1 WHEN 'APPROVED' THEN 2 ELSE 3 END,
             CASE after_status WHEN 'REQUESTED' THEN requested_at WHEN 'APPROVED' THEN approved_at
                               WHEN 'RECEIVED' THEN received_at ELSE refund_at END,
             requested_at
      FROM o JOIN refs ON refs.order_id = o.id
      WHERE after_kind IN ('after_sale_refund', 'after_sale_open') ORDER BY o.id
      RETURNING id, order_id, after_sale_no
    ),
    r AS (
      INSERT INTO refund (refund_no, payment_id, order_id, after_sale_id, status, amount, shipping, lines, reason,
                          created_by, created_at)
      SELECT ${number('RF', 'refund_no_seq', 'refund_at')}, p.id, o.id, a.id, 'SUCCESS', refund_amount,
             refund_shipping, refs.lines, refund_reason, ${actor}, refund_at
      FROM o JOIN p ON p.order_id = o.id JOIN refs ON refs.order_id = o.id LEFT JOIN a ON a.order_id = o.id
      WHERE refunds ORDER BY o.id
      RETURNING order_id, refund_no
    ),
    events AS (
      SELECT o.id AS order_id, e.*
      FROM o LEFT JOIN p ON p.order_id = o.id LEFT JOIN a ON a.order_id = o.id LEFT JOIN r ON r.order_id = o.id
      -- What completion earned: the money kept then (a refund before it counts).
      CROSS JOIN LATERAL (SELECT ${pointsEarnedSql(
        run.points,
        sql`paid_amount - CASE WHEN refunds AND refund_at <= completed_at THEN refund_amount ELSE 0 END`,
      )} AS earned) AS pe
      CROSS JOIN LATERAL (VALUES
        (1, 'PLACED', NULL, 'PENDING_PAYMENT', buyer_note, placed_by,
         jsonb_build_object('channel', channel, 'items', line_count), placed_at),
        (2, 'NOTE', NULL, NULL, 'Called the customer to confirm the address', ${actor}, NULL,
         CASE WHEN ${pick(sql`o.id`, 23, 100)} < 2 THEN placed_at + (${nowOf(run)} - placed_at) * 0.01 END),
        (3, 'PAID', 'PENDING_PAYMENT', 'PAID', '', CASE WHEN pay_channel IN ('CARD', 'WALLET') THEN NULL ELSE ${actor} END,
         jsonb_build_object('channel', pay_channel, 'reference', p.reference, 'amount', total, 'payNo', p.pay_no),
         paid_at),
        (4, 'CANCELLED', CASE WHEN paid_at IS NULL THEN 'PENDING_PAYMENT' ELSE 'PAID' END, 'CANCELLED', cancel_reason,
         CASE WHEN cancel_kind = 'closed' THEN NULL ELSE ${actor} END,
         jsonb_build_object('auto', cancel_kind = 'closed', 'refunded', CASE WHEN refunds THEN refund_amount ELSE 0 END)
           || CASE WHEN paid_at IS NULL AND points_used > 0 THEN jsonb_build_object('pointsBack', points_used)
                   ELSE '{}' END,
         cancelled_at),
        (5, 'SHIPPED', 'PAID', 'SHIPPED', '', ${actor}, jsonb_build_object('carrier', carrier, 'trackingNo', tracking_no),
         shipped_at),
        (6, 'COMPLETED', 'SHIPPED', 'COMPLETED', '', NULL,
         jsonb_build_object('auto', complete_auto)
           || CASE WHEN earned > 0 THEN jsonb_build_object('pointsEarned', earned) ELSE '{}' END,
         completed_at),
        (7, 'AFTER_SALE_REQUESTED', NULL, NULL, after_reason, NULL,
         jsonb_build_object('afterSaleNo', a.after_sale_no, 'type', after_type),
         CASE WHEN a.id IS NOT NULL THEN requested_at END),
        (8, 'AFTER_SALE_APPROVED', NULL, NULL, '', ${actor},
         jsonb_build_object('afterSaleNo', a.after_sale_no, 'type', after_type, 'restocked', NULL),
         CASE WHEN a.id IS NOT NULL AND after_status <> 'REQUESTED' THEN approved_at END),
        (9, 'AFTER_SALE_RECEIVED', NULL, NULL, '', ${actor},
         jsonb_build_object('afterSaleNo', a.after_sale_no, 'type', after_type, 'restocked', restocked),
         CASE WHEN a.id IS NOT NULL AND after_type = 'RETURN_REFUND' AND after_status IN ('RECEIVED', 'REFUNDED')
              THEN received_at END),
        (11, 'REFUNDED', NULL, NULL, refund_reason, ${actor},
         jsonb_build_object('refundNo', r.refund_no, 'amount', refund_amount, 'shipping', refund_shipping),
         CASE WHEN r.order_id IS NOT NULL THEN refund_at END)
      ) AS e(n, type, from_status, to_status, message, actor_id, data, at)
      WHERE e.at IS NOT NULL
      UNION ALL
      -- A restocked return puts each refunded line back, one RESTOCKED event per line.
      SELECT o.id, 10, 'RESTOCKED', NULL, NULL, '', ${actor},
             jsonb_build_object('afterSaleNo', a.after_sale_no, 'skuCode', l.code, 'quantity', l.refunded_quantity),
             received_at
      FROM o JOIN a ON a.order_id = o.id JOIN l ON l.order_id = o.id
      WHERE o.restocked AND l.refunded_quantity > 0
    )
    INSERT INTO order_event (order_id, type, from_status, to_status, message, actor_id, data, created_at)
    SELECT order_id, type, from_status, to_status, message, actor_id, data, at FROM events
    ORDER BY order_id, at, n`);
  return affectedRows(result);
}
