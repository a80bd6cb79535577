import type { OrderStatus } from '@shop/contract/areas/order';
import { defaultPermissionsOf } from '@shop/contract/permissions';
import { describe, expect, it } from 'vitest';
import { afterSaleActionsFor, orderActionsFor } from './order-actions';

const order = (
  status: OrderStatus,
  over: { paidAmount?: number; refundedAmount?: number; completedAt?: string } = {},
) => ({
  status,
  paidAmount: status === 'PENDING_PAYMENT' ? 0 : 5000,
  refundedAmount: 0,
  completedAt: null,
  ...over,
});

/** What user info lists for each built-in role as shipped. */
const admin = [...defaultPermissionsOf('admin')];
const editor = [...defaultPermissionsOf('editor')];

describe('which order actions show', () => {
  it.each<[OrderStatus, string[]]>([
    ['PENDING_PAYMENT', ['pay', 'cancel', 'editAddress', 'note']],
    ['PAID', ['ship', 'cancel', 'editAddress', 'note', 'requestAfterSale', 'refund']],
    ['SHIPPED', ['complete', 'note', 'requestAfterSale', 'refund']],
    ['COMPLETED', ['note', 'requestAfterSale', 'refund']],
    ['CANCELLED', ['note']],
  ])('for an admin, a %s order offers %j', (status, actions) => {
    expect(orderActionsFor(order(status), admin)).toEqual(actions);
  });

  it('hides refunds and cancelling a paid order (which refunds it) from editors', () => {
    expect(orderActionsFor(order('PAID'), editor)).toEqual([
      'ship',
      'editAddress',
      'note',
      'requestAfterSale',
    ]);
    expect(orderActionsFor(order('SHIPPED'), editor)).toEqual(['complete', 'note', 'requestAfterSale']);
    // An unpaid order refunds nothing: editors may cancel it.
    expect(orderActionsFor(order('PENDING_PAYMENT'), editor)).toContain('cancel');
    expect(orderActionsFor(order('PAID'), ['order', 'order.refund'])).toContain('refund');
  });

  it('offers no refund or after-sale once everything paid is refunded', () => {
    const done = order('SHIPPED', { refundedAmount: 5000 });
    expect(orderActionsFor(done, admin)).toEqual(['complete', 'note']);
  });

  it('takes after-sales on a completed order only inside the window', () => {
    const now = new Date('2026-05-31T12:00:00Z');
    const recent = order('COMPLETED', { completedAt: '2026-05-20T12:00:00Z' });
    const old = order('COMPLETED', { completedAt: '2026-04-01T12:00:00Z' });
    expect(orderActionsFor(recent, admin, now)).toContain('requestAfterSale');
    expect(orderActionsFor(old, admin, now)).not.toContain('requestAfterSale');
  });
});

describe('which after-sale steps show', () => {
  it('lets a request be approved, rejected or cancelled', () => {
    expect(afterSaleActionsFor({ type: 'REFUND_ONLY', status: 'REQUESTED' }, editor)).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
  });

  it('refunds a refund-only after-sale once approved, and a return once the goods are back', () => {
    expect(afterSaleActionsFor({ type: 'REFUND_ONLY', status: 'APPROVED' }, admin)).toEqual([
      'cancel',
      'refund',
    ]);
    expect(afterSaleActionsFor({ type: 'RETURN_REFUND', status: 'APPROVED' }, admin)).toEqual([
      'receive',
      'cancel',
    ]);
    expect(afterSaleActionsFor({ type: 'RETURN_REFUND', status: 'RECEIVED' }, admin)).toEqual(['refund']);
  });

  it('keeps the refund itself from editors, and offers nothing on a closed after-sale', () => {
    expect(afterSaleActionsFor({ type: 'REFUND_ONLY', status: 'APPROVED' }, editor)).toEqual(['cancel']);
    expect(afterSaleActionsFor({ type: 'RETURN_REFUND', status: 'RECEIVED' }, editor)).toEqual([]);
    for (const status of ['REFUNDED', 'REJECTED', 'CANCELLED'] as const) {
      expect(afterSaleActionsFor({ type: 'RETURN_REFUND', status }, admin)).toEqual([]);
    }
  });
});
