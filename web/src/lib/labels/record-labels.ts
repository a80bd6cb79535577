import type { BoxFulfilStatus, BoxPayMethod, BoxTier, boxDrawChannels } from '@shop/contract/areas/box';

/**
 * Each box draw code's key in the `record` catalogue (its words come from the contract's labels,
 * see label-bundles) and its tag colour.
 */
export const tierLabelKeys = {
  COMMON: 'tierCommon',
  RARE: 'tierRare',
  HIDDEN: 'tierHidden',
} as const satisfies Record<BoxTier, string>;

export const tierColours: Record<BoxTier, string> = {
  COMMON: 'default',
  RARE: 'blue',
  HIDDEN: 'gold',
};

export const fulfilLabelKeys = {
  TO_SHIP: 'statusToShip',
  SHIPPED: 'statusShipped',
  COMPLETED: 'statusCompleted',
} as const satisfies Record<BoxFulfilStatus, string>;

export const fulfilColours: Record<BoxFulfilStatus, string> = {
  TO_SHIP: 'blue',
  SHIPPED: 'cyan',
  COMPLETED: 'green',
};

export const payMethodLabelKeys = {
  CASH: 'payCash',
  POINTS: 'payPoints',
} as const satisfies Record<BoxPayMethod, string>;

export const channelLabelKeys = {
  STAFF: 'channelStaff',
  STOREFRONT: 'channelStorefront',
} as const satisfies Record<(typeof boxDrawChannels)[number], string>;
