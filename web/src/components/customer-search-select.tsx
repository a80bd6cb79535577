import type { CustomerListQuery } from '@shop/contract/areas/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { call } from '../lib/api';
import { useCanCall } from '../lib/permissions';
import { customerKeys } from '../lib/resource-keys';
import { useTypedSearch } from '../lib/use-typed-search';

/** How many customers one search offers. */
const CHOICES = 20;

/**
 * Customers whose name or phone holds `q`, by name, under the customers' own query key (a
 * customer added elsewhere shows here). `quiet`, no retries: the dropdown says it could not load.
 */
export const customerChoicesOptions = (q: string) => {
  const query: CustomerListQuery = { q: q || undefined, page: 1, pageSize: CHOICES, sort: 'name:asc' };
  return queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: () => call('listCustomers', { query }, { quiet: true }),
    retry: false,
    staleTime: 30_000,
  });
};

export interface CustomerSearchSelectProps {
  id?: string;
  value?: number;
  onChange?(customerId: number | undefined): void;
  /** The accessible name and placeholder (the caller's words). */
  label: string;
  placeholder: string;
  /** Said in the dropdown when no customer matches, and when the list cannot load. */
  noneText: string;
  unavailableText: string;
  /** The picked customer's name when known elsewhere, for the box's label. */
  knownName?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
}

/**
 * Picks a customer by name or phone, searching as staff type; disabled customers are listed but
 * cannot be picked. A form control: `value` / `onChange` are the customer id. A member who may
 * not read the customers' list gets no box to search it: none at all while nothing is picked,
 * the picked customer's name (which may be cleared) otherwise.
 */
export function CustomerSearchSelect(props: CustomerSearchSelectProps) {
  const { id, value, onChange, knownName } = props;
  const search = useTypedSearch();
  // The label of the customer picked from a search: once the search box empties, the list no
  // longer holds them, and the box must still say who was picked, not "#52".
  const [picked, setPicked] = useState<{ id: number; label: string }>();
  const mayList = useCanCall('listCustomers');
  const choices = useQuery({
    ...customerChoicesOptions(search.q),
    enabled: mayList && (search.opened || value !== undefined),
  });
  const options = (choices.data?.items ?? []).map((c) => ({
    value: c.id,
    label: c.phone ? `${c.name} · ${c.phone}` : c.name,
    disabled: c.status !== 'ACTIVE',
  }));
  const labelOfValue = picked?.id === value ? picked?.label : (knownName ?? `#${value}`);
  const shown =
    value !== undefined && !options.some((o) => o.value === value)
      ? [{ value, label: labelOfValue, disabled: false }, ...options]
      : options;

  if (!mayList && value === undefined) return null;
  return (
    <Select<number>
      id={id}
      aria-label={props.label}
      placeholder={props.placeholder}
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      loading={choices.isFetching}
      allowClear={props.allowClear}
      value={value ?? null}
      onChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) setPicked({ id: option.value, label: option.label });
        onChange?.(next ?? undefined);
      }}
      onOpenChange={search.onOpenChange}
      options={shown}
      notFoundContent={choices.isError ? props.unavailableText : props.noneText}
      style={props.style ?? { width: '100%' }}
    />
  );
}
