import type { BoxPayMethod, BoxStatus, BoxTier, BoxWindowState } from '@shop/contract/areas/box';

/**
 * Each box code's key in the `box` catalogue (its words come from the contract's labels, see
 * label-bundles) and its tag colour. The record list names tiers in its own catalogue; the
 * tiers' colours are its.
 */
export const statusLabelKeys = {
  DRAFT: 'statusDraft',
  ON_SALE: 'statusOnSale',
  PAUSED: 'statusPaused',
  SOLD_OUT: 'statusSoldOut',
  ENDED: 'statusEnded',
} as const satisfies Record<BoxStatus, string>;

export const statusColours: Record<BoxStatus, string> = {
  DRAFT: 'default',
  ON_SALE: 'green',
  PAUSED: 'orange',
  SOLD_OUT: 'red',
  ENDED: 'default',
};

export const tierLabelKeys = {
  COMMON: 'tierCommon',
  RARE: 'tierRare',
  HIDDEN: 'tierHidden',
} as const satisfies Record<BoxTier, string>;

/** One colour per tier on every box page and the record list. */
export { tierColours } from './record-labels';

export const payMethodLabelKeys = {
  CASH: 'payCash',
  POINTS: 'payPoints',
} as const satisfies Record<BoxPayMethod, string>;

/** Where now stands against the sale window: the exchange's words (the same three states). */
export const windowLabelKeys = {
  UPCOMING: 'windowUpcoming',
  RUNNING: 'windowRunning',
  ENDED: 'windowEnded',
} as const satisfies Record<BoxWindowState, string>;

export const windowColours: Record<BoxWindowState, string> = {
  UPCOMING: 'blue',
  RUNNING: 'green',
  ENDED: 'default',
};
