import type { InventoryListQuery, InventorySku } from '@shop/contract/areas/inventory';
import { combinationLabel } from '@shop/contract/areas/product';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { formatNumber } from '../../lib/number-format';
import { inventoryKeys } from '../../lib/resource-keys';

const TYPING_PAUSE_MS = 300;
const CHOICES = 20;

/** SKUs whose code or product title holds `q`, under the inventory's own key (stock stays current). */
const skuChoicesOptions = (q: string) => {
  const query: InventoryListQuery = { q: q || undefined, page: 1, pageSize: CHOICES, sort: 'code:asc' };
  return queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: () => call('listInventory', { query }, { quiet: true }),
    retry: false,
    staleTime: 10_000,
  });
};

export interface ItemSkuSelectProps {
  id?: string;
  value?: number | null;
  onChange?(skuId: number | null): void;
  /** The saved item's SKU as its row names it (code — product), for the box before any search. */
  knownLabel?: string;
  /** Told the picked SKU, so the form can suggest a title. */
  onPicked?(sku: InventorySku): void;
}

/**
 * The catalogue SKU an item gives: searched by code or product title as staff type, each with how
 * many are available (an inactive one too: the server says if it cannot be given).
 */
export function ItemSkuSelect({ id, value, onChange, knownLabel, onPicked }: ItemSkuSelectProps) {
  const { t } = useTranslation('exchange');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<{ id: number; label: string }>();
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useQuery({ ...skuChoicesOptions(q), enabled: opened });
  const skus = choices.data?.items ?? [];
  const labelOf = (sku: InventorySku) => {
    const options = sku.optionValues.length > 0 ? ` · ${combinationLabel(sku.optionValues)}` : '';
    return `${sku.code} — ${sku.productTitle}${options} — ${t('skuAvailable', { n: formatNumber(sku.available) })}`;
  };
  const options = skus.map((sku) => ({ value: sku.skuId, label: labelOf(sku) }));
  const shown =
    value != null && !options.some((o) => o.value === value)
      ? [{ value, label: picked?.id === value ? picked.label : (knownLabel ?? `#${value}`) }, ...options]
      : options;

  return (
    <Select<number>
      id={id}
      aria-label={t('sku')}
      placeholder={t('pickSku')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={choices.isFetching}
      value={value ?? null}
      onOpenChange={(open) => {
        if (open) setOpened(true);
        else setTyped('');
      }}
      onChange={(skuId) => {
        const sku = skus.find((s) => s.skuId === skuId);
        if (sku) {
          setPicked({ id: sku.skuId, label: labelOf(sku) });
          onPicked?.(sku);
        }
        onChange?.(skuId ?? null);
      }}
      options={shown}
      notFoundContent={choices.isError ? t('skusUnavailable') : t('noSkus')}
      style={{ width: '100%' }}
    />
  );
}
