import {
  type AdjustBody,
  type AdjustData,
  type BulkAdjustBody,
  type BulkAdjustData,
  type InventoryListData,
  type InventoryListQuery,
  inventoryPaths,
  type RecordListData,
  type RecordListQuery,
  type StockRecord,
  skuStockState,
} from '@shop/contract/areas/inventory';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { createQueryKeys } from '../../lib/list/query-keys';
import { request, underBase } from '../../lib/request';

/** Query keys of the InventorySKU lists. */
export const inventoryKeys = createQueryKeys('inventory');
/** Query keys of the ledger: the Records lists, and each SKU's own history under `detail(skuId)`. */
export const recordKeys = createQueryKeys('stockRecords');

export async function listSkus(params: InventoryListQuery): Promise<InventoryListData> {
  return (await request<InventoryListData>(underBase(inventoryPaths.skus), { params })).data;
}

export async function listRecords(params: RecordListQuery): Promise<RecordListData> {
  return (await request<RecordListData>(underBase(inventoryPaths.records), { params })).data;
}

async function listSkuRecords(skuId: number, page: number, pageSize: number) {
  const path = underBase(inventoryPaths.skuRecords).replace(':id', String(skuId));
  return (await request<RecordListData>(path, { params: { page, pageSize } })).data;
}

/**
 * `quiet`: the dialog shows a short SKU (42201) and field errors (40000) itself; the caller
 * toasts anything else.
 */
export async function adjustStock(body: AdjustBody): Promise<AdjustData> {
  return (
    await request<AdjustData>(underBase(inventoryPaths.adjust), { method: 'POST', data: body, quiet: true })
  ).data;
}

/** All lines or none; a short SKU rejects with 42201 naming it. */
export async function bulkAdjustStock(body: BulkAdjustBody): Promise<BulkAdjustData> {
  return (
    await request<BulkAdjustData>(underBase(inventoryPaths.bulkAdjust), {
      method: 'POST',
      data: body,
      quiet: true,
    })
  ).data;
}

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

/** The exports' paths below /base (the lists' filters and sort, without paging). */
export const skusExportPath = underBase(inventoryPaths.skusExport);
export const recordsExportPath = underBase(inventoryPaths.recordsExport);
