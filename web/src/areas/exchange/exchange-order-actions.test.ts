import { defaultPermissionsOf } from '@shop/contract/permissions';
import { describe, expect, it } from 'vitest';
import { exchangeActionsFor, paidCashOf } from './exchange-order-actions';

const order = {
  status: 'TO_SHIP' as const,
  kind: 'SKU' as const,
  cashPaid: 0,
  cashRefunded: 0,
};

const admin = [...defaultPermissionsOf('admin')];
const editor = [...defaultPermissionsOf('editor')];

describe('exchange order actions', () => {
  it('offers what each status allows', () => {
    expect(exchangeActionsFor({ ...order, status: 'PENDING_PAYMENT' }, editor)).toEqual(['pay', 'cancel']);
    expect(exchangeActionsFor(order, editor)).toEqual(['ship', 'cancel']);
    expect(exchangeActionsFor({ ...order, status: 'SHIPPED' }, editor)).toEqual(['complete']);
    expect(exchangeActionsFor({ ...order, status: 'COMPLETED' }, admin)).toEqual([]);
    expect(exchangeActionsFor({ ...order, status: 'CANCELLED' }, admin)).toEqual([]);
  });

  it('never ships a virtual item', () => {
    expect(exchangeActionsFor({ ...order, kind: 'VIRTUAL' }, admin)).toEqual(['cancel']);
  });

  it('leaves cancelling a paid cash part to those who may refund', () => {
    const paid = { ...order, cashPaid: 500 };
    expect(exchangeActionsFor(paid, editor)).toEqual(['ship']);
    expect(exchangeActionsFor(paid, admin)).toEqual(['ship', 'cancel']);
    expect(exchangeActionsFor(paid, ['exchange', 'order', 'order.refund'])).toEqual(['ship', 'cancel']);
    // The refund action counts only with its page.
    expect(exchangeActionsFor(paid, ['exchange', 'order.refund'])).toEqual(['ship']);
    // Refunded already: nothing left to refund.
    expect(paidCashOf({ cashPaid: 500, cashRefunded: 500 })).toBe(0);
  });
});
