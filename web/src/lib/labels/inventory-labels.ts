import type { AdjustReason, MovementType } from '@shop/contract/areas/inventory';

/** The `inventory` catalogue's key of each adjustment reason (its text: contract/labels). */
export const reasonLabelKeys = {
  received: 'reasonReceived',
  correction: 'reasonCorrection',
  cycle_count: 'reasonCycleCount',
  damaged: 'reasonDamaged',
  shrinkage: 'reasonShrinkage',
  returned: 'reasonReturned',
  other: 'reasonOther',
} as const satisfies Record<AdjustReason, string>;

/** The key of each movement type's name. */
export const movementLabelKeys = {
  ADJUSTMENT: 'typeAdjustment',
  RESERVE: 'typeReserve',
  RELEASE: 'typeRelease',
  SALE: 'typeSale',
  RESTOCK: 'typeRestock',
} as const satisfies Record<MovementType, string>;
