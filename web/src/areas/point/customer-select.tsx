import type { CustomerListQuery } from '@shop/contract/areas/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { customerKeys } from '../../lib/resource-keys';

const TYPING_PAUSE_MS = 300;
const CHOICES = 20;

/**
 * Customers whose name or phone holds `q`, under the customer area's own keys (a customer added
 * there shows here). `quiet`, no retries: a picker that cannot load says so in its dropdown.
 */
const customerChoicesOptions = (q: string) => {
  const query: CustomerListQuery = { q: q || undefined, page: 1, pageSize: CHOICES, sort: 'name:asc' };
  return queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: () => call('listCustomers', { query }, { quiet: true }),
    retry: false,
    staleTime: 30_000,
  });
};

/** How a customer reads in a picker and a cell: the name, and the phone when there is one. */
export function customerLabel(name: string, phone: string | null | undefined): string {
  return phone ? `${name} · ${phone}` : name;
}

export interface CustomerSelectProps {
  id?: string;
  value?: number | undefined;
  onChange?(customerId: number | undefined): void;
  /** The label of `value` when known elsewhere (the ledger's rows, the summary), else `#id`. */
  knownLabel?: string | undefined;
  /** A filter (clearable, "All customers") or a form field ("Pick a customer"). */
  mode: 'filter' | 'field';
  width?: number | string;
}

/** Picks a customer by name or phone, searching as staff type. `value` is the customer's id. */
export function CustomerSelect({ id, value, onChange, knownLabel, mode, width }: CustomerSelectProps) {
  const { t } = useTranslation('point');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // The picked one's label outlives the search that found it.
  const [picked, setPicked] = useState<{ id: number; label: string }>();
  const choices = useQuery(customerChoicesOptions(q));
  const options = (choices.data?.items ?? []).map((c) => ({
    value: c.id,
    label: customerLabel(c.name, c.phone),
  }));
  const valueLabel = picked?.id === value ? picked?.label : (knownLabel ?? `#${value}`);
  const shown =
    value !== undefined && !options.some((o) => o.value === value)
      ? [{ value, label: valueLabel }, ...options]
      : options;

  return (
    <Select<number>
      id={id}
      aria-label={t('customer')}
      placeholder={mode === 'filter' ? t('allCustomers') : t('pickCustomer')}
      allowClear={mode === 'filter'}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={choices.isFetching}
      value={value ?? null}
      onChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) setPicked({ id: option.value, label: option.label });
        onChange?.(next ?? undefined);
      }}
      onOpenChange={(open) => {
        if (!open) setTyped('');
      }}
      options={shown}
      notFoundContent={choices.isError ? t('customersUnavailable') : t('noCustomers')}
      style={{ width: width ?? 220 }}
    />
  );
}
