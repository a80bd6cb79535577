import {
  type RecordListQuery,
  recordFilters,
  recordListQuery,
  type StockRecord,
} from '@shop/contract/areas/inventory';
import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../lib/list/export-button';
import { exportParamsOf } from '../../lib/list/filter-params';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { recordListOptions, recordsExportUrl } from './inventory.queries';
import { useRecordColumns } from './record-columns';
import { RecordFilters } from './record-filters';

/** `/inventory/records`: the stock ledger, every movement with its balances, filtered in the URL. */
export function StockRecordsPage() {
  const { t } = useTranslation('inventory');
  const { t: routeTitle } = useTranslation('route');
  const { params, update, reset } = useListParams(recordListQuery);
  const query = useQuery(recordListOptions(params));
  const columns = useRecordColumns({ withSku: true });
  const { sort: _sort, ...filters } = exportParamsOf(recordFilters, params);
  const filtered = Object.keys(filters).length > 0;
  // Every row of a skuId filter is that SKU: its code names the chip.
  const skuCode = params.skuId === undefined ? undefined : query.data?.items[0]?.skuCode;

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('records')}
      </Typography.Title>
      <ListTable<StockRecord>
        listId="stock-records"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The only sortable column is the time, so the sort value is the contract's.
        onStateChange={(patch) => update(patch as Partial<RecordListQuery>)}
        toolbar={<RecordFilters params={params} update={update} skuCode={skuCode} />}
        extra={<ExportButton url={recordsExportUrl(params)} />}
        empty={
          <ListEmpty
            filtered={filtered}
            noMatch={t('recordsEmptyFiltered')}
            none={t('recordsEmptyAll')}
            onClear={reset}
          />
        }
      />
    </Card>
  );
}
