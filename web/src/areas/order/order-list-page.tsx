import { PlusOutlined } from '@ant-design/icons';
import { type OrderListItem, orderListQuery } from '@shop/contract/areas/order';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerParamOf } from '../../app/page-links';
import { apiUrl } from '../../lib/api';
import { useEditDrawer } from '../../lib/list/edit-drawer-url';
import { ExportButton } from '../../lib/list/export-button';
import { ListEmpty } from '../../lib/list/list-empty';
import { type ListColumn, ListTable } from '../../lib/list/list-table';
import { type UpdateOptions, useListParams } from '../../lib/list/use-list-params';
import { useCanCall } from '../../lib/permissions';
import { useMoney } from '../../lib/use-money';
import { BulkShipDialog } from './bulk-ship-dialog';
import { DocumentButtons } from './document-buttons';
import { NewOrderDrawer } from './new-order-drawer';
import { orderListOptions } from './order.queries';
import { useOrderColumns } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderFilters } from './order-filters';
import { isFiltered, type OrderListParams, orderExportParams, tabPatch } from './order-list-params';
import { OrderStatusTabs } from './order-status-tabs';

/**
 * `/order/index`: orders by status tab with counts, searched, filtered, sorted and paged in the
 * URL; a manual order in a drawer, each order's detail and actions in a drawer of its own
 * (`?order=<id>`), bulk shipping and packing slips or invoices of the selected orders, and CSV
 * export of the filtered list.
 * The list is drawn apart from the detail drawer: opening or closing an order changes only the
 * address's `?order=`, which leaves the list's params and columns as they were, so its table
 * is not drawn again under the drawer.
 */
export function OrderListPage() {
  const { params, update, reset } = useListParams(orderListQuery);
  const drawer = useEditDrawer(drawerParamOf('Orders'));
  const columns = useOrderColumns(drawer, useMoney());
  return (
    <>
      <OrderList params={params} update={update} reset={reset} columns={columns} openOrder={drawer.open} />
      <OrderDetailDrawer drawer={drawer} />
    </>
  );
}

interface OrderListProps {
  params: OrderListParams;
  update(patch: Partial<OrderListParams>, options?: UpdateOptions): void;
  reset(): void;
  columns: ListColumn<OrderListItem>[];
  openOrder(id: number): void;
}

const OrderList = memo(function OrderList({ params, update, reset, columns, openOrder }: OrderListProps) {
  const { t } = useTranslation('order');
  const answer = useQuery(orderListOptions(params));
  // The spinner shows while the previous page stands in for the next; a page shown again from
  // the cache is refreshed quietly (order.queries.ts says why).
  const query = { ...answer, isFetching: answer.isPlaceholderData };
  const [selected, setSelected] = useState<OrderListItem[]>([]);
  const [bulkShipOpen, setBulkShipOpen] = useState(false);
  const [newOrderOpen, setNewOrderOpen] = useState(false);
  // The drawer finds the customer and the SKUs in their areas' lists: without them it cannot be filled.
  const mayPlace = useCanCall('placeOrder', 'listCustomers', 'getCustomer', 'listInventory');
  // Every row of a customerId filter is that customer's: the first names the chip.
  const customerName = params.customerId === undefined ? undefined : query.data?.items[0]?.customerName;
  // The rows as last fetched: the bulk dialog ships what the list now says is paid.
  const latest = (row: OrderListItem) => query.data?.items.find((r) => r.id === row.id) ?? row;

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {mayPlace ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setNewOrderOpen(true)}>
            {t('newOrder')}
          </Button>
        ) : null}
      </Flex>
      <OrderStatusTabs params={params} onChange={(tab) => update(tabPatch(tab))} />
      <ListTable<OrderListItem>
        listId="orders"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<OrderListParams>)}
        toolbar={<OrderFilters params={params} update={update} customerName={customerName} />}
        extra={<ExportButton url={apiUrl('exportOrders', { query: orderExportParams(params) })} />}
        selection={{
          rows: selected,
          onChange: setSelected,
          rowLabel: (row) => t('selectRow', { orderNo: row.orderNo }),
          operation: 'bulkShipOrders',
          actions: (
            <>
              <Button size="small" type="primary" onClick={() => setBulkShipOpen(true)}>
                {t('bulkShip')}
              </Button>
              <DocumentButtons ids={selected.map((row) => row.id)} size="small" />
            </>
          ),
        }}
        empty={
          <ListEmpty
            filtered={isFiltered(params)}
            noMatch={t('emptyFiltered')}
            none={params.tab ? t('emptyTab') : t('emptyAll')}
            onClear={reset}
          />
        }
      />
      {bulkShipOpen ? (
        <BulkShipDialog
          rows={selected.map(latest)}
          onClose={() => setBulkShipOpen(false)}
          onDone={() => setSelected([])}
        />
      ) : null}
      {newOrderOpen ? <NewOrderDrawer onClose={() => setNewOrderOpen(false)} onPlaced={openOrder} /> : null}
    </Card>
  );
});
