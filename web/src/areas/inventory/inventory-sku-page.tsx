import {
  type InventoryListQuery,
  type InventorySku,
  inventoryListQuery,
} from '@shop/contract/areas/inventory';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../lib/list/export-button';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { AdjustDialog } from './adjust-dialog';
import { BulkAdjustDialog } from './bulk-adjust-dialog';
import { skuListOptions, skusExportUrl } from './inventory.queries';
import { useSkuColumns } from './inventory-sku-columns';
import { SkuFilters } from './inventory-sku-filters';
import { SkuHistoryDrawer } from './sku-history-drawer';

/**
 * `/inventory/product`: every SKU with its stock, filtered, sorted and paged in the URL; adjust
 * one SKU or the selected ones, see a SKU's history, export the filtered list as CSV.
 */
export function InventorySkuPage() {
  const { t } = useTranslation('inventory');
  const { t: routeTitle } = useTranslation('route');
  const { params, update, reset } = useListParams(inventoryListQuery);
  const query = useQuery(skuListOptions(params));
  const [adjusting, setAdjusting] = useState<InventorySku | null>(null);
  const [historyOf, setHistoryOf] = useState<InventorySku | null>(null);
  const [selected, setSelected] = useState<InventorySku[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const columns = useSkuColumns({ onAdjust: setAdjusting, onHistory: setHistoryOf });
  const filtered = Boolean(params.q || params.stock || params.productId);
  // The rows as last fetched: a dialog previews from the newest balances the page has.
  const latest = (sku: InventorySku) => query.data?.items.find((row) => row.skuId === sku.skuId) ?? sku;
  const productTitle =
    params.productId === undefined
      ? undefined
      : query.data?.items.find((row) => row.productId === params.productId)?.productTitle;

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('inventorySkuList')}
      </Typography.Title>
      <ListTable<InventorySku>
        listId="inventory-skus"
        columns={columns}
        query={query}
        rowKey="skuId"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<InventoryListQuery>)}
        toolbar={<SkuFilters params={params} update={update} productTitle={productTitle} />}
        extra={<ExportButton url={skusExportUrl(params)} />}
        selection={{
          rows: selected,
          onChange: setSelected,
          operation: 'bulkAdjustStock',
          rowLabel: (row) => t('selectRow', { code: row.code }),
          actions: (
            <Button size="small" type="primary" onClick={() => setBulkOpen(true)}>
              {t('bulkAdjust')}
            </Button>
          ),
        }}
        empty={
          <ListEmpty filtered={filtered} noMatch={t('emptyFiltered')} none={t('emptyAll')} onClear={reset} />
        }
      />
      {adjusting ? (
        <AdjustDialog key={adjusting.skuId} sku={latest(adjusting)} onClose={() => setAdjusting(null)} />
      ) : null}
      {bulkOpen ? (
        <BulkAdjustDialog
          rows={selected.map(latest)}
          onClose={() => setBulkOpen(false)}
          onDone={() => setSelected([])}
        />
      ) : null}
      <SkuHistoryDrawer sku={historyOf} onClose={() => setHistoryOf(null)} />
    </Card>
  );
}
