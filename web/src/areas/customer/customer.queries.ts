import {
  type AddressBody,
  type CustomerCreateBody,
  type CustomerDetail,
  type CustomerListData,
  type CustomerStatusBody,
  type CustomerTagsData,
  type CustomerTimelineData,
  type CustomerUpdateBody,
  customerPaths,
} from '@shop/contract/areas/customer';
import { type OrderListData, orderPaths } from '@shop/contract/areas/order';
import { type PaymentListData, paymentPaths } from '@shop/contract/areas/payment';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { createQueryKeys } from '../../lib/list/query-keys';
import { request, underBase } from '../../lib/request';
import type { CustomerListParams } from './customer-filter-params';

/**
 * Query keys of customers: lists under `lists()`, each customer under `detail(id)` with their
 * orders, payments and timeline nested below it, and the tags in use.
 */
export const customerKeys = createQueryKeys('customer');
export const customerTagsKey = [...customerKeys.all, 'tags'] as const;

type Template = `/base/${string}`;
const pathOf = (template: Template, id: number) => underBase(template).replace(':id', String(id));
const addressPathOf = (id: number, addressId: number) =>
  pathOf(customerPaths.address, id).replace(':addressId', String(addressId));

export async function listCustomers(params: CustomerListParams): Promise<CustomerListData> {
  return (await request<CustomerListData>(underBase(customerPaths.list), { params })).data;
}

/** `quiet`: the drawer shows a missing customer in place of its tabs. */
export async function getCustomer(id: number): Promise<CustomerDetail> {
  return (await request<CustomerDetail>(pathOf(customerPaths.item, id), { quiet: true })).data;
}

/** `quiet`: field errors (a taken phone) come back under their fields. */
export async function createCustomer(body: CustomerCreateBody): Promise<CustomerDetail> {
  return (
    await request<CustomerDetail>(underBase(customerPaths.list), { method: 'POST', data: body, quiet: true })
  ).data;
}

/** Saves at `body.version`; a stale version rejects with 40900 and who changed it. */
export async function updateCustomer(id: number, body: CustomerUpdateBody): Promise<CustomerDetail> {
  return (
    await request<CustomerDetail>(pathOf(customerPaths.item, id), {
      method: 'PATCH',
      data: body,
      quiet: true,
    })
  ).data;
}

/** ACTIVE ↔ DISABLED at the version read; `quiet`: the caller says what went wrong. */
export async function setCustomerStatus(id: number, body: CustomerStatusBody): Promise<CustomerDetail> {
  return (
    await request<CustomerDetail>(pathOf(customerPaths.status, id), {
      method: 'POST',
      data: body,
      quiet: true,
    })
  ).data;
}

/*
 * Addresses answer with the customer as it now is, but the console reads the customer again
 * anyway (`refreshCustomer`), so these do not depend on the answer's shape.
 */

export async function addAddress(id: number, body: AddressBody): Promise<void> {
  await request<unknown>(pathOf(customerPaths.addresses, id), { method: 'POST', data: body, quiet: true });
}

/** Replaces the address; `isDefault: true` makes it the default (and no other). */
export async function updateAddress(id: number, addressId: number, body: AddressBody): Promise<void> {
  await request<unknown>(addressPathOf(id, addressId), { method: 'PUT', data: body, quiet: true });
}

export async function deleteAddress(id: number, addressId: number): Promise<void> {
  await request<unknown>(addressPathOf(id, addressId), { method: 'DELETE', quiet: true });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export const customerListOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: () => listCustomers(params),
    placeholderData: keepPreviousData,
  });

export const customerOptions = (id: number) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => getCustomer(id), retry: false });

/** Every tag in use with its count: the tag filter's choices and the tag editor's suggestions. */
export const customerTagsOptions = () =>
  queryOptions({
    queryKey: customerTagsKey,
    queryFn: async () =>
      (await request<CustomerTagsData>(underBase(customerPaths.tags), { quiet: true })).data,
    staleTime: 30_000,
  });

/** A page of what happened to the customer, newest first. */
export const customerTimelineOptions = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...customerKeys.detail(id), 'timeline', { page, pageSize }],
    queryFn: async () =>
      (
        await request<CustomerTimelineData>(pathOf(customerPaths.timeline, id), {
          params: { page, pageSize },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** The customer's orders, newest first (the order list filtered on them). */
export const customerOrdersOptions = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...customerKeys.detail(id), 'orders', { page, pageSize }],
    queryFn: async () =>
      (
        await request<OrderListData>(underBase(orderPaths.list), {
          params: { customerId: id, page, pageSize, sort: 'placedAt:desc' },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** The customer's payments, newest first (the pay list filtered on them). */
export const customerPaymentsOptions = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...customerKeys.detail(id), 'payments', { page, pageSize }],
    queryFn: async () =>
      (
        await request<PaymentListData>(underBase(paymentPaths.list), {
          params: { customerId: id, page, pageSize, sort: 'createdAt:desc' },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** The export's path below /base (the list's filters and sort, without paging). */
export const customersExportPath = underBase(customerPaths.export);

/**
 * After any change to customers: every list (a filter may no longer hold the row), the tags in
 * use, and the customer with their timeline when one is named.
 */
export function refreshCustomers(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: customerTagsKey });
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) });
}
