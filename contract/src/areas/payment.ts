import { z } from 'zod';
import { idParam } from '../ids.js';
import { dateTimeParam, listDataOf, pageQuery, type SortValue, searchParam, sortParam } from '../list.js';
import {
  orderPayment,
  orderRefund,
  paymentChannels,
  paymentStatuses,
  refundRecordStatuses,
} from './order.js';

export { idParams } from '../ids.js';

/**
 * The pay list (access `payment`: developer, admin, editor): every payment and refund, each
 * belonging to an order, to the cash part of a points exchange or to a mystery box draw (`bizType`).
 * Payments are made through the order (`recordPayment`), the exchange order (`payExchangeOrder`) or
 * the draw (`drawBox`), refunds through
 * the order's refunds (`refundOrder`) or an exchange's cancel; this area reads and exports them
 * (`payment.endpoints.ts`).
 */
export const paymentKinds = ['OFFLINE', 'ONLINE'] as const;

/** What the money is for: an order, an exchange order's cash part, or a mystery box draw. */
export const paymentBizTypes = ['ORDER', 'EXCHANGE', 'BOX'] as const;
export type PaymentBizType = (typeof paymentBizTypes)[number];

/** The order, the exchange order or the box draw (exactly one of the pairs is set, as `bizType` says). */
const withOrder = {
  bizType: z.enum(paymentBizTypes),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  exchangeOrderId: z.number().int().nullable(),
  exchangeNo: z.string().nullable(),
  boxDrawId: z.number().int().nullable(),
  drawNo: z.string().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
};

export const paymentListItem = orderPayment.extend({ kind: z.enum(paymentKinds), ...withOrder });
export type PaymentListItem = z.infer<typeof paymentListItem>;

export const paymentDetail = paymentListItem.extend({ refunds: z.array(orderRefund) });
export type PaymentDetail = z.infer<typeof paymentDetail>;

export const refundListItem = orderRefund.extend({ payNo: z.string(), ...withOrder });
export type RefundListItem = z.infer<typeof refundListItem>;

export const paymentSortFields = ['createdAt', 'amount'] as const;
export type PaymentSortField = (typeof paymentSortFields)[number];
export const PAYMENT_DEFAULT_SORT: SortValue<PaymentSortField> = 'createdAt:desc';

const amountParam = z.coerce.number().int().min(0);

export const paymentFilters = z.object({
  /** Pay number, order, exchange or draw number, or reference (part of any, any case). */
  q: searchParam,
  bizType: z.enum(paymentBizTypes).optional(),
  status: z.enum(paymentStatuses).optional(),
  channel: z.enum(paymentChannels).optional(),
  kind: z.enum(paymentKinds).optional(),
  customerId: idParam.optional(),
  from: dateTimeParam.optional(),
  to: dateTimeParam.optional(),
  minAmount: amountParam.optional(),
  maxAmount: amountParam.optional(),
  sort: sortParam(paymentSortFields, PAYMENT_DEFAULT_SORT),
});
export type PaymentFilters = z.infer<typeof paymentFilters>;
export const paymentListQuery = paymentFilters.extend(pageQuery.shape);
export type PaymentListQuery = z.input<typeof paymentListQuery>;
/**
 * What every payment the filters match adds up to, across all pages (the list's own WHERE): how
 * many, and their amounts in the shop's currency (minor units; the shop keeps one currency).
 */
export const paymentTotals = z.object({
  count: z.number().int(),
  currency: z.string(),
  amount: z.number().int(),
  refunded: z.number().int(),
});
export type PaymentTotals = z.infer<typeof paymentTotals>;
export const paymentListData = listDataOf(paymentListItem).extend({ totals: paymentTotals });
export type PaymentListData = z.infer<typeof paymentListData>;

export const refundFilters = z.object({
  /** Refund number, pay number, order, exchange or draw number (part of any, any case). */
  q: searchParam,
  bizType: z.enum(paymentBizTypes).optional(),
  status: z.enum(refundRecordStatuses).optional(),
  customerId: idParam.optional(),
  from: dateTimeParam.optional(),
  to: dateTimeParam.optional(),
  sort: sortParam(paymentSortFields, PAYMENT_DEFAULT_SORT),
});
export type RefundFilters = z.infer<typeof refundFilters>;
export const refundListQuery = refundFilters.extend(pageQuery.shape);
export type RefundListQuery = z.input<typeof refundListQuery>;
/** What every refund the filters match adds up to (see paymentTotals). */
export const refundTotals = z.object({
  count: z.number().int(),
  currency: z.string(),
  amount: z.number().int(),
});
export type RefundTotals = z.infer<typeof refundTotals>;
export const refundListData = listDataOf(refundListItem).extend({ totals: refundTotals });
export type RefundListData = z.infer<typeof refundListData>;
