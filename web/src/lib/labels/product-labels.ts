import type { ProductBulkAction, ProductStatus, SkuStatus, StockState } from '@shop/contract/areas/product';

/** Each status's name in the `product` catalogue and its tag colour. */
export const statusLabelKeys = {
  DRAFT: 'statusDraft',
  ON_SALE: 'statusOnSale',
  OFF_SALE: 'statusOffSale',
  ARCHIVED: 'statusArchived',
} as const satisfies Record<ProductStatus, string>;

export const statusColours: Record<ProductStatus, string> = {
  DRAFT: 'default',
  ON_SALE: 'green',
  OFF_SALE: 'orange',
  ARCHIVED: 'red',
};

export const stockLabelKeys = {
  in_stock: 'stockIn',
  low_stock: 'stockLow',
  out_of_stock: 'stockOut',
} as const satisfies Record<StockState, string>;

export const skuStatusLabelKeys = {
  ACTIVE: 'skuActive',
  INACTIVE: 'skuInactive',
} as const satisfies Record<SkuStatus, string>;

export const bulkActionLabelKeys = {
  publish: 'publish',
  unpublish: 'unpublish',
  archive: 'archive',
  delete: 'delete',
} as const satisfies Record<ProductBulkAction, string>;

/**
 * The button that makes a move, by where it goes and where from: Publish (to on sale), Unpublish
 * (off sale from on sale), Archive, and Restore (off sale from archived).
 */
export function transitionLabelKey(from: ProductStatus, to: ProductStatus) {
  if (to === 'ON_SALE') return 'publish';
  if (to === 'ARCHIVED') return 'archive';
  if (to === 'OFF_SALE' && from === 'ARCHIVED') return 'restore';
  return 'unpublish';
}
