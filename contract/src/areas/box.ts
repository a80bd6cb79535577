import { z } from 'zod';
import { isoDateTime } from '../date-time.js';
import { idField, idParam } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { centsField } from '../money.js';
import { versionField, versionParam } from '../stale-version.js';
import { customerAddress } from './customer.js';
import { idempotencyKey } from './inventory.js';
import { offlinePaymentShape, orderPayment, referenceGiven, shipBody } from './order.js';

export { idParams } from '../ids.js';

/**
 * Mystery boxes (access `box`; domain.md 1.8, 1.11, 2.1-2.3, issue 21). A box series is a finite
 * pool of prizes (catalogue SKUs in tiers) sold one draw at a time for money or points. What a
 * customer may win, each prize's shown value and the odds are disclosed before sale (SAMR
 * guideline, June 2023): publishing writes an immutable odds snapshot, and every draw records the
 * odds version it was drawn under. Draws are made by the server only (a CSPRNG weighted by what
 * remains in the pool); staff can never choose an outcome. The endpoints are in
 * `box.endpoints.ts`; what refusals say in `box.messages.ts`.
 */

// ---------------------------------------------------------------------------------------------
// Series and prizes

/**
 * DRAFT → ON_SALE (publish: odds snapshot, prizes locked) ↔ PAUSED (prizes may change; the next
 * publish writes a new odds version) → ENDED. ON_SALE → SOLD_OUT by itself when the last prize is
 * drawn; a sold-out box may be paused (to add prizes) or ended. ENDED is final.
 */
export const boxStatuses = ['DRAFT', 'ON_SALE', 'PAUSED', 'SOLD_OUT', 'ENDED'] as const;
export type BoxStatus = (typeof boxStatuses)[number];

/** Where each life-cycle action may start; anything else is 42203 `box.cannot<Action>`. */
export const boxActionsFrom = {
  publish: ['DRAFT', 'PAUSED'],
  pause: ['ON_SALE', 'SOLD_OUT'],
  end: ['ON_SALE', 'PAUSED', 'SOLD_OUT'],
  /** Editing the prize pool (and the price, limits and guarantee that shape the odds). */
  editPrizes: ['DRAFT', 'PAUSED'],
  delete: ['DRAFT'],
} as const satisfies Record<string, readonly BoxStatus[]>;
export type BoxAction = keyof typeof boxActionsFrom;

export function canDoBoxAction(action: BoxAction, status: BoxStatus): boolean {
  return (boxActionsFrom[action] as readonly BoxStatus[]).includes(status);
}

/** Prize tiers, rarest last. A guarantee promises a prize of `guaranteeMinTier` or rarer. */
export const boxTiers = ['COMMON', 'RARE', 'HIDDEN'] as const;
export type BoxTier = (typeof boxTiers)[number];
export const tierRank = (tier: BoxTier): number => boxTiers.indexOf(tier);

export const MAX_BOX_PRIZES = 50;
export const MAX_PRIZE_QUANTITY = 100_000;
export const MAX_BOX_POINTS_PRICE = 100_000_000;
export const MAX_GUARANTEE_EVERY = 100;
export const MAX_DAILY_LIMIT = 1_000;

/** Where now stands against a box's sale window (as for exchange items). */
export const boxWindowStates = ['UPCOMING', 'RUNNING', 'ENDED'] as const;
export type BoxWindowState = (typeof boxWindowStates)[number];

export const boxPrize = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  skuCode: z.string(),
  productId: z.number().int(),
  /** The SKU's product title and option values, as the catalogue has them now. */
  productTitle: z.string(),
  optionValues: z.array(z.string()),
  imageUrl: z.string().nullable(),
  tier: z.enum(boxTiers),
  quantityTotal: z.number().int(),
  quantityRemaining: z.number().int(),
  /** The value shown to customers, minor units. */
  displayValue: z.number().int(),
  /** remaining / Σ remaining now (0 when the pool is empty): the odds of the next draw. */
  probability: z.number(),
  sort: z.number().int(),
});
export type BoxPrize = z.infer<typeof boxPrize>;

export const boxSeries = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  coverId: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  /** Price of one draw in money (minor units) and in points; null where the box does not sell so. */
  cashPrice: z.number().int().nullable(),
  pointsPrice: z.number().int().nullable(),
  status: z.enum(boxStatuses),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  windowState: z.enum(boxWindowStates),
  /** Draws one customer may make per shop day; null: no limit. */
  perCustomerDailyLimit: z.number().int().nullable(),
  /** A prize of `guaranteeMinTier` or rarer at the latest every N draws of one customer; null: none. */
  guaranteeEvery: z.number().int().nullable(),
  guaranteeMinTier: z.enum(boxTiers).nullable(),
  /** The youngest customer it may be sold to (the draw asks staff to confirm); null: no notice. */
  minimumAge: z.number().int().nullable(),
  /** The odds version on sale (0: never published). */
  oddsVersion: z.number().int(),
  oddsPublishedAt: z.string().nullable(),
  /** True when the prizes changed since the last snapshot: the next publish writes a new version. */
  oddsChanged: z.boolean(),
  prizeCount: z.number().int(),
  quantityTotal: z.number().int(),
  quantityRemaining: z.number().int(),
  drawCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type BoxSeries = z.infer<typeof boxSeries>;

export const boxSeriesDetail = boxSeries.extend({ prizes: z.array(boxPrize) });
export type BoxSeriesDetail = z.infer<typeof boxSeriesDetail>;

export const boxSortFields = ['updatedAt', 'title', 'drawCount', 'quantityRemaining'] as const;
export type BoxSortField = (typeof boxSortFields)[number];
export const BOX_DEFAULT_SORT: SortValue<BoxSortField> = 'updatedAt:desc';

export const boxFilters = z.object({
  /** Title (part, any case). */
  q: searchParam,
  status: z.enum(boxStatuses).optional(),
  sort: sortParam(boxSortFields, BOX_DEFAULT_SORT),
});
export type BoxFilters = z.infer<typeof boxFilters>;
export const boxListQuery = boxFilters.extend(pageQuery.shape);
export type BoxListQuery = z.input<typeof boxListQuery>;
export const boxListData = listDataOf(boxSeries);
export type BoxListData = z.infer<typeof boxListData>;

/**
 * A prize as staff write it. `id` names an existing prize of the series (kept, its draws with
 * it); a prize without `id` is new. On an edit the remaining quantity moves by the change of the
 * total, and a total below what was already drawn is refused (`box.quantityBelowDrawn`).
 */
export const boxPrizeFields = z
  .object({
    id: idField.optional(),
    skuId: idField,
    tier: z.enum(boxTiers),
    quantityTotal: z.number().int().min(1, 'box.quantityPositive').max(MAX_PRIZE_QUANTITY),
    displayValue: centsField,
    sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  })
  .strict();
export type BoxPrizeFields = z.input<typeof boxPrizeFields>;

const nullableLimit = (max: number) => z.number().int().min(1).max(max).nullable().default(null);

export const boxSeriesFields = z
  .object({
    title: z.string().trim().min(1, 'box.titleRequired').max(120),
    description: z.string().trim().max(4000).default(''),
    coverId: idField.nullable().default(null),
    cashPrice: centsField.min(1, 'box.pricePositive').nullable().default(null),
    pointsPrice: z
      .number()
      .int()
      .min(1, 'box.pricePositive')
      .max(MAX_BOX_POINTS_PRICE)
      .nullable()
      .default(null),
    startsAt: isoDateTime().nullable().default(null),
    endsAt: isoDateTime().nullable().default(null),
    perCustomerDailyLimit: nullableLimit(MAX_DAILY_LIMIT),
    guaranteeEvery: z.number().int().min(2).max(MAX_GUARANTEE_EVERY).nullable().default(null),
    guaranteeMinTier: z.enum(['RARE', 'HIDDEN']).nullable().default(null),
    minimumAge: z.number().int().min(1).max(21).nullable().default(8),
    prizes: z.array(boxPrizeFields).max(MAX_BOX_PRIZES, 'box.tooManyPrizes').default([]),
  })
  .strict();

/** Cross-field checks every write of a series makes (paths name the field the message sits on). */
function seriesConsistent(body: z.infer<typeof boxSeriesFields>, ctx: z.RefinementCtx): void {
  if (body.cashPrice === null && body.pointsPrice === null)
    ctx.addIssue({ code: 'custom', path: ['cashPrice'], message: 'box.priceRequired' });
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'box.windowOrder' });
  if ((body.guaranteeEvery === null) !== (body.guaranteeMinTier === null))
    ctx.addIssue({ code: 'custom', path: ['guaranteeMinTier'], message: 'box.guaranteeIncomplete' });
  const skus = new Set<number>();
  body.prizes.forEach((prize, index) => {
    if (skus.has(prize.skuId))
      ctx.addIssue({ code: 'custom', path: ['prizes', index, 'skuId'], message: 'box.skuTwice' });
    skus.add(prize.skuId);
  });
  if (body.guaranteeMinTier) {
    const rank = tierRank(body.guaranteeMinTier);
    if (!body.prizes.some((p) => tierRank(p.tier) >= rank))
      ctx.addIssue({ code: 'custom', path: ['guaranteeMinTier'], message: 'box.guaranteeNoPrize' });
  }
}

export const boxCreateBody = boxSeriesFields.superRefine(seriesConsistent);
export type BoxCreateBody = z.input<typeof boxCreateBody>;

/**
 * Replaces the series at the version read. While ON_SALE, SOLD_OUT or ENDED only the title,
 * description and cover may change: a change of prizes, prices, window, limits or guarantee is
 * refused (42203 `box.prizesLocked`); pause first.
 */
export const boxUpdateBody = boxSeriesFields.extend({ version: versionField }).superRefine(seriesConsistent);
export type BoxUpdateBody = z.input<typeof boxUpdateBody>;

/** publish / pause / end at the version read. */
export const boxStatusBody = z.object({ version: versionField }).strict();
export type BoxStatusBody = z.input<typeof boxStatusBody>;

export const boxDeleteQuery = z.object({ version: versionParam });

// ---------------------------------------------------------------------------------------------
// Odds snapshots: the disclosure record, written once per published version and never changed

export const boxOddsPrize = z.object({
  prizeId: z.number().int(),
  skuId: z.number().int(),
  skuCode: z.string(),
  /** Product title and options when published. */
  title: z.string(),
  tier: z.enum(boxTiers),
  quantityTotal: z.number().int(),
  quantityRemaining: z.number().int(),
  displayValue: z.number().int(),
  /** remaining / Σ remaining at publication. */
  probability: z.number(),
});
export type BoxOddsPrize = z.infer<typeof boxOddsPrize>;

export const boxOddsSnapshot = z.object({
  seriesId: z.number().int(),
  oddsVersion: z.number().int(),
  prizes: z.array(boxOddsPrize),
  /** Σ probability per tier. */
  tiers: z.record(z.enum(boxTiers), z.number()),
  cashPrice: z.number().int().nullable(),
  pointsPrice: z.number().int().nullable(),
  guaranteeEvery: z.number().int().nullable(),
  guaranteeMinTier: z.enum(boxTiers).nullable(),
  publishedAt: z.string(),
  publishedByName: z.string().nullable(),
});
export type BoxOddsSnapshot = z.infer<typeof boxOddsSnapshot>;
export const boxOddsData = z.object({ items: z.array(boxOddsSnapshot) });
export type BoxOddsData = z.infer<typeof boxOddsData>;

/**
 * Disclosed odds beside what was drawn, per prize, for one odds version (default: the current):
 * `draws` under that version, `observed` = draws / Σ draws of the version.
 */
export const boxStatsPrize = z.object({
  prizeId: z.number().int(),
  title: z.string(),
  tier: z.enum(boxTiers),
  disclosed: z.number(),
  draws: z.number().int(),
  observed: z.number(),
});
export const boxStatsData = z.object({
  seriesId: z.number().int(),
  oddsVersion: z.number().int(),
  /** Every version the box has published, newest first, for the chart's picker. */
  versions: z.array(z.number().int()),
  totalDraws: z.number().int(),
  guaranteeDraws: z.number().int(),
  prizes: z.array(boxStatsPrize),
});
export type BoxStatsData = z.infer<typeof boxStatsData>;
export const boxStatsQuery = z.object({ oddsVersion: z.coerce.number().int().min(1).optional() });

// ---------------------------------------------------------------------------------------------
// Draws: the record list (domain.md 1.11). A draw is one box bought and opened: its payment, the
// prize taken from the pool and that prize's fulfilment TO_SHIP → SHIPPED (the stock leaves) →
// COMPLETED.

export const boxPayMethods = ['CASH', 'POINTS'] as const;
export type BoxPayMethod = (typeof boxPayMethods)[number];

export const boxFulfilStatuses = ['TO_SHIP', 'SHIPPED', 'COMPLETED'] as const;
export type BoxFulfilStatus = (typeof boxFulfilStatuses)[number];

export const boxDrawActionsFrom = {
  ship: ['TO_SHIP'],
  complete: ['SHIPPED'],
} as const satisfies Record<string, readonly BoxFulfilStatus[]>;
export type BoxDrawAction = keyof typeof boxDrawActionsFrom;

export function canDoBoxDrawAction(action: BoxDrawAction, status: BoxFulfilStatus): boolean {
  return (boxDrawActionsFrom[action] as readonly BoxFulfilStatus[]).includes(status);
}

/** STAFF: drawn at the counter by staff; STOREFRONT: by the customer in the shop (the demo). */
export const boxDrawChannels = ['STAFF', 'STOREFRONT'] as const;

export const boxDrawListItem = z.object({
  id: z.number().int(),
  drawNo: z.string(),
  seriesId: z.number().int(),
  seriesTitle: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  prizeId: z.number().int(),
  skuId: z.number().int(),
  skuCode: z.string(),
  /** The prize's product title and options when drawn. */
  prizeTitle: z.string(),
  tier: z.enum(boxTiers),
  displayValue: z.number().int(),
  oddsVersion: z.number().int(),
  guaranteeApplied: z.boolean(),
  payMethod: z.enum(boxPayMethods),
  cashAmount: z.number().int(),
  pointsAmount: z.number().int(),
  channel: z.enum(boxDrawChannels),
  fulfilStatus: z.enum(boxFulfilStatuses),
  drawnAt: z.string(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  version: z.number().int(),
});
export type BoxDrawListItem = z.infer<typeof boxDrawListItem>;

const receiver = customerAddress.omit({ id: true, isDefault: true });

export const boxDrawDetail = boxDrawListItem.extend({
  /** The random value the server drew, in [0, poolSize): the audit trail of the outcome. */
  roll: z.number().int(),
  /** Σ remaining of the prizes eligible for this draw when it was made. */
  poolSize: z.number().int(),
  receiver: receiver,
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  note: z.string(),
  payment: orderPayment.nullable(),
  pointsEntryId: z.number().int().nullable(),
  drawnByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type BoxDrawDetail = z.infer<typeof boxDrawDetail>;

export const boxDrawSortFields = ['drawnAt', 'drawNo', 'displayValue'] as const;
export type BoxDrawSortField = (typeof boxDrawSortFields)[number];
export const BOX_DRAW_DEFAULT_SORT: SortValue<BoxDrawSortField> = 'drawnAt:desc';

export const boxDrawFilters = z.object({
  /** A draw number (BX…) by its start, else part of the customer's name or phone (any case). */
  q: searchParam,
  tab: z.enum(boxFulfilStatuses).optional(),
  seriesId: idParam.optional(),
  customerId: idParam.optional(),
  tier: z.enum(boxTiers).optional(),
  payMethod: z.enum(boxPayMethods).optional(),
  guarantee: z.enum(['true', 'false']).optional(),
  /** Drawn at or after. */
  from: dateTimeParam.optional(),
  /** Drawn before. */
  to: dateTimeParam.optional(),
  sort: sortParam(boxDrawSortFields, BOX_DRAW_DEFAULT_SORT),
});
export type BoxDrawFilters = z.infer<typeof boxDrawFilters>;
export const boxDrawListQuery = boxDrawFilters.extend(pageQuery.shape);
export type BoxDrawListQuery = z.input<typeof boxDrawListQuery>;

/**
 * Each count (and so `total`) stops at this many draws: an exact count of a million draws would
 * read a million index entries per page. A count equal to it means "at least" (the console shows
 * 10,000+), as the points ledger's and the audit log's totals do.
 */
export const BOX_DRAW_COUNT_CAP = 10_000;

/** Tab → count under the same filters (the tab itself ignored); `ALL` counts every draw. Capped. */
export const boxDrawCounts = z.record(z.enum([...boxFulfilStatuses, 'ALL']), z.number().int());
export const boxDrawListData = listDataOf(boxDrawListItem).extend({
  counts: boxDrawCounts,
  /** True when `total` stopped at BOX_DRAW_COUNT_CAP (more draws match). */
  totalCapped: z.boolean(),
});
export type BoxDrawListData = z.infer<typeof boxDrawListData>;

/** Money received at the counter for a draw paid in cash. */
export const boxPaymentFields = z.object(offlinePaymentShape).strict().superRefine(referenceGiven);
export type BoxPaymentFields = z.input<typeof boxPaymentFields>;

/**
 * A draw for a customer at the counter. `payMethod` must be one the box sells for; CASH needs
 * `payment` (received at once), POINTS debits the customer's points. `addressId` (one of the
 * customer's, snapshotted) is where the prize ships. `ageConfirmed` must be true when the box has a
 * minimum age. The key makes a retried click answer the first draw; with another request, 42206.
 */
export const boxDrawBody = z
  .object({
    customerId: idField,
    payMethod: z.enum(boxPayMethods),
    payment: boxPaymentFields.optional(),
    addressId: idField,
    ageConfirmed: z.boolean().default(false),
    note: z.string().trim().max(500).default(''),
    idempotencyKey,
  })
  .strict();
export type BoxDrawBody = z.input<typeof boxDrawBody>;

export const boxDrawActionData = z.object({ draw: boxDrawDetail, replayed: z.boolean() });
export type BoxDrawActionData = z.infer<typeof boxDrawActionData>;

export const boxShipBody = shipBody;
export type BoxShipBody = z.input<typeof boxShipBody>;

// ---------------------------------------------------------------------------------------------
// Refusal data (the console reads these besides the message)

/** `data` of 42201 `box.soldOut` / `box.dailyLimit`. */
export interface BoxDrawRefusalData {
  seriesId: number;
  remaining: number;
  /** For the daily limit: the limit and draws already made today. */
  limit?: number;
  already?: number;
}
