import { z } from 'zod';
import { isoDateTime } from '../date-time.js';
import { idField, idParam } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import { centsField } from '../money.js';
import { versionField } from '../stale-version.js';
import { MAX_CARRIER_LENGTH } from './config-values.js';
import { addressFields, customerAddress } from './customer.js';
import { idempotencyKey } from './inventory.js';

/**
 * Orders and after-sales: the life cycle, the order as the console shows it, and the bodies of
 * its actions. The endpoints are in `order.endpoints.ts`; what refusals say in `order.messages.ts`.
 */

// ---------------------------------------------------------------------------------------------
// Life cycle (domain.md 2.2)

export const orderStatuses = ['PENDING_PAYMENT', 'PAID', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses);

export const refundStatuses = ['NONE', 'PARTIAL', 'FULL'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** The list's tabs: one per status, and REFUNDING for orders with an after-sale in progress. */
export const orderTabs = [...orderStatuses, 'REFUNDING'] as const;
export type OrderTab = (typeof orderTabs)[number];

export const orderChannels = ['STAFF', 'STOREFRONT'] as const;
export type OrderChannel = (typeof orderChannels)[number];

/** Where each order action may start; anything else is 42203 (`order.cannot<Action>`). */
export const orderActionsFrom = {
  pay: ['PENDING_PAYMENT'],
  ship: ['PAID'],
  complete: ['SHIPPED'],
  cancel: ['PENDING_PAYMENT', 'PAID'],
  editAddress: ['PENDING_PAYMENT', 'PAID'],
  note: orderStatuses,
  requestAfterSale: ['PAID', 'SHIPPED', 'COMPLETED'],
  refund: ['PAID', 'SHIPPED', 'COMPLETED'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderAction = keyof typeof orderActionsFrom;

export function canDoOrderAction(action: OrderAction, status: OrderStatus): boolean {
  return (orderActionsFrom[action] as readonly OrderStatus[]).includes(status);
}

/** Timeline event types: one per transition and per staff action. */
export const orderEventTypes = [
  'PLACED',
  'PAID',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
  'ADDRESS_CHANGED',
  'NOTE',
  'AFTER_SALE_REQUESTED',
  'AFTER_SALE_APPROVED',
  'AFTER_SALE_REJECTED',
  'AFTER_SALE_RECEIVED',
  'AFTER_SALE_CANCELLED',
  'REFUNDED',
  'RESTOCKED',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

// ---------------------------------------------------------------------------------------------
// After-sales (domain.md 2.2, merged): REQUESTED → APPROVED → (RECEIVED, for returns) → REFUNDED;
// REQUESTED → REJECTED; REQUESTED / APPROVED → CANCELLED.

export const afterSaleTypes = ['REFUND_ONLY', 'RETURN_REFUND'] as const;
export type AfterSaleType = (typeof afterSaleTypes)[number];

export const afterSaleStatuses = [
  'REQUESTED',
  'APPROVED',
  'RECEIVED',
  'REFUNDED',
  'REJECTED',
  'CANCELLED',
] as const;
export type AfterSaleStatus = (typeof afterSaleStatuses)[number];

/** After-sales still in progress: their order shows in the REFUNDING tab. */
export const openAfterSaleStatuses: readonly AfterSaleStatus[] = ['REQUESTED', 'APPROVED', 'RECEIVED'];

export const afterSaleActionsFrom = {
  approve: ['REQUESTED'],
  reject: ['REQUESTED'],
  receive: ['APPROVED'],
  cancel: ['REQUESTED', 'APPROVED'],
  /** A refund closes the after-sale: a refund-only one once approved, a return once received. */
  refund: ['APPROVED', 'RECEIVED'],
} as const satisfies Record<string, readonly AfterSaleStatus[]>;
export type AfterSaleAction = keyof typeof afterSaleActionsFrom;

/** Days after completion during which an after-sale may still be opened. */
export const AFTER_SALE_WINDOW_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// Payments and refunds as the order shows them (the pay list is `payment.ts`)

/** OFFLINE channels are recorded by staff with a reference; ONLINE ones come from the storefront. */
export const paymentChannels = ['CASH', 'BANK_TRANSFER', 'CARD_TERMINAL', 'CARD', 'WALLET'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];
export const offlineChannels = ['CASH', 'BANK_TRANSFER', 'CARD_TERMINAL'] as const;
export type PaymentKind = 'OFFLINE' | 'ONLINE';
export function kindOfChannel(channel: PaymentChannel): PaymentKind {
  return (offlineChannels as readonly string[]).includes(channel) ? 'OFFLINE' : 'ONLINE';
}

/** WAITING → SUCCESS | CLOSED; SUCCESS → PARTIALLY_REFUNDED → REFUNDED. */
export const paymentStatuses = ['WAITING', 'SUCCESS', 'CLOSED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const refundRecordStatuses = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type RefundRecordStatus = (typeof refundRecordStatuses)[number];

export const orderPayment = z.object({
  id: z.number().int(),
  payNo: z.string(),
  channel: z.enum(paymentChannels),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  reference: z.string().nullable(),
  note: z.string(),
  paidAt: z.string().nullable(),
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

export const refundLine = z.object({ lineId: idField, quantity: z.number().int().min(1).max(100_000) });
export type RefundLine = z.infer<typeof refundLine>;

export const orderRefund = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  paymentId: z.number().int(),
  afterSaleId: z.number().int().nullable(),
  status: z.enum(refundRecordStatuses),
  amount: z.number().int(),
  shipping: z.number().int(),
  lines: z.array(refundLine),
  reason: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const afterSale = z.object({
  id: z.number().int(),
  afterSaleNo: z.string(),
  type: z.enum(afterSaleTypes),
  status: z.enum(afterSaleStatuses),
  lines: z.array(refundLine),
  reason: z.string(),
  rejectReason: z.string().nullable(),
  restocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AfterSale = z.infer<typeof afterSale>;

// ---------------------------------------------------------------------------------------------
// The order

export const orderLine = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  productId: z.number().int(),
  /** Snapshots taken at placing: later catalogue edits do not change a placed order. */
  title: z.string(),
  skuCode: z.string(),
  optionValues: z.array(z.string()),
  imageUrl: z.string().nullable(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
  refundedQuantity: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLine>;

export const orderEvent = z.object({
  id: z.number().int(),
  type: z.enum(orderEventTypes),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema.nullable(),
  /** What staff wrote (a note, a reason); '' for events that carry only data. */
  message: z.string(),
  /**
   * The event's facts, for the console to phrase in its language: PAID { channel, reference,
   * amount }, SHIPPED { carrier, trackingNo }, CANCELLED { auto, refunded, pointsBack? }, REFUNDED
   * { refundNo, amount }, RESTOCKED { quantity }, AFTER_SALE_* { afterSaleNo, type }, COMPLETED
   * { auto, pointsEarned? }.
   */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  /** Staff name; null for the system (jobs) or the storefront. */
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

const receiver = customerAddress.omit({ id: true, isDefault: true });

export const orderListItem = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  status: orderStatusSchema,
  refundStatus: z.enum(refundStatuses),
  hasOpenAfterSale: z.boolean(),
  channel: z.enum(orderChannels),
  itemCount: z.number().int(),
  total: z.number().int(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  placedAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  version: z.number().int(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderDetail = orderListItem.extend({
  subtotal: z.number().int(),
  shippingFee: z.number().int(),
  discount: z.number().int(),
  refundedShipping: z.number().int(),
  /** Points paid with at placement, and what they took off the goods (minor units). */
  pointsUsed: z.number().int(),
  pointsDiscount: z.number().int(),
  /** Of those, how many a cancel or refunds gave back. */
  pointsReturned: z.number().int(),
  /** Points granted on completion, and how many refunds took back since (a shortfall included). */
  pointsEarned: z.number().int(),
  pointsEarnReversed: z.number().int(),
  /** Of those taken back, how many the customer had already spent (not taken: ADR 0009). */
  pointsEarnShortfall: z.number().int(),
  receiver,
  buyerNote: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /**
   * When an unpaid order closes by itself: storefront orders after `order_unpaid_close_minutes`,
   * staff ones after `order_staff_unpaid_close_hours` (null: never).
   */
  autoCloseAt: z.string().nullable(),
  lines: z.array(orderLine),
  payments: z.array(orderPayment),
  refunds: z.array(orderRefund),
  afterSales: z.array(afterSale),
  events: z.array(orderEvent),
  updatedAt: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

// ---------------------------------------------------------------------------------------------
// List, counts, export

export const orderSortFields = ['placedAt', 'total', 'orderNo'] as const;
export type OrderSortField = (typeof orderSortFields)[number];
export const ORDER_DEFAULT_SORT: SortValue<OrderSortField> = 'placedAt:desc';

export const orderFilters = z.object({
  /** Order number, receiver name or phone, or a line's product title or SKU code (part of any, any case). */
  q: searchParam,
  tab: z.enum(orderTabs).optional(),
  customerId: idParam.optional(),
  channel: z.enum(orderChannels).optional(),
  /** Placed at or after. */
  from: dateTimeParam.optional(),
  /** Placed before. */
  to: dateTimeParam.optional(),
  sort: sortParam(orderSortFields, ORDER_DEFAULT_SORT),
});
export type OrderFilters = z.infer<typeof orderFilters>;

export const orderListQuery = orderFilters.extend(pageQuery.shape);
export type OrderListQuery = z.input<typeof orderListQuery>;

export const orderListData = listDataOf(orderListItem);
export type OrderListData = z.infer<typeof orderListData>;

/** Tab → count under the same filters (the tab itself ignored); `ALL` counts every order. */
export const orderCountsData = z.record(z.enum([...orderTabs, 'ALL']), z.number().int());
export type OrderCountsData = z.infer<typeof orderCountsData>;

// ---------------------------------------------------------------------------------------------
// Actions

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 10_000;
/** Beyond any balance a customer can hold (the ledger's columns are 32-bit). */
export const MAX_POINTS_USED = 1_000_000_000;

export const orderCreateLine = z.object({
  skuId: idField,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

/** A manual order: prices come from the catalogue; the server computes every total. */
export const orderCreateBody = z
  .object({
    customerId: idField,
    lines: z
      .array(orderCreateLine)
      .min(1, 'order.addSku')
      .max(MAX_ORDER_LINES)
      .refine((lines) => new Set(lines.map((l) => l.skuId)).size === lines.length, {
        message: 'order.eachSkuOnce',
      }),
    shippingFee: centsField.default(0),
    /** Off the goods, never more than their subtotal (checked on the server, which knows it). */
    discount: centsField.default(0),
    /**
     * Points the customer pays with (each worth `points_value_cents` off the goods), at most
     * `maxPointsFor` of the order; debited at placement (42202 when the balance is short).
     */
    pointsUsed: z.number().int().min(0).max(MAX_POINTS_USED).default(0),
    address: addressFields,
    buyerNote: z.string().trim().max(500).default(''),
    /** A retried submit with the same key answers the first order instead of placing a second. */
    idempotencyKey,
  })
  .strict();
export type OrderCreateBody = z.input<typeof orderCreateBody>;

/** Money received outside the system (an order's payment, an exchange's cash part): how, and its reference. */
export const offlinePaymentShape = {
  channel: z.enum(offlineChannels),
  /** Receipt, transfer or terminal slip number; '' (CASH only) when there is none. */
  reference: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w./:#-]*$/, 'order.referenceChars')
    .default(''),
};

/** Every channel but cash at the counter has a reference. */
export function referenceGiven(body: { channel: string; reference: string }, ctx: z.RefinementCtx): void {
  if (!body.reference && body.channel !== 'CASH')
    ctx.addIssue({ code: 'custom', path: ['reference'], message: 'order.referenceRequired' });
}

/**
 * Recording money received outside the system. The amount must be the order's total. A transfer
 * or a terminal slip has a reference, and the same channel + reference twice changes nothing;
 * cash at the counter often has none, so for CASH the reference may be left empty and the
 * request's `idempotencyKey` (required then) makes a retried click answer the first payment.
 */
export const recordPaymentBody = z
  .object({
    ...offlinePaymentShape,
    amount: centsField,
    /** When the money arrived; defaults to now, never in the future. */
    paidAt: isoDateTime().optional(),
    note: z.string().trim().max(500).default(''),
    idempotencyKey: idempotencyKey.optional(),
  })
  .superRefine((body, ctx) => {
    referenceGiven(body, ctx);
    if (!body.reference && body.channel === 'CASH' && !body.idempotencyKey)
      ctx.addIssue({ code: 'custom', path: ['idempotencyKey'], message: 'order.cashNeedsKey' });
  });
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

export const recordPaymentData = z.object({ order: orderDetail, replayed: z.boolean() });
export type RecordPaymentData = z.infer<typeof recordPaymentData>;

const carrierField = z.string().trim().min(1, 'order.carrierRequired').max(MAX_CARRIER_LENGTH);

/** The carriers the ship dialogs offer (config `order_carriers`); any other name may be typed. */
export const carriersData = z.object({ carriers: z.array(z.string()) });
export type CarriersData = z.infer<typeof carriersData>;

/**
 * The point rules the new-order form needs to show the most an order may use and what they take
 * off (`maxPointsFor`, `pointsDiscountOf`); staff without access to the points rules read them here.
 */
export const orderPointRulesData = z.object({
  valueCents: z.number().int(),
  maxOrderPercent: z.number().int(),
  perCurrencyUnit: z.number(),
});
export type OrderPointRulesData = z.infer<typeof orderPointRulesData>;
const trackingField = z.string().trim().min(1, 'order.trackingRequired').max(64);

export const shipBody = z.object({ carrier: carrierField, trackingNo: trackingField });
export type ShipBody = z.input<typeof shipBody>;

export const MAX_BULK_SHIP = 100;

export const bulkShipBody = z.object({
  orders: z
    .array(shipBody.extend({ id: idField }))
    .min(1, 'order.pickOrder')
    .max(MAX_BULK_SHIP, 'order.tooManyToShip')
    .refine((orders) => new Set(orders.map((o) => o.id)).size === orders.length, {
      message: 'order.eachOrderOnce',
    }),
});
export type BulkShipBody = z.input<typeof bulkShipBody>;
export const bulkShipData = z.object({ shipped: z.number().int() });

const reasonField = z.string().trim().min(1, 'order.reasonRequired').max(500);

export const cancelBody = z.object({ reason: reasonField });
export type CancelBody = z.input<typeof cancelBody>;

export const addressChangeBody = addressFields.extend({ version: versionField });
export type AddressChangeBody = z.input<typeof addressChangeBody>;

export const noteBody = z.object({
  message: z.string().trim().min(1, 'order.noteRequired').max(1000),
});
export type NoteBody = z.input<typeof noteBody>;

const linesField = z
  .array(refundLine)
  .max(MAX_ORDER_LINES)
  .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, {
    message: 'order.eachLineOnce',
  });

export const afterSaleRequestBody = z.object({
  type: z.enum(afterSaleTypes),
  lines: linesField.min(1, 'order.pickLines'),
  reason: reasonField,
});
export type AfterSaleRequestBody = z.input<typeof afterSaleRequestBody>;

export const afterSaleRejectBody = z.object({ reason: reasonField });
export const afterSaleReceiveBody = z.object({ restock: z.boolean() });
export type AfterSaleReceiveBody = z.input<typeof afterSaleReceiveBody>;

/**
 * A refund by line and shipping. The amount defaults to the lines' share of what was paid (the
 * discount spread over the goods) plus the shipping; staff may lower it, never raise it. The
 * sum of refunds never exceeds what was paid: the database holds that, whatever races.
 */
export const refundBody = z.object({
  lines: linesField.default([]),
  shipping: centsField.default(0),
  amount: centsField.optional(),
  reason: reasonField,
  /** The after-sale this refund settles (APPROVED refund-only, or RECEIVED return). */
  afterSaleId: idField.optional(),
  /**
   * The refunded goods came back and go on the shelf again (a RESTOCK record per SKU, ref the
   * refund). Only for goods that were shipped and not restocked before (e.g. by receiving the
   * return); goods refunded before shipping go back by themselves.
   */
  restock: z.boolean().default(false),
  /** Work out the amount and check it; change nothing. */
  dryRun: z.boolean().default(false),
  idempotencyKey,
});
export type RefundBody = z.input<typeof refundBody>;

/** What a refund comes to (a dry run stops here) and, when made, its record. */
export const refundData = z.object({
  linesAmount: z.number().int(),
  shipping: z.number().int(),
  amount: z.number().int(),
  /** What is still refundable before this refund. */
  refundable: z.number().int(),
  refund: orderRefund.nullable(),
  replayed: z.boolean(),
});
export type RefundData = z.infer<typeof refundData>;
