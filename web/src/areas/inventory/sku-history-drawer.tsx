import type { InventorySku, StockRecord } from '@shop/contract/areas/inventory';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableColumns } from '../../lib/list/list-columns';
import { skuRecordsOptions } from './inventory.queries';
import { useRecordColumns } from './record-columns';

const PAGE_SIZE = 10;

/** Where the whole ledger opens on one SKU. */
const recordsPathOf = (skuId: number) => `/inventory/records?skuId=${skuId}`;

function History({ sku }: { sku: InventorySku }) {
  const { t } = useTranslation('inventory');
  const [page, setPage] = useState(1);
  const history = useQuery(skuRecordsOptions(sku.skuId, page, PAGE_SIZE));
  // The ledger's columns as a plain table shows them: all of them, none sortable.
  const columns = tableColumns(useRecordColumns({ withSku: false }));
  return (
    <Table<StockRecord>
      rowKey="id"
      size="small"
      columns={columns}
      loading={history.isFetching}
      dataSource={history.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: history.isError ? t('historyFailed') : t('noHistory') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: history.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
    />
  );
}

/** One SKU's own stock records, newest first, with a way to the Records page filtered on it. */
export function SkuHistoryDrawer({ sku, onClose }: { sku: InventorySku | null; onClose(): void }) {
  const { t } = useTranslation('inventory');
  return (
    <Drawer
      open={sku !== null}
      onClose={onClose}
      title={sku ? t('historyTitle', { code: sku.code }) : t('history')}
      size={960}
      destroyOnHidden
      extra={
        sku ? (
          // The drawer closes behind the link, so coming back shows the list.
          <Link to={recordsPathOf(sku.skuId)} onClick={onClose}>
            {t('openInRecords')}
          </Link>
        ) : null
      }
    >
      {sku ? <History key={sku.skuId} sku={sku} /> : null}
    </Drawer>
  );
}
