import type { CustomerStatus } from '@shop/contract/areas/customer';
import type { OrderEventType } from '@shop/contract/areas/order';

/** The statuses' and sources' keys live in the list kit beside the contract's texts. */
export {
  customerSourceLabelKeys as sourceLabelKeys,
  customerStatusLabelKeys as statusLabelKeys,
} from '../../lib/labels/customer-labels';

/** Each customer status's tag colour. */
export const statusColours: Record<CustomerStatus, string> = { ACTIVE: 'green', DISABLED: 'red' };

/** The customer's order events as the Timeline tab names them. */
export const orderEventLabelKeys = {
  PLACED: 'eventPlaced',
  PAID: 'eventPaid',
  SHIPPED: 'eventShipped',
  COMPLETED: 'eventCompleted',
  CANCELLED: 'eventCancelled',
  ADDRESS_CHANGED: 'eventAddressChanged',
  NOTE: 'eventNote',
  AFTER_SALE_REQUESTED: 'eventAfterSaleRequested',
  AFTER_SALE_APPROVED: 'eventAfterSaleApproved',
  AFTER_SALE_REJECTED: 'eventAfterSaleRejected',
  AFTER_SALE_RECEIVED: 'eventAfterSaleReceived',
  AFTER_SALE_CANCELLED: 'eventAfterSaleCancelled',
  REFUNDED: 'eventRefunded',
  RESTOCKED: 'eventRestocked',
} as const satisfies Record<OrderEventType, string>;

/** The profile fields by the names the server's audit keeps them under (a "Profile edited" entry lists them). */
export const profileFieldLabelKeys = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  gender: 'gender',
  birthday: 'birthday',
  tags: 'tags',
  note: 'note',
  status: 'status',
} as const;
