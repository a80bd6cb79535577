import { bulkShipBody } from '@shop/contract/areas/order';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/request';
import { bulkShipBodyOf, refusedOrderOf, splitShippable } from './bulk-ship';

const rows = [
  { id: 1, orderNo: 'SO1', status: 'PAID' as const },
  { id: 2, orderNo: 'SO2', status: 'PENDING_PAYMENT' as const },
  { id: 3, orderNo: 'SO3', status: 'PAID' as const },
  { id: 4, orderNo: 'SO4', status: 'SHIPPED' as const },
];

describe('bulk shipping', () => {
  it('ships the selected paid orders and names the others as left out', () => {
    const { ship, skip } = splitShippable(rows);
    expect(ship.map((r) => r.orderNo)).toEqual(['SO1', 'SO3']);
    expect(skip.map((r) => r.orderNo)).toEqual(['SO2', 'SO4']);
  });

  it('sends each order with its own carrier and tracking number', () => {
    const { ship } = splitShippable(rows);
    const body = bulkShipBodyOf(ship, [
      { carrier: 'DHL', trackingNo: 'D1' },
      { carrier: 'UPS', trackingNo: 'U3' },
    ]);
    expect(bulkShipBody.parse(body)).toEqual({
      orders: [
        { id: 1, carrier: 'DHL', trackingNo: 'D1' },
        { id: 3, carrier: 'UPS', trackingNo: 'U3' },
      ],
    });
  });

  it('names the order a refusal was about (a 42203 carries its number), and nothing else', () => {
    const illegal = new ApiError(
      'Cannot ship an order that is CANCELLED; allowed from PAID',
      42203,
      { orderNo: 'SO2', status: 'CANCELLED' },
      'order.cannotShip',
      { status: 'CANCELLED', allowed: 'PAID' },
    );
    expect(refusedOrderOf(illegal)).toBe('SO2');
    expect(refusedOrderOf(new ApiError('Bad input', 40000, { issues: [] }))).toBeNull();
    expect(refusedOrderOf(new Error('offline'))).toBeNull();
  });
});
