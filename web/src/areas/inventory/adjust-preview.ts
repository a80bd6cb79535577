import type { AdjustLine, AdjustReason } from '@shop/contract/areas/inventory';

/** How staff give a change: by a signed amount with a reason, or as the quantity they counted. */
export type AdjustMode = 'delta' | 'setTo';

export interface Balances {
  onHand: number;
  reserved: number;
}

export interface AdjustPreview {
  /** The change to on hand this would make (a count becomes its difference). */
  delta: number;
  onHandAfter: number;
  availableAfter: number;
  /**
   * True when it takes more than is available: on hand would fall under what orders hold (or
   * under zero), which the server refuses with 42201.
   */
  exceeds: boolean;
}

/**
 * What a change would leave, from the balances the page shows; null until a quantity is given.
 * Only a preview: the server applies it to the balances of the moment, under a row lock.
 */
export function previewAdjust(
  balances: Balances,
  mode: AdjustMode,
  quantity: number | null | undefined,
): AdjustPreview | null {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity)) return null;
  const delta = mode === 'delta' ? quantity : quantity - balances.onHand;
  const onHandAfter = balances.onHand + delta;
  const availableAfter = onHandAfter - balances.reserved;
  return { delta, onHandAfter, availableAfter, exceeds: availableAfter < 0 };
}

/** The contract's line for a change: a count is always recorded as `cycle_count`. */
export function adjustLineOf(
  skuId: number,
  mode: AdjustMode,
  quantity: number,
  reason: AdjustReason | undefined,
): AdjustLine {
  return mode === 'delta'
    ? { skuId, delta: quantity, ...(reason ? { reason } : {}) }
    : { skuId, setTo: quantity, reason: 'cycle_count' };
}

/** A change as people write it: `+12`, `−3` (a true minus sign), `0`. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${Math.abs(n)}`;
  return '0';
}
