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
