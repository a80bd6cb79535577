import { type InsufficientStockData, insufficientStockData } from '@shop/contract/areas/inventory';
import { Codes } from '@shop/contract/codes';
import { ApiError } from './request';

/** The balances of a 42201 answer (which SKU was short and how many it has), else null. */
export function insufficientStockOf(error: unknown): InsufficientStockData | null {
  if (!(error instanceof ApiError) || error.code !== Codes.INSUFFICIENT_STOCK) return null;
  const parsed = insufficientStockData.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}
