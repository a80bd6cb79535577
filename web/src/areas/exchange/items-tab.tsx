import { PlusOutlined } from '@ant-design/icons';
import { type ExchangeItem, exchangeItemFilters, exchangeItemListQuery } from '@shop/contract/areas/exchange';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../lib/api';
import { feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { ExportButton } from '../../lib/list/export-button';
import { exportParamsOf } from '../../lib/list/filter-params';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { useMoney } from '../../lib/use-money';
import { type ItemListParams, itemListOptions, refreshItems } from './exchange.queries';
import { deleteItem, setItemStatus } from './exchange-actions.api';
import { useItemColumns } from './item-columns';
import { ItemFilters } from './item-filters';

/** The Items tab: what customers may redeem, filtered, sorted and paged in the URL, and its export. */
export function ItemsTab({
  drawer,
  onCreate,
  onRedeem,
}: {
  drawer: EditDrawer;
  onCreate(): void;
  onRedeem(itemId: number): void;
}) {
  const { t } = useTranslation('exchange');
  const queryClient = useQueryClient();
  const { params, update, reset } = useListParams(exchangeItemListQuery);
  const query = useQuery(itemListOptions(params));
  const filters = exportParamsOf(exchangeItemFilters, params);
  const { sort: _sort, ...narrowing } = filters;

  const status = useMutation({
    mutationFn: ({ row, on }: { row: ExchangeItem; on: boolean }) =>
      setItemStatus(row.id, { status: on ? 'ON' : 'OFF', version: row.version }),
    onSuccess: (saved) => {
      feedback.success(t(saved.status === 'ON' ? 'turnedOn' : 'turnedOff', { title: saved.title }));
      refreshItems(queryClient, saved);
    },
    // A stale row (someone else changed it) shows as it now is.
    onError: () => refreshItems(queryClient),
  });
  const remove = useMutation({
    mutationFn: (row: ExchangeItem) => deleteItem(row.id, row.version),
    onSuccess: (_, row) => feedback.success(t('deleted', { title: row.title })),
    onSettled: () => refreshItems(queryClient),
  });
  const onStatus = useCallback(
    (row: ExchangeItem, on: boolean) => status.mutate({ row, on }),
    [status.mutate],
  );
  const onDelete = useCallback(
    async (row: ExchangeItem) => {
      const sure = await confirmDanger({
        title: t('deleteTitle', { title: row.title }),
        content: t('deleteText'),
        okText: t('delete'),
        cancelText: t('close'),
      });
      if (sure) remove.mutate(row);
    },
    [t, remove.mutate],
  );
  const columns = useItemColumns(drawer, useMoney(), {
    onStatus,
    pendingId: status.isPending ? status.variables?.row.id : undefined,
    onRedeem: useCallback((row: ExchangeItem) => onRedeem(row.id), [onRedeem]),
    onDelete,
  });

  return (
    <ListTable<ExchangeItem>
      listId="exchangeItems"
      columns={columns}
      query={query}
      rowKey="id"
      state={params}
      // The table's sort values come from the columns' sort fields, so they are the contract's.
      onStateChange={(patch) => update(patch as Partial<ItemListParams>)}
      toolbar={<ItemFilters params={params} update={update} />}
      extra={
        <>
          <ExportButton url={apiUrl('exportExchangeItems', { query: filters })} />
          <Button icon={<PlusOutlined />} onClick={onCreate}>
            {t('newItem')}
          </Button>
        </>
      }
      empty={
        <ListEmpty
          filtered={Object.keys(narrowing).length > 0}
          noMatch={t('itemsEmptyFiltered')}
          none={t('itemsEmptyAll')}
          onClear={reset}
        />
      }
    />
  );
}
