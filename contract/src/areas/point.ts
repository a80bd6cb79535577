import { z } from 'zod';
import { idField, idParam, idParams } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { versionField } from '../stale-version.js';
import { type SystemConfigKey, systemConfigKeys } from './config-values.js';
import { idempotencyKey } from './inventory.js';

/*
 * Loyalty points (access `point`: developer, admin; domain.md 1.5, 2.3). Each customer has a
 * balance (`customer.points_balance`) and an append-only ledger: every change is one row with a
 * signed delta and the balance after it, written with the balance in one transaction. The
 * endpoints are in `point.endpoints.ts`; the order and exchange areas move points through the
 * same ledger function on the server.
 */

/**
 * What moved a customer's points, as the ledger's `biz_type`:
 * - ADMIN: a manual adjust by staff (either sign, with a reason and a note);
 * - ORDER_USE / ORDER_USE_RETURN: points paying for an order at placement, and given back on a
 *   cancel or in proportion to a refund;
 * - ORDER_EARN / ORDER_EARN_REVERSAL: points earned on completion, taken back in proportion to a
 *   refund (capped at the balance, the rest recorded as a shortfall: ADR 0009);
 * - EXPIRE: granted points older than `points_expiry_days`, oldest first;
 * - EXCHANGE / EXCHANGE_RETURN: a redemption, and its cancel;
 * - BOX: a mystery box draw paid in points (a draw is never cancelled).
 */
export const pointBizTypes = [
  'ADMIN',
  'ORDER_USE',
  'ORDER_USE_RETURN',
  'ORDER_EARN',
  'ORDER_EARN_REVERSAL',
  'EXPIRE',
  'EXCHANGE',
  'EXCHANGE_RETURN',
  'BOX',
] as const;
export type PointBizType = (typeof pointBizTypes)[number];
export const pointBizTypeSchema = z.enum(pointBizTypes);

/** The types that reverse an earlier row (`reversesId` names it). */
export const pointReversalTypes = ['ORDER_USE_RETURN', 'ORDER_EARN_REVERSAL', 'EXCHANGE_RETURN'] as const;

/** Why staff adjusted a customer's points by hand. */
export const pointAdjustReasons = ['goodwill', 'correction', 'compensation', 'promotion', 'other'] as const;
export type PointAdjustReason = (typeof pointAdjustReasons)[number];
export const pointAdjustReasonSchema = z.enum(pointAdjustReasons);

/** `data` of a 42202: the customer's balance when the spend was refused, and what it asked for. */
export interface InsufficientPointsData {
  customerId: number;
  balance: number;
  requested: number;
}

// ---------------------------------------------------------------------------------------------
// The ledger list

export const pointSortFields = ['createdAt', 'delta'] as const;
export type PointSortField = (typeof pointSortFields)[number];
export const POINT_DEFAULT_SORT: SortValue<PointSortField> = 'createdAt:desc';

/**
 * A page's `total` is counted up to this many rows and then stops (`totalCapped`): counting a
 * ledger of millions of rows on every page would cost more than the page itself.
 */
export const POINT_LIST_COUNT_CAP = 10_000;

/** `ORDER_USE,ORDER_USE_RETURN`: any of these types (an empty box means all). */
const bizTypeList = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((s) =>
    s
      ? s
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [],
  )
  .pipe(z.array(pointBizTypeSchema))
  .transform((types) => (types.length ? [...new Set(types)] : undefined));

export const pointLedgerFilters = z.object({
  customerId: idParam.optional(),
  bizType: bizTypeList,
  from: dateTimeParam.optional(),
  to: dateTimeParam.optional(),
  /** An order, exchange or box draw number or id, or an adjust's idempotency key: the rows of that event and its reversals. */
  reference: searchParam,
  actorId: idParam.optional(),
  sort: sortParam(pointSortFields, POINT_DEFAULT_SORT),
});
export type PointLedgerFilters = z.infer<typeof pointLedgerFilters>;

export const pointLedgerQuery = pointLedgerFilters.extend(pageQuery.shape);
export type PointLedgerQuery = z.infer<typeof pointLedgerQuery>;

/** One ledger row as the console lists it. */
export const pointLedgerEntry = z.object({
  id: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  bizType: pointBizTypeSchema,
  bizId: z.string(),
  /** An order, exchange or draw number; '' for adjusts (the reason says why) and expiry. */
  title: z.string(),
  /** The row a return or reversal undoes. */
  reversesId: z.number().int().nullable(),
  /** Points a reversal could not take back because the customer had spent them (ADR 0009). */
  shortfall: z.number().int(),
  reason: pointAdjustReasonSchema.nullable(),
  note: z.string(),
  /** null: the system (a job, the demo data). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** Where the row links to: the order of ORDER_* rows, the exchange order of EXCHANGE* rows, the draw of BOX rows. */
  orderId: z.number().int().nullable(),
  exchangeOrderId: z.number().int().nullable(),
  boxDrawId: z.number().int().nullable(),
});
export type PointLedgerEntry = z.infer<typeof pointLedgerEntry>;

export const pointLedgerData = listDataOf(pointLedgerEntry).extend({
  /** True when more rows match than `total` says (it stopped at POINT_LIST_COUNT_CAP). */
  totalCapped: z.boolean(),
});
export type PointLedgerData = z.infer<typeof pointLedgerData>;

// ---------------------------------------------------------------------------------------------
// A customer's points

export const customerPointsParams = idParams;

/** Days ahead `expiringSoon` looks. */
export const POINT_EXPIRY_WARNING_DAYS = 30;

/**
 * A customer's balance and where it came from: balance = earned + adjusted − spent − expired
 * (each net of its reversals and returns).
 */
export const customerPointsData = z.object({
  customerId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  balance: z.number().int(),
  /** Earned by completed orders, less what refunds took back. */
  earned: z.number().int(),
  /** Used on orders, exchanges and box draws, less what cancels and refunds gave back. */
  spent: z.number().int(),
  expired: z.number().int(),
  /** Net of staff adjusts (may be negative). */
  adjusted: z.number().int(),
  /** Points that expire by `expiringBy` unless spent first (oldest grants first); 0 when points never expire. */
  expiringSoon: z.number().int(),
  expiringBy: z.string(),
});
export type CustomerPointsData = z.infer<typeof customerPointsData>;

// ---------------------------------------------------------------------------------------------
// Manual adjust

export const MAX_POINT_ADJUST = 1_000_000;

export const adjustPointsBody = z.object({
  customerId: idField,
  delta: z
    .number()
    .int()
    .min(-MAX_POINT_ADJUST)
    .max(MAX_POINT_ADJUST)
    .refine((d) => d !== 0, 'point.zeroChange'),
  reason: pointAdjustReasonSchema,
  note: z.string().trim().min(1, 'point.noteRequired').max(200),
  /** One per dialog: a retried request answers the first entry (replayed); the key with another request is 42206. */
  idempotencyKey,
});
export type AdjustPointsBody = z.input<typeof adjustPointsBody>;

export const adjustPointsData = z.object({
  entry: pointLedgerEntry,
  /** True when the key had been used: nothing changed this time. */
  replayed: z.boolean(),
});
export type AdjustPointsData = z.infer<typeof adjustPointsData>;

// ---------------------------------------------------------------------------------------------
// Rules (the four config keys)

/** The rules' fields and the config key each one is. */
export const pointRuleKeys = {
  pointsPerCurrencyUnit: 'points_per_currency_unit',
  pointValueCents: 'points_value_cents',
  maxOrderPercent: 'points_max_order_percent',
  expiryDays: 'points_expiry_days',
} as const satisfies Record<string, SystemConfigKey>;
export type PointRuleField = keyof typeof pointRuleKeys;

const ruleValues = {
  pointsPerCurrencyUnit: systemConfigKeys.points_per_currency_unit.rule,
  pointValueCents: systemConfigKeys.points_value_cents.rule,
  maxOrderPercent: systemConfigKeys.points_max_order_percent.rule,
  expiryDays: systemConfigKeys.points_expiry_days.rule,
};

const ruleVersions = z.object({
  pointsPerCurrencyUnit: versionField,
  pointValueCents: versionField,
  maxOrderPercent: versionField,
  expiryDays: versionField,
});

/** The rules and each config key's version, which a change sends back (stale → 40900). */
export const pointRulesData = z.object({ ...ruleValues, versions: ruleVersions });
export type PointRulesData = z.infer<typeof pointRulesData>;

/** The same as a change: all four values as the form holds them; only the changed ones are written, each at its version. */
export const pointRulesBody = pointRulesData;
export type PointRulesBody = z.input<typeof pointRulesBody>;
