import type { CustomerSource, CustomerStatus, Gender } from '@shop/contract/areas/customer';
import type {
  OrderEventType,
  OrderStatus,
  PaymentChannel,
  PaymentStatus,
  RefundStatus,
} from '@shop/contract/areas/order';

/** Each customer status's name in the `customer` catalogue and its tag colour. */
export const statusLabelKeys = {
  ACTIVE: 'statusActive',
  DISABLED: 'statusDisabled',
} as const satisfies Record<CustomerStatus, string>;

export const statusColours: Record<CustomerStatus, string> = { ACTIVE: 'green', DISABLED: 'red' };

export const genderLabelKeys = {
  UNKNOWN: 'genderUnknown',
  FEMALE: 'genderFemale',
  MALE: 'genderMale',
  OTHER: 'genderOther',
} as const satisfies Record<Gender, string>;

export const sourceLabelKeys = {
  STAFF: 'sourceStaff',
  STOREFRONT: 'sourceStorefront',
} as const satisfies Record<CustomerSource, string>;

/** The customer's orders as the Orders tab names and colours them. */
export const orderStatusLabelKeys = {
  PENDING_PAYMENT: 'orderPendingPayment',
  PAID: 'orderPaid',
  SHIPPED: 'orderShipped',
  COMPLETED: 'orderCompleted',
  CANCELLED: 'orderCancelled',
} as const satisfies Record<OrderStatus, string>;

export const orderStatusColours: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'gold',
  PAID: 'blue',
  SHIPPED: 'cyan',
  COMPLETED: 'green',
  CANCELLED: 'default',
};

/** Shown beside the status only when something was refunded. */
export const refundStatusLabelKeys = {
  NONE: null,
  PARTIAL: 'refundPartial',
  FULL: 'refundFull',
} as const satisfies Record<RefundStatus, string | null>;

export const paymentStatusLabelKeys = {
  WAITING: 'paymentWaiting',
  SUCCESS: 'paymentSuccess',
  CLOSED: 'paymentClosed',
  PARTIALLY_REFUNDED: 'paymentPartiallyRefunded',
  REFUNDED: 'paymentRefunded',
} as const satisfies Record<PaymentStatus, string>;

export const paymentStatusColours: Record<PaymentStatus, string> = {
  WAITING: 'gold',
  SUCCESS: 'green',
  CLOSED: 'default',
  PARTIALLY_REFUNDED: 'orange',
  REFUNDED: 'purple',
};

export const channelLabelKeys = {
  CASH: 'channelCash',
  BANK_TRANSFER: 'channelBankTransfer',
  CARD_TERMINAL: 'channelCardTerminal',
  CARD: 'channelCard',
  WALLET: 'channelWallet',
} as const satisfies Record<PaymentChannel, string>;

const orderEventLabelKeys = {
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

/** Staff edits, by the audit action the server records them under. */
const staffEditLabelKeys = {
  'customer.create': 'eventCustomerCreated',
  'customer.update': 'eventCustomerUpdated',
  'customer.status': 'eventCustomerStatus',
  'customer.address.create': 'eventAddressAdded',
  'customer.address.update': 'eventAddressUpdated',
  'customer.address.delete': 'eventAddressDeleted',
} as const;

type TimelineLabelKey =
  | (typeof orderEventLabelKeys)[OrderEventType]
  | (typeof staffEditLabelKeys)[keyof typeof staffEditLabelKeys]
  | 'eventOther';

/** A timeline entry's name: an order event, a staff edit, or (a type this console does not know) "Change". */
export function timelineLabelKey(type: string): TimelineLabelKey {
  if (Object.hasOwn(orderEventLabelKeys, type)) return orderEventLabelKeys[type as OrderEventType];
  if (Object.hasOwn(staffEditLabelKeys, type))
    return staffEditLabelKeys[type as keyof typeof staffEditLabelKeys];
  return 'eventOther';
}
