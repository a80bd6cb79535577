import {
  type AdjustBody,
  type BulkAdjustBody,
  type InventoryFilters,
  type InventoryListData,
  type InventoryListQuery,
  type RecordFilters,
  type RecordListQuery,
  type StockRecord,
  skuStockState,
} from '@shop/contract/areas/inventory';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiUrl, call } from '../../lib/api';
import { inventoryKeys, recordKeys } from '../../lib/resource-keys';

export const listSkus = (query: InventoryListQuery) => call('listInventory', { query });

export const listRecords = (query: RecordListQuery) => call('listStockRecords', { query });

const listSkuRecords = (id: number, page: number, pageSize: number) =>
  call('listSkuStockRecords', { params: { id }, query: { page, pageSize } });

/**
 * `quiet`: the dialog shows a short SKU (42201) and field errors (40000) itself; the caller
 * toasts anything else.
 */
export const adjustStock = (body: AdjustBody) => call('adjustStock', { body }, { quiet: true });

/** All lines or none; a short SKU rejects with 42201 naming it. */
export const bulkAdjustStock = (body: BulkAdjustBody) => call('bulkAdjustStock', { body }, { quiet: true });

/** One page of SKUs; the previous page stays on screen while the next one loads. */
export const skuListOptions = (params: InventoryListQuery) =>
  queryOptions({
    queryKey: inventoryKeys.list(params),
    queryFn: () => listSkus(params),
    placeholderData: keepPreviousData,
  });

export const recordListOptions = (params: RecordListQuery) =>
  queryOptions({
    queryKey: recordKeys.list(params),
    queryFn: () => listRecords(params),
    placeholderData: keepPreviousData,
  });

/** One SKU's history, newest first. */
export const skuRecordsOptions = (skuId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...recordKeys.detail(skuId), { page, pageSize }],
    queryFn: () => listSkuRecords(skuId, page, pageSize),
    placeholderData: keepPreviousData,
  });

/**
 * After adjustments: the rows on screen take the balances the server wrote at once, then every
 * SKU list and the ledger are fetched again (a filter such as "low" may no longer hold the row).
 */
export function refreshAfterAdjust(queryClient: QueryClient, records: readonly StockRecord[]) {
  const after = new Map(records.map((r) => [r.skuId, r]));
  queryClient.setQueriesData<InventoryListData>({ queryKey: inventoryKeys.lists() }, (data) => {
    if (!data) return data;
    const items = data.items.map((sku) => {
      const record = after.get(sku.skuId);
      if (!record) return sku;
      const available = record.onHandAfter - record.reservedAfter;
      return {
        ...sku,
        onHand: record.onHandAfter,
        reserved: record.reservedAfter,
        available,
        stock: skuStockState(available, sku.effectiveThreshold),
      };
    });
    return { ...data, items };
  });
  void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
  void queryClient.invalidateQueries({ queryKey: recordKeys.all });
}

/** The CSV of every SKU the list's filters match, in its sort (no paging). */
export const skusExportUrl = ({ q, productId, stock, sort }: InventoryFilters) =>
  apiUrl('exportInventory', { query: { q, productId, stock, sort } });

/** The CSV of every ledger row the Records page's filters match. */
export const recordsExportUrl = ({
  skuId,
  skuCode,
  type,
  reason,
  actorId,
  ref,
  from,
  to,
  sort,
}: RecordFilters) =>
  apiUrl('exportStockRecords', { query: { skuId, skuCode, type, reason, actorId, ref, from, to, sort } });
