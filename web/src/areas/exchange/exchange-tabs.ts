import type { ExchangeOrderStatus } from '@shop/contract/areas/exchange';

/** The status tabs' names in the `exchange` catalogue: "To pay" rather than "Awaiting payment". */
export const tabLabelKeys = {
  ALL: 'tabAll',
  PENDING_PAYMENT: 'tabToPay',
  TO_SHIP: 'tabToShip',
  SHIPPED: 'tabShipped',
  COMPLETED: 'tabCompleted',
  CANCELLED: 'tabCancelled',
} as const satisfies Record<ExchangeOrderStatus | 'ALL', string>;
