import {
  type PaymentDetail,
  type PaymentListData,
  type paymentListQuery,
  paymentPaths,
  type RefundListData,
  type refundListQuery,
} from '@shop/contract/areas/payment';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListParams } from '../../lib/list/list-params';
import { createQueryKeys } from '../../lib/list/query-keys';
import { request, underBase } from '../../lib/request';

/** Query keys of the payments lists, and each payment's detail under `detail(id)`. */
export const paymentKeys = createQueryKeys('payments');
/** Query keys of the refunds lists. */
export const refundKeys = createQueryKeys('refunds');

/** A list's state as the URL gives it (parsed: numbers are numbers), and as the API takes it. */
export type PaymentListParams = ListParams<typeof paymentListQuery>;
export type RefundListParams = ListParams<typeof refundListQuery>;

async function listPayments(params: PaymentListParams): Promise<PaymentListData> {
  return (await request<PaymentListData>(underBase(paymentPaths.list), { params })).data;
}

async function listRefunds(params: RefundListParams): Promise<RefundListData> {
  return (await request<RefundListData>(underBase(paymentPaths.refunds), { params })).data;
}

/** `quiet`: the drawer says itself that the payment could not be read (e.g. a stale link). */
async function readPayment(id: number): Promise<PaymentDetail> {
  const path = underBase(paymentPaths.item).replace(':id', String(id));
  return (await request<PaymentDetail>(path, { quiet: true })).data;
}

/** One page of payments; the previous page stays on screen while the next one loads. */
export const paymentListOptions = (params: PaymentListParams) =>
  queryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: () => listPayments(params),
    placeholderData: keepPreviousData,
  });

export const refundListOptions = (params: RefundListParams) =>
  queryOptions({
    queryKey: refundKeys.list(params),
    queryFn: () => listRefunds(params),
    placeholderData: keepPreviousData,
  });

/** One payment with every field and its refunds. */
export const paymentOptions = (id: number) =>
  queryOptions({ queryKey: paymentKeys.detail(id), queryFn: () => readPayment(id) });

/** The exports' paths below /base (the lists' filters and sort, without paging). */
export const paymentsExportPath = underBase(paymentPaths.export);
export const refundsExportPath = underBase(paymentPaths.refundsExport);
