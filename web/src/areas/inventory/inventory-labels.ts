import type { AdjustReason, MovementType, SkuStockState } from '@shop/contract/areas/inventory';

/** The `inventory` catalogue's name of each adjustment reason. */
export const reasonLabelKeys = {
  received: 'reasonReceived',
  correction: 'reasonCorrection',
  cycle_count: 'reasonCycleCount',
  damaged: 'reasonDamaged',
  shrinkage: 'reasonShrinkage',
  returned: 'reasonReturned',
  other: 'reasonOther',
} as const satisfies Record<AdjustReason, string>;

/** The name of each movement type, and its tag colour (stock in green, out red, holds blue). */
export const movementLabelKeys = {
  ADJUSTMENT: 'typeAdjustment',
  RESERVE: 'typeReserve',
  RELEASE: 'typeRelease',
  SALE: 'typeSale',
  RESTOCK: 'typeRestock',
} as const satisfies Record<MovementType, string>;

export const movementColours: Record<MovementType, string> = {
  ADJUSTMENT: 'purple',
  RESERVE: 'blue',
  RELEASE: 'cyan',
  SALE: 'red',
  RESTOCK: 'green',
};

/** How an available count is coloured: red when out, orange when low (antd's text types). */
export const stockTextType: Record<SkuStockState, 'danger' | 'warning' | undefined> = {
  out: 'danger',
  low: 'warning',
  ok: undefined,
};
