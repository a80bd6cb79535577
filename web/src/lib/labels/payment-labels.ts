import type {
  PaymentChannel,
  PaymentKind,
  PaymentStatus,
  RefundRecordStatus,
} from '@shop/contract/areas/order';
import type { PaymentBizType } from '@shop/contract/areas/payment';

/** Each payment status's name in the `payment` catalogue and its tag colour. */
export const paymentStatusLabelKeys = {
  WAITING: 'statusWaiting',
  SUCCESS: 'statusSuccess',
  CLOSED: 'statusClosed',
  PARTIALLY_REFUNDED: 'statusPartiallyRefunded',
  REFUNDED: 'statusRefunded',
} as const satisfies Record<PaymentStatus, string>;

export const paymentStatusColours: Record<PaymentStatus, string> = {
  WAITING: 'gold',
  SUCCESS: 'green',
  CLOSED: 'default',
  PARTIALLY_REFUNDED: 'orange',
  REFUNDED: 'purple',
};

export const refundStatusLabelKeys = {
  PENDING: 'refundPending',
  SUCCESS: 'refundSuccess',
  FAILED: 'refundFailed',
} as const satisfies Record<RefundRecordStatus, string>;

export const refundStatusColours: Record<RefundRecordStatus, string> = {
  PENDING: 'gold',
  SUCCESS: 'green',
  FAILED: 'red',
};

export const channelLabelKeys = {
  CASH: 'channelCash',
  BANK_TRANSFER: 'channelBankTransfer',
  CARD_TERMINAL: 'channelCardTerminal',
  CARD: 'channelCard',
  WALLET: 'channelWallet',
} as const satisfies Record<PaymentChannel, string>;

export const kindLabelKeys = {
  OFFLINE: 'kindOffline',
  ONLINE: 'kindOnline',
} as const satisfies Record<PaymentKind, string>;

/** What a payment or refund was for: an order, an exchange order's cash part, or a box draw. */
export const bizTypeLabelKeys = {
  ORDER: 'bizOrder',
  EXCHANGE: 'bizExchange',
  BOX: 'bizBox',
} as const satisfies Record<PaymentBizType, string>;
