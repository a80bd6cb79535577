import type { BulkShipBody, OrderListItem } from '@shop/contract/areas/order';

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
