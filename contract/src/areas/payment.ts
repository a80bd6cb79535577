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
 * belonging to an order. Payments are made through the order (`recordPayment`), refunds through
 * the order's refunds (`refundOrder`); this area reads and exports them (`payment.endpoints.ts`).
 */
export const paymentKinds = ['OFFLINE', 'ONLINE'] as const;

const withOrder = {
  orderId: z.number().int(),
  orderNo: z.string(),
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
  /** Pay number, order number or reference (part of any, any case). */
  q: searchParam,
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
export const paymentListData = listDataOf(paymentListItem);
export type PaymentListData = z.infer<typeof paymentListData>;

export const refundFilters = z.object({
  /** Refund number, pay number or order number (part of any, any case). */
  q: searchParam,
  status: z.enum(refundRecordStatuses).optional(),
  customerId: idParam.optional(),
  from: dateTimeParam.optional(),
  to: dateTimeParam.optional(),
  sort: sortParam(paymentSortFields, PAYMENT_DEFAULT_SORT),
});
export type RefundFilters = z.infer<typeof refundFilters>;
export const refundListQuery = refundFilters.extend(pageQuery.shape);
export type RefundListQuery = z.input<typeof refundListQuery>;
export const refundListData = listDataOf(refundListItem);
export type RefundListData = z.infer<typeof refundListData>;
