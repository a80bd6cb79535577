import type { CustomerSource, CustomerStatus } from '@shop/contract/areas/customer';
import type { OrderEventType } from '@shop/contract/areas/order';

/** Each customer status's name in the `customer` catalogue and its tag colour. */
export const statusLabelKeys = {
  ACTIVE: 'statusActive',
  DISABLED: 'statusDisabled',
} as const satisfies Record<CustomerStatus, string>;

export const statusColours: Record<CustomerStatus, string> = { ACTIVE: 'green', DISABLED: 'red' };

export const sourceLabelKeys = {
  STAFF: 'sourceStaff',
  STOREFRONT: 'sourceStorefront',
} as const satisfies Record<CustomerSource, string>;

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
