import type { RefundLine } from './order.js';

/**
 * What a refund comes to, worked out the same way on both sides: the server plans every refund
 * with it (and stays the authority: it checks the lines, the amount and what is left under the
 * order's lock), the console shows it live as staff pick lines, with no round trip.
 */

/** The order's figures a refund's amount depends on (the console's detail and the server's row have them). */
export interface RefundQuoteOrder {
  subtotal: number;
  discount: number;
  /** What the points used took off the goods (they pay for goods, never for shipping). */
  pointsDiscount: number;
  shippingFee: number;
  refundedShipping: number;
  paidAmount: number;
  refundedAmount: number;
  lines: readonly { id: number; unitPrice: number; quantity: number; refundedQuantity: number }[];
}

export interface RefundQuote {
  /** The lines' share of what was paid (all that is left, less the shipping, when everything goes). */
  linesAmount: number;
  shipping: number;
  /** The most this refund may be: staff may lower it, never raise it. */
  amount: number;
  /** What is still refundable before this refund. */
  refundable: number;
}

/**
 * A line's part of what was paid: the discount and the points spread over the goods, unit price ×
 * quantity × (subtotal − discount − pointsDiscount) / subtotal, rounded down, in exact integer
 * arithmetic.
 */
export function goodsShare(
  order: Pick<RefundQuoteOrder, 'subtotal' | 'discount' | 'pointsDiscount'>,
  unitPrice: number,
  quantity: number,
): number {
  if (order.subtotal === 0) return 0;
  return Number(
    (BigInt(unitPrice) * BigInt(quantity) * BigInt(order.subtotal - order.discount - order.pointsDiscount)) /
      BigInt(order.subtotal),
  );
}

/**
 * The refund of `lines` (each at most what is left of its line; lines not on the order count as
 * nothing) and `shipping`: the lines' shares plus the shipping, never more than is refundable;
 * the last refund, taking every unit and all the shipping left, takes exactly what is left.
 */
export function refundQuote(
  order: RefundQuoteOrder,
  ask: { lines: readonly RefundLine[]; shipping: number },
): RefundQuote {
  const refundable = order.paidAmount - order.refundedAmount;
  const picked = new Map(ask.lines.map((l) => [l.lineId, l.quantity]));
  const linesAmount = order.lines.reduce(
    (sum, line) => sum + goodsShare(order, line.unitPrice, picked.get(line.id) ?? 0),
    0,
  );
  const everything =
    ask.shipping === order.shippingFee - order.refundedShipping &&
    order.lines.every((line) => line.quantity - line.refundedQuantity === (picked.get(line.id) ?? 0));
  return everything
    ? { linesAmount: refundable - ask.shipping, shipping: ask.shipping, amount: refundable, refundable }
    : {
        linesAmount,
        shipping: ask.shipping,
        amount: Math.min(linesAmount + ask.shipping, refundable),
        refundable,
      };
}
