import type { InventorySku } from '@shop/contract/areas/inventory';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { formatNumber } from '../lib/number-format';
import { useCanCall } from '../lib/permissions';
import { useTypedSearch } from '../lib/use-typed-search';
import { skuChoicesOptions, skuName } from './sku-choices';

/** What the picker says, in the caller's words. */
export interface SkuSearchTexts {
  /** The accessible name. */
  label: string;
  placeholder: string;
  /** Said in the dropdown when no SKU matches, and when the SKUs cannot load. */
  none: string;
  unavailable: string;
  /** How many are available, after each SKU's name ("12 available"). */
  available(n: string): string;
}

export interface SkuSearchSelectProps {
  id?: string;
  value?: number | null;
  onChange?(skuId: number | null): void;
  texts: SkuSearchTexts;
  /** The saved SKU as its record names it (code — product), for the box before any search. */
  knownLabel?: string | undefined;
  /** Told the picked SKU, so the form can suggest a title or show what it is. */
  onPicked?(sku: InventorySku): void;
  disabled?: boolean;
}

/**
 * A catalogue SKU (an exchange item's, a mystery box prize's): searched by code or product title
 * as staff type, each with how many are available (an inactive one too: the server says if it
 * cannot be given). The SKUs are the inventory page's list: a member who may not read it is told
 * so rather than sent a refusal.
 */
export function SkuSearchSelect({
  id,
  value,
  onChange,
  texts,
  knownLabel,
  onPicked,
  disabled,
}: SkuSearchSelectProps) {
  const search = useTypedSearch();
  const [picked, setPicked] = useState<{ id: number; label: string }>();
  const mayList = useCanCall('listInventory');
  const choices = useQuery({ ...skuChoicesOptions(search.q), enabled: mayList && search.opened });
  const skus = choices.data?.items ?? [];
  const labelOf = (sku: InventorySku) => `${skuName(sku)} — ${texts.available(formatNumber(sku.available))}`;
  const options = skus.map((sku) => ({ value: sku.skuId, label: labelOf(sku) }));
  const shown =
    value != null && !options.some((o) => o.value === value)
      ? [{ value, label: picked?.id === value ? picked.label : (knownLabel ?? `#${value}`) }, ...options]
      : options;

  return (
    <Select<number>
      id={id}
      aria-label={texts.label}
      placeholder={texts.placeholder}
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      loading={choices.isFetching}
      value={value ?? null}
      disabled={disabled}
      onOpenChange={search.onOpenChange}
      onChange={(skuId) => {
        const sku = skus.find((s) => s.skuId === skuId);
        if (sku) {
          setPicked({ id: sku.skuId, label: labelOf(sku) });
          onPicked?.(sku);
        }
        onChange?.(skuId ?? null);
      }}
      options={shown}
      notFoundContent={choices.isError || !mayList ? texts.unavailable : texts.none}
      style={{ width: '100%' }}
    />
  );
}
