import type { OrderListItem } from '@shop/contract/areas/order';
import { useQuery } from '@tanstack/react-query';
import { Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink } from '../../app/page-links';
import {
  refundStatusColours,
  refundStatusLabelKeys,
  statusColours,
  statusLabelKeys,
} from '../../lib/labels/order-labels';
import { formatDateTime } from '../../lib/time';
import { useMoney } from '../../lib/use-money';
import { customerOrdersOptions } from './customer.queries';

const PAGE_SIZE = 10;

/** The Orders tab: the customer's orders, newest first, each number opening its detail on the Orders page. */
export function OrdersTab({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation('customer');
  // The statuses are the order area's, named and coloured as its pages show them.
  const { t: orderText } = useTranslation('order');
  const money = useMoney();
  const [page, setPage] = useState(1);
  const orders = useQuery(customerOrdersOptions(customerId, page, PAGE_SIZE));
  const columns: ColumnsType<OrderListItem> = [
    {
      key: 'orderNo',
      title: t('orderNo'),
      render: (_, row) => <Link to={drawerLink('Orders', row.id)}>{row.orderNo}</Link>,
    },
    {
      key: 'status',
      title: t('orderStatus'),
      render: (_, row) => (
        <Space size={4}>
          <Tag color={statusColours[row.status]}>{orderText(statusLabelKeys[row.status])}</Tag>
          {/* Shown beside the status only when something was refunded. */}
          {row.refundStatus !== 'NONE' ? (
            <Tag color={refundStatusColours[row.refundStatus]}>
              {orderText(refundStatusLabelKeys[row.refundStatus])}
            </Tag>
          ) : null}
        </Space>
      ),
    },
    { key: 'items', title: t('orderItems'), align: 'right', render: (_, row) => row.itemCount },
    { key: 'total', title: t('orderTotal'), align: 'right', render: (_, row) => money.format(row.total) },
    {
      key: 'placedAt',
      title: t('placedAt'),
      render: (_, row) => formatDateTime(row.placedAt, i18n.language),
    },
  ];
  return (
    <Table<OrderListItem>
      rowKey="id"
      size="small"
      columns={columns}
      loading={orders.isFetching}
      dataSource={orders.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: orders.isError ? t('ordersFailed') : t('noOrders') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: orders.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
    />
  );
}
