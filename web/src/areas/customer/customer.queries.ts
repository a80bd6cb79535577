import type {
  AddressBody,
  CustomerCreateBody,
  CustomerDetail,
  CustomerStatusBody,
  CustomerUpdateBody,
} from '@shop/contract/areas/customer';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { customerTagsKey } from '../../components/customer-create/customer-tags.queries';
import { call } from '../../lib/api';
import { customerKeys } from '../../lib/resource-keys';
import { type CustomerListParams, flagValue } from './customer-filter-params';

/**
 * Query keys of customers: lists under `lists()`, each customer under `detail(id)` with their
 * orders, payments and timeline nested below it, and the tags in use.
 */
const timelineKey = (id: number) => [...customerKeys.detail(id), 'timeline'] as const;

/** One page of the list; "has ordered" travels as the URL writes it (`true` / `false`). */
export const listCustomers = (params: CustomerListParams) =>
  call('listCustomers', { query: { ...params, hasOrdered: flagValue(params.hasOrdered) } });

/** `quiet`: the drawer shows a missing customer in place of its tabs. */
export const getCustomer = (id: number) => call('getCustomer', { params: { id } }, { quiet: true });

/** `quiet`: field errors (a taken phone) come back under their fields. */
export const createCustomer = (body: CustomerCreateBody) => call('createCustomer', { body }, { quiet: true });

/** Saves at `body.version`; a stale version rejects with 40900 and who changed it. */
export const updateCustomer = (id: number, body: CustomerUpdateBody) =>
  call('updateCustomer', { params: { id }, body }, { quiet: true });

/** ACTIVE ↔ DISABLED at the version read; `quiet`: the caller says what went wrong. */
export const setCustomerStatus = (id: number, body: CustomerStatusBody) =>
  call('setCustomerStatus', { params: { id }, body }, { quiet: true });

/* Every address change answers the customer as it now is (addresses, default, version). */

export const addAddress = (id: number, body: AddressBody) =>
  call('addCustomerAddress', { params: { id }, body }, { quiet: true });

/** Replaces the address; `isDefault: true` makes it the default (and no other). */
export const updateAddress = (id: number, addressId: number, body: AddressBody) =>
  call('editCustomerAddress', { params: { id, addressId }, body }, { quiet: true });

export const deleteAddress = (id: number, addressId: number) =>
  call('deleteCustomerAddress', { params: { id, addressId } }, { quiet: true });

/** One page of the list; the previous page stays on screen while the next one loads. */
export const customerListOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: () => listCustomers(params),
    placeholderData: keepPreviousData,
  });

export const customerOptions = (id: number) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => getCustomer(id), retry: false });

/** A page of what happened to the customer, newest first. */
export const customerTimelineOptions = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...timelineKey(id), { page, pageSize }],
    queryFn: () => call('customerTimeline', { params: { id }, query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });

/** The customer's orders, newest first (the order list filtered on them). */
export const customerOrdersOptions = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...customerKeys.detail(id), 'orders', { page, pageSize }],
    queryFn: () => call('listOrders', { query: { customerId: id, page, pageSize, sort: 'placedAt:desc' } }),
    placeholderData: keepPreviousData,
  });

/** The customer's payments, newest first (the pay list filtered on them). */
export const customerPaymentsOptions = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...customerKeys.detail(id), 'payments', { page, pageSize }],
    queryFn: () =>
      call('listPayments', { query: { customerId: id, page, pageSize, sort: 'createdAt:desc' } }),
    placeholderData: keepPreviousData,
  });

/**
 * After any change to customers: every list (a filter may no longer hold the row), the tags in
 * use, and the customer with their timeline when one is named.
 */
export function refreshCustomers(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: customerTagsKey });
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) });
}

/**
 * A write answered the customer as it now is: that answer becomes the cached customer (no
 * second read), and what may show the change around it is read again: the lists, the tags in
 * use and their timeline (which has a new entry).
 */
export function customerSaved(queryClient: QueryClient, saved: CustomerDetail) {
  queryClient.setQueryData(customerKeys.detail(saved.id), saved);
  refreshCustomers(queryClient);
  void queryClient.invalidateQueries({ queryKey: timelineKey(saved.id) });
}
