import type { PaymentListItem } from '@shop/contract/areas/payment';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BizLink } from '../../components/biz-link';
import {
  channelLabelKeys,
  paymentStatusColours,
  paymentStatusLabelKeys,
} from '../../lib/labels/payment-labels';
import { formatDateTime } from '../../lib/time';
import { useMoney } from '../../lib/use-money';
import { customerPaymentsOptions } from './customer.queries';

const PAGE_SIZE = 10;

/** The Payments tab: what the customer paid (and had refunded), newest first. */
export function PaymentsTab({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation('customer');
  // The statuses and channels are the payment area's, named and coloured as the Pay List shows them.
  const { t: paymentText } = useTranslation('payment');
  const money = useMoney();
  const [page, setPage] = useState(1);
  const payments = useQuery(customerPaymentsOptions(customerId, page, PAGE_SIZE));
  const columns: ColumnsType<PaymentListItem> = [
    { key: 'payNo', title: t('payNo'), dataIndex: 'payNo' },
    {
      key: 'orderNo',
      title: t('orderNo'),
      // An order's number opens it on the Orders page, an exchange number on the Exchange page.
      render: (_, row) => <BizLink row={row} />,
    },
    { key: 'channel', title: t('channel'), render: (_, row) => paymentText(channelLabelKeys[row.channel]) },
    {
      key: 'status',
      title: t('paymentStatus'),
      render: (_, row) => (
        <Tag color={paymentStatusColours[row.status]}>{paymentText(paymentStatusLabelKeys[row.status])}</Tag>
      ),
    },
    { key: 'amount', title: t('amount'), align: 'right', render: (_, row) => money.format(row.amount) },
    {
      key: 'refunded',
      title: t('refunded'),
      align: 'right',
      render: (_, row) => (row.refundedAmount > 0 ? money.format(row.refundedAmount) : '—'),
    },
    {
      key: 'paidAt',
      title: t('paidAt'),
      render: (_, row) => (row.paidAt ? formatDateTime(row.paidAt, i18n.language) : '—'),
    },
  ];
  return (
    <Table<PaymentListItem>
      rowKey="id"
      size="small"
      columns={columns}
      loading={payments.isFetching}
      dataSource={payments.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: payments.isError ? t('paymentsFailed') : t('noPayments') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: payments.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
    />
  );
}
