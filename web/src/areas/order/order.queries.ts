import {
  type OrderCountsData,
  type OrderDetail,
  type OrderFilters,
  type OrderListData,
  orderPaths,
} from '@shop/contract/areas/order';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { createQueryKeys } from '../../lib/list/query-keys';
import { request, underBase } from '../../lib/request';
import { customerKeys } from '../customer/customer.queries';
import { inventoryKeys, recordKeys } from '../inventory/inventory.queries';
import { paymentKeys, refundKeys } from '../payment/payment.queries';
import type { OrderListParams } from './order-list-params';

/** Query keys of orders: lists under `lists()`, the tab counts, each order under `detail(id)`. */
export const orderKeys = createQueryKeys('order');
const countsKeys = () => [...orderKeys.all, 'counts'] as const;

/** What the tab counts are filtered by: the list's filters but the tab (each tab is counted). */
export type CountFilters = Pick<OrderFilters, 'q' | 'customerId' | 'channel' | 'from' | 'to'>;

/** `/base/admin/orders/:id…` with the id filled in, below /base. */
export const orderPathOf = (template: `/base/${string}`, id: number) =>
  underBase(template).replace(':id', String(id));

async function listOrders(params: OrderListParams): Promise<OrderListData> {
  return (await request<OrderListData>(underBase(orderPaths.list), { params })).data;
}

/** `quiet`: the counts are a garnish on the tabs; the list says it when the API is down. */
async function countOrders(filters: CountFilters): Promise<OrderCountsData> {
  return (await request<OrderCountsData>(underBase(orderPaths.counts), { params: filters, quiet: true }))
    .data;
}

/** `quiet`: the drawer shows a missing or unreadable order in place of its sections. */
async function getOrder(id: number): Promise<OrderDetail> {
  return (await request<OrderDetail>(orderPathOf(orderPaths.item, id), { quiet: true })).data;
}

/** One page of orders; the previous page stays on screen while the next one loads. */
export const orderListOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: () => listOrders(params),
    placeholderData: keepPreviousData,
  });

export const orderCountsOptions = (filters: CountFilters) =>
  queryOptions({
    queryKey: [...countsKeys(), filters],
    queryFn: () => countOrders(filters),
    placeholderData: keepPreviousData,
  });

export const orderOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id), retry: false });

/** The export's path below /base (the list's filters, tab and sort, without paging). */
export const orderExportPath = underBase(orderPaths.export);

/**
 * After any order action: the order, every list and the tab counts; and what an order moves
 * besides itself — stock (reserve, release, sale, restock), the customer's totals and timeline,
 * and the pay list's payments and refunds.
 */
export function refreshOrders(queryClient: QueryClient) {
  for (const queryKey of [
    orderKeys.all,
    inventoryKeys.all,
    recordKeys.all,
    customerKeys.all,
    paymentKeys.all,
    refundKeys.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
