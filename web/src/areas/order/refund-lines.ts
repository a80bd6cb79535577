import {
  type AfterSale,
  type OrderDetail,
  type OrderLine,
  openAfterSaleStatuses,
  type RefundLine,
} from '@shop/contract/areas/order';

/** A line staff may pick, and the most of it they may: what is left to refund or claim. */
export interface LineChoice {
  line: OrderLine;
  max: number;
}

/** Quantities picked by line id, as the dialogs' number boxes hold them (empty is none). */
export type PickedQuantities = Record<number, number | null | undefined>;

/** Each line with how many units are not refunded yet (lines fully refunded are left out). */
export function refundableLines(order: Pick<OrderDetail, 'lines'>): LineChoice[] {
  return order.lines
    .map((line) => ({ line, max: line.quantity - line.refundedQuantity }))
    .filter((choice) => choice.max > 0);
}

/**
 * What a new after-sale may claim of each line: not yet refunded, and not already claimed by
 * another after-sale still in progress (one unit is settled once).
 */
export function claimableLines(order: Pick<OrderDetail, 'lines' | 'afterSales'>): LineChoice[] {
  const claimed = new Map<number, number>();
  for (const afterSale of order.afterSales) {
    if (!openAfterSaleStatuses.includes(afterSale.status)) continue;
    for (const { lineId, quantity } of afterSale.lines) {
      claimed.set(lineId, (claimed.get(lineId) ?? 0) + quantity);
    }
  }
  return refundableLines(order)
    .map(({ line, max }) => ({ line, max: max - (claimed.get(line.id) ?? 0) }))
    .filter((choice) => choice.max > 0);
}

/**
 * The picked quantities as the contract's lines: in the order's line order, each at most what
 * the line allows, lines left at 0 or empty dropped.
 */
export function pickedLines(choices: readonly LineChoice[], picked: PickedQuantities): RefundLine[] {
  return choices.flatMap(({ line, max }) => {
    const quantity = Math.min(max, Math.floor(picked[line.id] ?? 0));
    return quantity > 0 ? [{ lineId: line.id, quantity }] : [];
  });
}

/** Every unit of every line picked ("all of it"). */
export function pickAll(choices: readonly LineChoice[]): PickedQuantities {
  return Object.fromEntries(choices.map(({ line, max }) => [line.id, max]));
}

/** The after-sale's own lines as picked quantities: its refund settles exactly those. */
export function pickedOfAfterSale(afterSale: Pick<AfterSale, 'lines'>): PickedQuantities {
  return Object.fromEntries(afterSale.lines.map(({ lineId, quantity }) => [lineId, quantity]));
}

/** Shipping paid and not yet refunded: the most a refund's shipping part may be. */
export function shippingRefundableOf(order: Pick<OrderDetail, 'shippingFee' | 'refundedShipping'>): number {
  return Math.max(0, order.shippingFee - order.refundedShipping);
}

/** What a refund is asked for: lines and a shipping amount (cents). */
export interface RefundAsk {
  lines: RefundLine[];
  shipping: number;
}

export function isEmptyAsk(ask: RefundAsk): boolean {
  return ask.lines.length === 0 && ask.shipping === 0;
}

/** A refund's lines as people read them: `MUG-BLUE × 2, TEE-S × 1`, by the order's SKU codes. */
export function linesText(lines: readonly RefundLine[], order: Pick<OrderDetail, 'lines'>): string {
  const codes = new Map(order.lines.map((line) => [line.id, line.skuCode]));
  return lines.map((l) => `${codes.get(l.lineId) ?? `#${l.lineId}`} × ${l.quantity}`).join(', ');
}
