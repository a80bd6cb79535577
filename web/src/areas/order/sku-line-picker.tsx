import type { InventorySku } from '@shop/contract/areas/inventory';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { skuChoicesOptions, skuName } from '../../components/sku-choices';
import { formatNumber } from '../../lib/number-format';
import type { Money } from '../../lib/use-money';
import { useTypedSearch } from '../../lib/use-typed-search';
import type { LineSku } from './new-order-values';

/** Only an active SKU of a product on sale can be ordered (else the server refuses the line). */
const sellable = (sku: InventorySku) => sku.status === 'ACTIVE' && sku.productStatus === 'ON_SALE';

/**
 * "Add a SKU": searches SKUs by code or product title as staff type, each shown with its price
 * and how many are available; picking one adds it to the order (the box then empties again).
 * A sold-out SKU, or one not on sale, is listed (staff see why it is missing) but cannot be picked.
 */
export function SkuLinePicker({ money, onPick }: { money: Money; onPick(sku: LineSku): void }) {
  const { t } = useTranslation('order');
  const search = useTypedSearch();
  const choices = useQuery({ ...skuChoicesOptions(search.q), enabled: search.opened });
  const skus = choices.data?.items ?? [];

  const describe = (sku: InventorySku) => {
    const state = !sellable(sku)
      ? t('notOnSale')
      : sku.available <= 0
        ? t('soldOut', { price: money.format(sku.price) })
        : t('skuChoiceAvailable', { price: money.format(sku.price), available: formatNumber(sku.available) });
    return `${skuName(sku)} — ${state}`;
  };

  return (
    <Select<number>
      aria-label={t('addSku')}
      placeholder={t('addSkuPlaceholder')}
      showSearch={{ filterOption: false, onSearch: search.onSearch }}
      loading={choices.isFetching}
      value={null}
      onOpenChange={search.onOpenChange}
      onChange={(skuId) => {
        const sku = skus.find((s) => s.skuId === skuId);
        if (sku) onPick(sku);
      }}
      options={skus.map((sku) => ({
        value: sku.skuId,
        label: describe(sku),
        disabled: !sellable(sku) || sku.available <= 0,
      }))}
      notFoundContent={choices.isError ? t('skusUnavailable') : t('noSkus')}
      style={{ width: '100%' }}
    />
  );
}
