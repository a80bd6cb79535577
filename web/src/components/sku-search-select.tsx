import type { InventorySku } from '@shop/contract/areas/inventory';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skuChoicesOptions, skuName } from '../../components/sku-choices';
import { formatNumber } from '../../lib/number-format';
import { useCanCall } from '../../lib/permissions';
import { useTypedSearch } from '../../lib/use-typed-search';

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
 * many are available (an inactive one too: the server says if it cannot be given). The SKUs are
 * the inventory page's list: a member who may not read it is told so rather than sent a refusal.
 */
export function ItemSkuSelect({ id, value, onChange, knownLabel, onPicked }: ItemSkuSelectProps) {
  const { t } = useTranslation('exchange');
  const search = useTypedSearch();
  const [picked, setPicked] = useState<{ id: number; label: string }>();
  const mayList = useCanCall('listInventory');
  const choices = useQuery({ ...skuChoicesOptions(search.q), enabled: mayList && search.opened });
  const skus = choices.data?.items ?? [];
  const labelOf = (sku: InventorySku) =>
    `${skuName(sku)} — ${t('skuAvailable', { n: formatNumber(sku.available) })}`;
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
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      loading={choices.isFetching}
      value={value ?? null}
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
      notFoundContent={choices.isError || !mayList ? t('skusUnavailable') : t('noSkus')}
      style={{ width: '100%' }}
    />
  );
}
