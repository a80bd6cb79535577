import type { BulkShipBody, OrderListItem } from '@shop/contract/areas/order';
import { Codes } from '@shop/contract/codes';
import { ApiError } from '../../lib/request';

type Shippable = Pick<OrderListItem, 'id' | 'orderNo' | 'status'>;

/** The selected orders that can ship (PAID) and those left out, each in selection order. */
export function splitShippable<Row extends Shippable>(rows: readonly Row[]): { ship: Row[]; skip: Row[] } {
  return {
    ship: rows.filter((row) => row.status === 'PAID'),
    skip: rows.filter((row) => row.status !== 'PAID'),
  };
}

export interface BulkShipLine {
  carrier: string;
  trackingNo: string;
}

/** The contract's body: each order with its own carrier and tracking number. */
export function bulkShipBodyOf(
  rows: readonly Shippable[],
  lines: readonly Partial<BulkShipLine>[],
): BulkShipBody {
  return {
    orders: rows.map((row, i) => ({
      id: row.id,
      carrier: lines[i]?.carrier ?? '',
      trackingNo: lines[i]?.trackingNo ?? '',
    })),
  };
}

/** The order a refused bulk ship names (an illegal move's 42203 carries its number), else null. */
export function refusedOrderOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== Codes.ILLEGAL_TRANSITION) return null;
  const orderNo = (error.data as { orderNo?: unknown } | null | undefined)?.orderNo;
  return typeof orderNo === 'string' ? orderNo : null;
}
