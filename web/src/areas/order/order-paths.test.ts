import { describe, expect, it } from 'vitest';
import { drawerIdOf } from '../../lib/list/edit-drawer-url';
import { ORDER_PARAM, orderLinkOf } from './order-paths';

describe('orderLinkOf', () => {
  it('opens the order in its drawer over the order list', () => {
    expect(orderLinkOf(12)).toBe('/order/index?order=12');
    expect(drawerIdOf(new URL(orderLinkOf(34), 'http://shop.test').searchParams, ORDER_PARAM)).toBe(34);
  });
});
