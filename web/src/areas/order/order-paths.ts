import { withDrawer } from '../../lib/list/edit-drawer-url';

/** The order list's address (the route table holds its pattern). */
export const ORDER_LIST_PATH = '/order/index';

/** The search param that opens an order's detail drawer over the list: `/order/index?tab=PAID&order=12`. */
export const ORDER_PARAM = 'order';

/** Where an order opens, from any page: its detail drawer over the order list. */
export function orderLinkOf(orderId: number): string {
  return `${ORDER_LIST_PATH}${withDrawer('', orderId, ORDER_PARAM)}`;
}
