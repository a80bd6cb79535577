import type { CustomerDetail } from '@shop/contract/areas/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../lib/api';
import { customerKeys } from '../lib/resource-keys';

/**
 * The picked customer with balance and addresses, under the customers' own key: one the customer
 * area (or the New customer dialog) has read is here at once. `quiet`: a customer gone meanwhile
 * just offers no address.
 */
const pickedCustomerOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: () => call('getCustomer', { params: { id } }, { quiet: true }),
    retry: false,
  });

/**
 * The customer a form has picked (`customerId`, e.g. from CustomerSearchSelect), once read; never
 * an earlier pick's. `onPicked` fills the form from them once per customer: a refetch of the
 * same customer leaves what staff chose since alone.
 */
export function usePickedCustomer(
  customerId: number | undefined,
  onPicked: (customer: CustomerDetail) => void,
): CustomerDetail | undefined {
  const customer = useQuery({
    ...pickedCustomerOptions(customerId ?? 0),
    enabled: customerId !== undefined,
  });
  const picked = customer.data?.id === customerId ? customer.data : undefined;
  const startedFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!picked || startedFor.current === picked.id) return;
    startedFor.current = picked.id;
    onPicked(picked);
  }, [picked, onPicked]);
  return picked;
}

/** The address a customer's order starts from: their default, else their first. */
export const defaultAddressOf = <A extends { isDefault: boolean }>(addresses: readonly A[]): A | undefined =>
  addresses.find((a) => a.isDefault) ?? addresses[0];
