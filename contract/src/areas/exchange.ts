import { z } from 'zod';
import { isoDateTime } from '../date-time.js';
import { idField, idParam } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { centsField } from '../money.js';
import { versionField, versionParam } from '../stale-version.js';
import { customerAddress } from './customer.js';
import { idempotencyKey } from './inventory.js';
import {
  cancelBody,
  offlinePaymentShape,
  orderPayment,
  orderRefund,
  referenceGiven,
  shipBody,
} from './order.js';

export { idParams } from '../ids.js';

/**
 * The points exchange (access `exchange`: every role; domain.md 1.6, 2.2, 2.3): items a customer
 * redeems with points (and an optional cash part), each a catalogue SKU or virtual, with a quota
 * of its own; and the exchange orders staff place for customers. Placing one debits the points,
 * takes the quota and reserves the SKU's stock in one transaction. The endpoints are in
 * `exchange.endpoints.ts`; what refusals say in `exchange.messages.ts`.
 */

// ---------------------------------------------------------------------------------------------
// Items

export const exchangeItemStatuses = ['ON', 'OFF'] as const;
export type ExchangeItemStatus = (typeof exchangeItemStatuses)[number];

/** SKU: a catalogue SKU the customer receives (stock reserved, then shipped); VIRTUAL: nothing to ship. */
export const exchangeItemKinds = ['SKU', 'VIRTUAL'] as const;
export type ExchangeItemKind = (typeof exchangeItemKinds)[number];

/** Where now stands against an item's window (starts/ends; an open end never ends). */
export const exchangeWindowStates = ['UPCOMING', 'RUNNING', 'ENDED'] as const;
export type ExchangeWindowState = (typeof exchangeWindowStates)[number];

/** The window state of an item at `now` (ISO strings or null). */
export function exchangeWindowState(
  window: { startsAt: string | null; endsAt: string | null },
  now: Date,
): ExchangeWindowState {
  if (window.startsAt && Date.parse(window.startsAt) > now.getTime()) return 'UPCOMING';
  if (window.endsAt && Date.parse(window.endsAt) <= now.getTime()) return 'ENDED';
  return 'RUNNING';
}

export const MAX_EXCHANGE_QUOTA = 1_000_000;
export const MAX_EXCHANGE_QUANTITY = 10_000;
export const MAX_POINTS_PRICE = 100_000_000;

export const exchangeItem = z.object({
  id: z.number().int(),
  kind: z.enum(exchangeItemKinds),
  skuId: z.number().int().nullable(),
  skuCode: z.string().nullable(),
  productId: z.number().int().nullable(),
  /** The SKU's product title and option values, as the catalogue has them now. */
  productTitle: z.string().nullable(),
  optionValues: z.array(z.string()),
  /** The SKU's stock that is not reserved (null for a virtual item). */
  skuAvailable: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  imageId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  pointsPrice: z.number().int(),
  /** The cash part in minor units (0: points only). */
  cashPrice: z.number().int(),
  quotaTotal: z.number().int(),
  quotaRemaining: z.number().int(),
  perCustomerLimit: z.number().int().nullable(),
  perOrderLimit: z.number().int().nullable(),
  status: z.enum(exchangeItemStatuses),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  windowState: z.enum(exchangeWindowStates),
  sort: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type ExchangeItem = z.infer<typeof exchangeItem>;

/** The item with what was redeemed of it: orders not cancelled, by status, and their customers. */
export const exchangeItemDetail = exchangeItem.extend({
  redeemed: z.object({
    /** Units in orders that are not cancelled (= quotaTotal − quotaRemaining). */
    quantity: z.number().int(),
    orders: z.number().int(),
    customers: z.number().int(),
    points: z.number().int(),
    cash: z.number().int(),
    /** Orders per status, cancelled ones included. */
    byStatus: z.record(z.string(), z.number().int()),
  }),
});
export type ExchangeItemDetail = z.infer<typeof exchangeItemDetail>;

export const exchangeItemSortFields = ['sort', 'pointsPrice', 'quotaRemaining', 'createdAt'] as const;
export type ExchangeItemSortField = (typeof exchangeItemSortFields)[number];
export const EXCHANGE_ITEM_DEFAULT_SORT: SortValue<ExchangeItemSortField> = 'sort:asc';

export const exchangeItemFilters = z.object({
  /** Title (part, any case). */
  q: searchParam,
  status: z.enum(exchangeItemStatuses).optional(),
  kind: z.enum(exchangeItemKinds).optional(),
  window: z.enum(exchangeWindowStates).optional(),
  sort: sortParam(exchangeItemSortFields, EXCHANGE_ITEM_DEFAULT_SORT),
});
export type ExchangeItemFilters = z.infer<typeof exchangeItemFilters>;
export const exchangeItemListQuery = exchangeItemFilters.extend(pageQuery.shape);
export type ExchangeItemListQuery = z.input<typeof exchangeItemListQuery>;
export const exchangeItemListData = listDataOf(exchangeItem);
export type ExchangeItemListData = z.infer<typeof exchangeItemListData>;

const limitField = z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY).nullable().default(null);

/**
 * An item as staff write it. `title` is required (the console may fill it from the picked SKU's
 * product and options). `quotaTotal` is how many may ever be redeemed; on an edit the remaining
 * quota moves by the change of the total, and a total below what is already redeemed is refused
 * (`exchange.quotaBelowRedeemed` on the field).
 */
export const exchangeItemFields = z
  .object({
    skuId: idField.nullable().default(null),
    title: z.string().trim().min(1, 'exchange.titleRequired').max(120),
    description: z.string().trim().max(2000).default(''),
    imageId: idField.nullable().default(null),
    pointsPrice: z.number().int().min(1, 'exchange.pointsPricePositive').max(MAX_POINTS_PRICE),
    cashPrice: centsField.default(0),
    quotaTotal: z.number().int().min(0).max(MAX_EXCHANGE_QUOTA),
    perCustomerLimit: limitField,
    perOrderLimit: limitField,
    status: z.enum(exchangeItemStatuses).default('OFF'),
    startsAt: isoDateTime().nullable().default(null),
    endsAt: isoDateTime().nullable().default(null),
    sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  })
  .strict();

function windowOrdered(body: { startsAt: string | null; endsAt: string | null }, ctx: z.RefinementCtx) {
  if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'exchange.windowOrder' });
  }
}

export const exchangeItemCreateBody = exchangeItemFields.superRefine(windowOrdered);
export type ExchangeItemCreateBody = z.input<typeof exchangeItemCreateBody>;

export const exchangeItemUpdateBody = exchangeItemFields
  .extend({ version: versionField })
  .superRefine(windowOrdered);
export type ExchangeItemUpdateBody = z.input<typeof exchangeItemUpdateBody>;

export const exchangeItemStatusBody = z.object({
  status: z.enum(exchangeItemStatuses),
  version: versionField,
});
export type ExchangeItemStatusBody = z.input<typeof exchangeItemStatusBody>;

export const exchangeItemDeleteQuery = z.object({ version: versionParam });

// ---------------------------------------------------------------------------------------------
// Orders (domain.md 2.2): PENDING_PAYMENT (a cash part not paid yet) → TO_SHIP → SHIPPED →
// COMPLETED; a virtual item has nothing to ship, so it completes once nothing is left to pay.
// PENDING_PAYMENT or TO_SHIP → CANCELLED gives points, quota, stock and paid cash back.

export const exchangeOrderStatuses = [
  'PENDING_PAYMENT',
  'TO_SHIP',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type ExchangeOrderStatus = (typeof exchangeOrderStatuses)[number];
export const exchangeOrderStatusSchema = z.enum(exchangeOrderStatuses);

/** Where each exchange order action may start; anything else is 42203 (`exchange.cannot<Action>`). */
export const exchangeActionsFrom = {
  pay: ['PENDING_PAYMENT'],
  ship: ['TO_SHIP'],
  complete: ['SHIPPED'],
  cancel: ['PENDING_PAYMENT', 'TO_SHIP'],
} as const satisfies Record<string, readonly ExchangeOrderStatus[]>;
export type ExchangeAction = keyof typeof exchangeActionsFrom;

export function canDoExchangeAction(action: ExchangeAction, status: ExchangeOrderStatus): boolean {
  return (exchangeActionsFrom[action] as readonly ExchangeOrderStatus[]).includes(status);
}

/** Timeline entries of an exchange order (from its audit rows). */
export const exchangeEventTypes = ['PLACED', 'PAID', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;
export type ExchangeEventType = (typeof exchangeEventTypes)[number];

export const exchangeEvent = z.object({
  type: z.enum(exchangeEventTypes),
  toStatus: exchangeOrderStatusSchema,
  /** PAID { channel, reference, amount }, SHIPPED { carrier, trackingNo }, CANCELLED { reason, refunded }. */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ExchangeEvent = z.infer<typeof exchangeEvent>;

export const exchangeOrderListItem = z.object({
  id: z.number().int(),
  exchangeNo: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  itemId: z.number().int(),
  kind: z.enum(exchangeItemKinds),
  /** The item's title when placed. */
  title: z.string(),
  skuId: z.number().int().nullable(),
  skuCode: z.string().nullable(),
  quantity: z.number().int(),
  pointsTotal: z.number().int(),
  cashTotal: z.number().int(),
  /** Cash received for the order (0 until paid; stays after a refund, see `cashRefunded`). */
  cashPaid: z.number().int(),
  cashRefunded: z.number().int(),
  status: exchangeOrderStatusSchema,
  placedAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  version: z.number().int(),
});
export type ExchangeOrderListItem = z.infer<typeof exchangeOrderListItem>;

const receiver = customerAddress.omit({ id: true, isDefault: true });

export const exchangeOrderDetail = exchangeOrderListItem.extend({
  /** The address snapshot; null for a virtual item. */
  receiver: receiver.nullable(),
  note: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Points the customer got back (the EXCHANGE_RETURN row), 0 until cancelled. */
  pointsReturned: z.number().int(),
  /** The ledger row that spent the points (the points page links to it). */
  pointsEntryId: z.number().int().nullable(),
  payment: orderPayment.nullable(),
  refund: orderRefund.nullable(),
  events: z.array(exchangeEvent),
  placedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type ExchangeOrderDetail = z.infer<typeof exchangeOrderDetail>;

export const exchangeOrderTabs = exchangeOrderStatuses;
export type ExchangeOrderTab = ExchangeOrderStatus;

export const exchangeOrderSortFields = ['placedAt', 'pointsTotal', 'cashTotal', 'exchangeNo'] as const;
export type ExchangeOrderSortField = (typeof exchangeOrderSortFields)[number];
export const EXCHANGE_ORDER_DEFAULT_SORT: SortValue<ExchangeOrderSortField> = 'placedAt:desc';

export const exchangeOrderFilters = z.object({
  /** Exchange number, customer name or phone (part of any, any case). */
  q: searchParam,
  tab: exchangeOrderStatusSchema.optional(),
  itemId: idParam.optional(),
  customerId: idParam.optional(),
  kind: z.enum(exchangeItemKinds).optional(),
  /** Placed at or after. */
  from: dateTimeParam.optional(),
  /** Placed before. */
  to: dateTimeParam.optional(),
  sort: sortParam(exchangeOrderSortFields, EXCHANGE_ORDER_DEFAULT_SORT),
});
export type ExchangeOrderFilters = z.infer<typeof exchangeOrderFilters>;
export const exchangeOrderListQuery = exchangeOrderFilters.extend(pageQuery.shape);
export type ExchangeOrderListQuery = z.input<typeof exchangeOrderListQuery>;

/** Tab → count under the same filters (the tab itself ignored); `ALL` counts every order. */
export const exchangeOrderCounts = z.record(z.enum([...exchangeOrderStatuses, 'ALL']), z.number().int());
export type ExchangeOrderCounts = z.infer<typeof exchangeOrderCounts>;

export const exchangeOrderListData = listDataOf(exchangeOrderListItem).extend({
  counts: exchangeOrderCounts,
});
export type ExchangeOrderListData = z.infer<typeof exchangeOrderListData>;

/** Cash received outside the system: the channel and its reference. */
export const exchangePaymentFields = z.object(offlinePaymentShape).strict().superRefine(referenceGiven);
export type ExchangePaymentFields = z.input<typeof exchangePaymentFields>;

/**
 * A redemption for a customer. `addressId` (one of the customer's addresses, snapshotted) is
 * required for a SKU item; `payment` records the cash part as paid at once. The key makes a
 * retried submit answer the first order; the key with another request is 42206.
 */
export const exchangePlaceBody = z
  .object({
    customerId: idField,
    itemId: idField,
    quantity: z.number().int().min(1).max(MAX_EXCHANGE_QUANTITY),
    addressId: idField.optional(),
    note: z.string().trim().max(500).default(''),
    payment: exchangePaymentFields.optional(),
    idempotencyKey,
  })
  .strict();
export type ExchangePlaceBody = z.input<typeof exchangePlaceBody>;

/** The cash part of a PENDING_PAYMENT order, received (the amount is the order's cash total). */
export const exchangePayBody = z
  .object({ ...offlinePaymentShape, paidAt: isoDateTime().optional(), idempotencyKey })
  .strict()
  .superRefine(referenceGiven);
export type ExchangePayBody = z.input<typeof exchangePayBody>;

export const exchangeShipBody = shipBody;
export type ExchangeShipBody = z.input<typeof exchangeShipBody>;
export const exchangeCancelBody = cancelBody;
export type ExchangeCancelBody = z.input<typeof exchangeCancelBody>;

/** An order action's answer; `replayed` when an idempotency key answered an earlier request. */
export const exchangeOrderActionData = z.object({ order: exchangeOrderDetail, replayed: z.boolean() });
export type ExchangeOrderActionData = z.infer<typeof exchangeOrderActionData>;

// ---------------------------------------------------------------------------------------------
// Refusal data (the console reads these besides the message)

/** `data` of 42201 `exchange.quotaShort`: what is left of the item's quota. */
export interface ExchangeQuotaShortData {
  itemId: number;
  quotaRemaining: number;
  requested: number;
}

/** `data` of 42201 `exchange.perCustomerLimit`: the limit and what the customer already has. */
export interface ExchangeCustomerLimitData {
  itemId: number;
  limit: number;
  already: number;
  requested: number;
}
