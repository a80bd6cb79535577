import type {
  AfterSaleStatus,
  AfterSaleType,
  OrderChannel,
  OrderEventType,
  OrderStatus,
  OrderTab,
  RefundStatus,
} from '@shop/contract/areas/order';

/** Each order status's name in the `order` catalogue and its tag colour. */
export const statusLabelKeys = {
  PENDING_PAYMENT: 'statusPendingPayment',
  PAID: 'statusPaid',
  SHIPPED: 'statusShipped',
  COMPLETED: 'statusCompleted',
  CANCELLED: 'statusCancelled',
} as const satisfies Record<OrderStatus, string>;

export const statusColours: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'gold',
  PAID: 'blue',
  SHIPPED: 'cyan',
  COMPLETED: 'green',
  CANCELLED: 'default',
};

/** The list's tabs: ALL (no `tab` in the URL), each status, and REFUNDING. */
export const tabLabelKeys = {
  ALL: 'tabAll',
  ...statusLabelKeys,
  REFUNDING: 'tabRefunding',
} as const satisfies Record<OrderTab | 'ALL', string>;

export const refundStatusLabelKeys = {
  NONE: 'refundNone',
  PARTIAL: 'refundPartial',
  FULL: 'refundFull',
} as const satisfies Record<RefundStatus, string>;

export const refundStatusColours: Record<RefundStatus, string> = {
  NONE: 'default',
  PARTIAL: 'orange',
  FULL: 'purple',
};

export const channelLabelKeys = {
  STAFF: 'channelStaff',
  STOREFRONT: 'channelStorefront',
} as const satisfies Record<OrderChannel, string>;

export const afterSaleTypeLabelKeys = {
  REFUND_ONLY: 'afterSaleRefundOnly',
  RETURN_REFUND: 'afterSaleReturnRefund',
} as const satisfies Record<AfterSaleType, string>;

export const afterSaleStatusLabelKeys = {
  REQUESTED: 'afterSaleRequested',
  APPROVED: 'afterSaleApproved',
  RECEIVED: 'afterSaleReceived',
  REFUNDED: 'afterSaleRefunded',
  REJECTED: 'afterSaleRejected',
  CANCELLED: 'afterSaleCancelled',
} as const satisfies Record<AfterSaleStatus, string>;

export const afterSaleStatusColours: Record<AfterSaleStatus, string> = {
  REQUESTED: 'gold',
  APPROVED: 'blue',
  RECEIVED: 'cyan',
  REFUNDED: 'purple',
  REJECTED: 'red',
  CANCELLED: 'default',
};

/** Each timeline event's dot colour: money and completion green, ends and refusals red. */
export const eventColours: Record<OrderEventType, string> = {
  PLACED: 'blue',
  PAID: 'green',
  SHIPPED: 'blue',
  COMPLETED: 'green',
  CANCELLED: 'red',
  ADDRESS_CHANGED: 'gray',
  NOTE: 'gray',
  AFTER_SALE_REQUESTED: 'orange',
  AFTER_SALE_APPROVED: 'blue',
  AFTER_SALE_REJECTED: 'red',
  AFTER_SALE_RECEIVED: 'blue',
  AFTER_SALE_CANCELLED: 'gray',
  REFUNDED: 'purple',
  RESTOCKED: 'green',
};
