import type {
  ExchangeItemKind,
  ExchangeItemStatus,
  ExchangeOrderStatus,
  ExchangeWindowState,
} from '@shop/contract/areas/exchange';

/**
 * Each exchange code's key in the `exchange` catalogue (its words come from the contract's
 * labels, see label-bundles) and its tag colour.
 */
export const orderStatusLabelKeys = {
  PENDING_PAYMENT: 'statusPendingPayment',
  TO_SHIP: 'statusToShip',
  SHIPPED: 'statusShipped',
  COMPLETED: 'statusCompleted',
  CANCELLED: 'statusCancelled',
} as const satisfies Record<ExchangeOrderStatus, string>;

export const orderStatusColours: Record<ExchangeOrderStatus, string> = {
  PENDING_PAYMENT: 'gold',
  TO_SHIP: 'blue',
  SHIPPED: 'cyan',
  COMPLETED: 'green',
  CANCELLED: 'default',
};

export const itemStatusLabelKeys = {
  ON: 'statusOn',
  OFF: 'statusOff',
} as const satisfies Record<ExchangeItemStatus, string>;

export const kindLabelKeys = {
  SKU: 'kindSku',
  VIRTUAL: 'kindVirtual',
} as const satisfies Record<ExchangeItemKind, string>;

export const windowLabelKeys = {
  UPCOMING: 'windowUpcoming',
  RUNNING: 'windowRunning',
  ENDED: 'windowEnded',
} as const satisfies Record<ExchangeWindowState, string>;

export const windowColours: Record<ExchangeWindowState, string> = {
  UPCOMING: 'blue',
  RUNNING: 'green',
  ENDED: 'default',
};
