import type { paymentListQuery, refundListQuery } from '@shop/contract/areas/payment';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiUrl, call } from '../../lib/api';
import type { ListParams } from '../../lib/list/list-params';
import { paymentKeys, refundKeys } from '../../lib/resource-keys';

/** A list's state as the URL gives it (parsed: numbers are numbers), and as the API takes it. */
export type PaymentListParams = ListParams<typeof paymentListQuery>;
export type RefundListParams = ListParams<typeof refundListQuery>;

/** One page of payments; the previous page stays on screen while the next one loads. */
export const paymentListOptions = (query: PaymentListParams) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: () => call('listPayments', { query }),
    placeholderData: keepPreviousData,
  });

export const refundListOptions = (query: RefundListParams) =>
  queryOptions({
    queryKey: refundKeys.list(query),
    queryFn: () => call('listRefunds', { query }),
    placeholderData: keepPreviousData,
  });

/**
 * One payment with every field and its refunds. `quiet`: the drawer says itself that the payment
 * could not be read (e.g. a stale link).
 */
export const paymentOptions = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: () => call('getPayment', { params: { id } }, { quiet: true }),
  });

/** The payments export for what the list shows: its filters and sort, without its paging. */
export function paymentsExportUrl(params: PaymentListParams): string {
  const { page: _page, pageSize: _pageSize, ...query } = params;
  return apiUrl('exportPayments', { query });
}

/** The refunds export for what the list shows: its filters and sort, without its paging. */
export function refundsExportUrl(params: RefundListParams): string {
  const { page: _page, pageSize: _pageSize, ...query } = params;
  return apiUrl('exportRefunds', { query });
}
