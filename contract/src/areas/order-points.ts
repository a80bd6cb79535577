/**
 * Points in an order's life, worked out one way for the server, the console and the demo data
 * (issue 18): the most an order may use, what they take off, what a cancel or a refund gives back,
 * what completion earns and what a refund after completion takes back. All in whole points and
 * integer minor units, with exact arithmetic (BigInt) where a product could pass 2^53.
 */

/** The point rules an order reads (config keys points_per_currency_unit, points_value_cents, points_max_order_percent). */
export interface OrderPointRules {
  /** Points earned per whole currency unit kept (may be fractional, 0 turns earning off). */
  perCurrencyUnit: number;
  /** What one point takes off, in minor units; 0 turns paying with points off. */
  valueCents: number;
  /** The largest share of the goods after their discount that points may pay, in percent. */
  maxOrderPercent: number;
}

/** Minor units in one unit of the currency: 10^(its fraction digits), EUR 100, JPY 1. */
export function currencyUnit(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** Whether staff may pay for an order with points at all. */
export function pointsPayable(rules: Pick<OrderPointRules, 'valueCents'>): boolean {
  return rules.valueCents > 0;
}

/**
 * The most points an order may use: floor(floor((subtotal − discount) × percent / 100) / value);
 * 0 when paying with points is off.
 */
export function maxPointsFor(
  order: { subtotal: number; discount: number },
  rules: Pick<OrderPointRules, 'valueCents' | 'maxOrderPercent'>,
): number {
  if (!pointsPayable(rules)) return 0;
  const goods = BigInt(Math.max(0, order.subtotal - order.discount));
  const cap = (goods * BigInt(Math.floor(rules.maxOrderPercent))) / 100n;
  return Number(cap / BigInt(rules.valueCents));
}

/** What `pointsUsed` points take off an order, in minor units. */
export function pointsDiscountOf(pointsUsed: number, rules: Pick<OrderPointRules, 'valueCents'>): number {
  return pointsUsed * rules.valueCents;
}

/** The order's figures the points given back on a refund depend on. */
export interface PointsReturnOrder {
  subtotal: number;
  pointsUsed: number;
  pointsReturned: number;
}

/**
 * Used points a refund gives back, in proportion to the goods refunded: after it, the order has
 * returned floor(pointsUsed × Σ(unitPrice × refundedQuantity) / subtotal) points, and all of them
 * once every unit is refunded. `lines` are the order's lines with their refunded quantities
 * counting this refund. Returns what this refund gives back (that less what went back before).
 */
export function pointsToReturnOnRefund(
  order: PointsReturnOrder,
  lines: readonly { unitPrice: number; quantity: number; refundedQuantity: number }[],
): number {
  if (order.pointsUsed === 0) return 0;
  const everything = lines.every((line) => line.refundedQuantity >= line.quantity);
  const returned =
    everything || order.subtotal === 0
      ? order.pointsUsed
      : Number(
          (BigInt(order.pointsUsed) *
            lines.reduce((sum, line) => sum + BigInt(line.unitPrice) * BigInt(line.refundedQuantity), 0n)) /
            BigInt(order.subtotal),
        );
  return Math.max(0, Math.min(order.pointsUsed, returned) - order.pointsReturned);
}

/** Used points a cancel gives back: all that have not gone back yet. */
export function pointsToReturnOnCancel(
  order: Pick<PointsReturnOrder, 'pointsUsed' | 'pointsReturned'>,
): number {
  return Math.max(0, order.pointsUsed - order.pointsReturned);
}

/**
 * A decimal rate as an exact fraction (up to 6 decimals, as the settings form takes it), so
 * 0.29 × 10000 earns 29 points, not the 28 that floating point gives.
 */
function rateFraction(rate: number): { numerator: bigint; denominator: bigint } {
  const scale = 1_000_000;
  return { numerator: BigInt(Math.round(rate * scale)), denominator: BigInt(scale) };
}

/**
 * Points an order earns on completion: floor(perCurrencyUnit × (paid − refunded) / unit), with
 * `unit` from `currencyUnit` (0 means no ORDER_EARN row).
 */
export function pointsEarnedAt(
  order: { paidAmount: number; refundedAmount: number },
  rules: Pick<OrderPointRules, 'perCurrencyUnit'>,
  unit: number,
): number {
  const kept = order.paidAmount - order.refundedAmount;
  if (kept <= 0 || !(rules.perCurrencyUnit > 0)) return 0;
  const { numerator, denominator } = rateFraction(rules.perCurrencyUnit);
  return Number((numerator * BigInt(kept)) / (denominator * BigInt(unit)));
}

/**
 * Earned points a refund after completion takes back, so that the points the customer keeps
 * follow the money the shop keeps. Each refund takes the refunded share of the earned points not
 * yet taken back: the order keeps floor(held × keptAfter / keptBefore), where held = pointsEarned −
 * pointsEarnReversed (a take-back's shortfall counts as taken, ADR 0009) and kept is paid −
 * refunded before and after this refund; the refund that leaves no money kept takes all that is
 * held. The ledger caps the take-back at the balance and records the rest as the shortfall.
 */
export function earnedToTakeBack(order: {
  pointsEarned: number;
  pointsEarnReversed: number;
  paidAmount: number;
  /** Refunded before this refund. */
  refundedAmount: number;
  /** This refund's amount. */
  refundAmount: number;
}): number {
  const held = order.pointsEarned - order.pointsEarnReversed;
  if (held <= 0 || order.refundAmount <= 0) return 0;
  const keptBefore = order.paidAmount - order.refundedAmount;
  const keptAfter = keptBefore - order.refundAmount;
  if (keptAfter <= 0 || keptBefore <= 0) return held;
  const keep = Number((BigInt(held) * BigInt(keptAfter)) / BigInt(keptBefore));
  return held - keep;
}
