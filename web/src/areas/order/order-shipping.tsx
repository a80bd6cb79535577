import type { OrderDetail } from '@shop/contract/areas/order';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { placeText } from '../../components/address-values';
import { formatDateTime } from '../../lib/time';

/** Who receives the parcel and where, the buyer's note, and how it went out (once shipped). */
export function OrderShipping({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('order');
  const { receiver } = order;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={[
        { key: 'receiver', label: t('receiverName'), children: receiver.receiverName },
        { key: 'phone', label: t('receiverPhone'), children: receiver.phone },
        { key: 'address', label: t('address'), children: placeText(receiver) },
        { key: 'buyerNote', label: t('buyerNote'), children: order.buyerNote || '—' },
        { key: 'carrier', label: t('carrier'), children: order.carrier ?? t('notShipped') },
        { key: 'trackingNo', label: t('trackingNo'), children: order.trackingNo ?? '—' },
        ...(order.shippedAt
          ? [
              {
                key: 'shippedAt',
                label: t('shippedAt'),
                children: formatDateTime(order.shippedAt, i18n.language),
              },
            ]
          : []),
      ]}
    />
  );
}
