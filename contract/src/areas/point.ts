import { z } from 'zod';

/*
 * Loyalty points (access `point`: developer, admin; domain.md 1.5, 2.3). Each customer has a
 * balance (`customer.points_balance`) and an append-only ledger: every change is one row with a
 * signed delta and the balance after it, written with the balance in one transaction. The
 * endpoints are in `point.endpoints.ts`; the order and exchange areas move points through the
 * same ledger function on the server.
 */

/**
 * What moved a customer's points, as the ledger's `biz_type`:
 * - ADMIN: a manual adjust by staff (either sign, with a reason and a note);
 * - ORDER_USE / ORDER_USE_RETURN: points paying for an order at placement, and given back on a
 *   cancel or in proportion to a refund;
 * - ORDER_EARN / ORDER_EARN_REVERSAL: points earned on completion, taken back in proportion to a
 *   refund (capped at the balance, the rest recorded as a shortfall: ADR 0009);
 * - EXPIRE: granted points older than `points_expiry_days`, oldest first;
 * - EXCHANGE / EXCHANGE_RETURN: a redemption, and its cancel.
 */
export const pointBizTypes = [
  'ADMIN',
  'ORDER_USE',
  'ORDER_USE_RETURN',
  'ORDER_EARN',
  'ORDER_EARN_REVERSAL',
  'EXPIRE',
  'EXCHANGE',
  'EXCHANGE_RETURN',
] as const;
export type PointBizType = (typeof pointBizTypes)[number];
export const pointBizTypeSchema = z.enum(pointBizTypes);

/** The types that reverse an earlier row (`reversesId` names it). */
export const pointReversalTypes = ['ORDER_USE_RETURN', 'ORDER_EARN_REVERSAL', 'EXCHANGE_RETURN'] as const;

/** Why staff adjusted a customer's points by hand. */
export const pointAdjustReasons = ['goodwill', 'correction', 'compensation', 'promotion', 'other'] as const;
export type PointAdjustReason = (typeof pointAdjustReasons)[number];
export const pointAdjustReasonSchema = z.enum(pointAdjustReasons);

/** `data` of a 42202: the customer's balance when the spend was refused, and what it asked for. */
export interface InsufficientPointsData {
  customerId: number;
  balance: number;
  requested: number;
}
