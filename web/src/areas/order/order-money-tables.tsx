import type { OrderDetail, OrderPayment, OrderRefund } from '@shop/contract/areas/order';
import { Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  channelLabelKeys,
  paymentStatusColours,
  paymentStatusLabelKeys,
  refundStatusColours,
  refundStatusLabelKeys,
} from '../../lib/labels/payment-labels';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';
import { linesText } from './refund-lines';
import { SideScroll } from './side-scroll';

/** The order's payments: number, channel, status, amount (and what of it was refunded), reference, who and when. */
export function OrderPaymentsTable({ payments, money }: { payments: OrderPayment[]; money: Money }) {
  const { t, i18n } = useTranslation('order');
  // Channels and statuses are the payment area's, named and coloured as the Pay List shows them.
  const { t: paymentText } = useTranslation('payment');
  // Most orders have none: a line of text, not an empty table to mount and measure.
  if (payments.length === 0) return <Typography.Text type="secondary">{t('noPayments')}</Typography.Text>;
  return (
    <SideScroll>
      <Table<OrderPayment>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={payments}
        columns={[
          { key: 'payNo', title: t('payNo'), dataIndex: 'payNo' },
          {
            key: 'channel',
            title: t('payChannel'),
            render: (_, p) => paymentText(channelLabelKeys[p.channel]),
          },
          {
            key: 'status',
            title: t('status'),
            render: (_, p) => (
              <Tag color={paymentStatusColours[p.status]}>
                {paymentText(paymentStatusLabelKeys[p.status])}
              </Tag>
            ),
          },
          {
            key: 'amount',
            title: t('amount'),
            align: 'right',
            render: (_, p) => (
              <Flex vertical align="end">
                <span>{money.format(p.amount)}</span>
                {p.refundedAmount > 0 ? (
                  <Typography.Text type="secondary">
                    {t('ofWhichRefunded', { amount: money.format(p.refundedAmount) })}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          { key: 'reference', title: t('reference'), render: (_, p) => p.reference ?? '—' },
          {
            key: 'paidAt',
            title: t('paidAt'),
            render: (_, p) => (p.paidAt ? formatDateTime(p.paidAt, i18n.language) : '—'),
          },
          { key: 'by', title: t('recordedBy'), render: (_, p) => p.recordedByName ?? t('bySystem') },
          { key: 'note', title: t('note'), render: (_, p) => p.note || '—' },
        ]}
      />
    </SideScroll>
  );
}

/** The order's refunds: number, status, amount with its shipping part, the lines, reason, who and when. */
export function OrderRefundsTable({ order, money }: { order: OrderDetail; money: Money }) {
  const { t, i18n } = useTranslation('order');
  const { t: paymentText } = useTranslation('payment');
  if (order.refunds.length === 0) return <Typography.Text type="secondary">{t('noRefunds')}</Typography.Text>;
  return (
    <SideScroll>
      <Table<OrderRefund>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.refunds}
        columns={[
          { key: 'refundNo', title: t('refundNo'), dataIndex: 'refundNo' },
          {
            key: 'status',
            title: t('status'),
            render: (_, r) => (
              <Tag color={refundStatusColours[r.status]}>{paymentText(refundStatusLabelKeys[r.status])}</Tag>
            ),
          },
          { key: 'amount', title: t('amount'), align: 'right', render: (_, r) => money.format(r.amount) },
          {
            key: 'shipping',
            title: t('refundShippingPart'),
            align: 'right',
            render: (_, r) => (r.shipping > 0 ? money.format(r.shipping) : '—'),
          },
          { key: 'lines', title: t('lines'), render: (_, r) => linesText(r.lines, order) || '—' },
          { key: 'reason', title: t('reason'), dataIndex: 'reason' },
          { key: 'by', title: t('by'), render: (_, r) => r.createdByName ?? t('bySystem') },
          { key: 'at', title: t('at'), render: (_, r) => formatDateTime(r.createdAt, i18n.language) },
        ]}
      />
    </SideScroll>
  );
}
