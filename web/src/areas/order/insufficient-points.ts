import type { InsufficientPointsData } from '@shop/contract/areas/point';
import { Codes } from '@shop/contract/codes';
import { ApiError } from '../../lib/request';

/** The balance of a 42202 answer (the customer's points when the spend was refused), else null. */
export function insufficientPointsOf(error: unknown): InsufficientPointsData | null {
  if (!(error instanceof ApiError) || error.code !== Codes.INSUFFICIENT_POINTS) return null;
  const data = error.data as Partial<InsufficientPointsData> | null | undefined;
  return typeof data?.balance === 'number' ? (data as InsufficientPointsData) : null;
}
