import type { MovementType, SkuStockState } from '@shop/contract/areas/inventory';

/** The labels' keys live in the list kit beside the contract's texts; the names stay here for the area. */
export { movementLabelKeys, reasonLabelKeys } from '../../lib/labels/inventory-labels';

/** Each movement type's tag colour (stock in green, out red, holds blue). */
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
