import { withDrawer } from '../../lib/list/edit-drawer-url';

/** The customer list's address (the route table holds its pattern). */
export const CUSTOMER_LIST_PATH = '/user/index';

/** The search param that opens a customer's drawer over the list: `/user/index?tag=VIP&customer=12`. */
export const CUSTOMER_PARAM = 'customer';

/** Where a customer opens, from any page: their drawer over the customer list. */
export function customerLinkOf(customerId: number): string {
  return `${CUSTOMER_LIST_PATH}${withDrawer('', customerId, CUSTOMER_PARAM)}`;
}
