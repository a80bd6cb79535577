import type { OrderDetail } from '@shop/contract/areas/order';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink } from '../../app/page-links';
import { channelLabelKeys } from '../../lib/labels/order-labels';
import { formatDateTime } from '../../lib/time';
import { OrderStatusTags } from './order-status-tags';

/**
 * The top of an order's detail: its status and refund status, the customer (a link to their
 * page), the channel, and each moment of its life so far.
 */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('order');
  const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : null);
  const moments = [
    { key: 'placedAt', label: t('placedAt'), at: order.placedAt },
    { key: 'paidAt', label: t('paidAt'), at: order.paidAt },
    { key: 'shippedAt', label: t('shippedAt'), at: order.shippedAt },
    { key: 'completedAt', label: t('completedAt'), at: order.completedAt },
    { key: 'cancelledAt', label: t('cancelledAt'), at: order.cancelledAt },
    // An unpaid order closes by itself: when, so staff know how long the customer has.
    {
      key: 'autoCloseAt',
      label: t('autoCloseAt'),
      at: order.status === 'PENDING_PAYMENT' ? order.autoCloseAt : null,
    },
  ].filter((m) => m.at);

  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'status', label: t('status'), children: <OrderStatusTags order={order} /> },
        {
          key: 'customer',
          label: t('customer'),
          children: <Link to={drawerLink('Users', order.customerId)}>{order.customerName}</Link>,
        },
        { key: 'channel', label: t('channel'), children: <Tag>{t(channelLabelKeys[order.channel])}</Tag> },
        ...moments.map((m) => ({ key: m.key, label: m.label, children: time(m.at) })),
        ...(order.cancelReason
          ? [
              {
                key: 'cancelReason',
                label: t('cancelReason'),
                children: order.cancelReason,
                span: 'filled' as const,
              },
            ]
          : []),
      ]}
    />
  );
}
