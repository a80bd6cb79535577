import type { OrderDetail } from '@shop/contract/areas/order';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../lib/use-money';

/** The order's amounts, every one as the server computed it. */
export function OrderAmounts({ order, money }: { order: OrderDetail; money: Money }) {
  const { t } = useTranslation('order');
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={[
        { key: 'subtotal', label: t('subtotal'), children: money.format(order.subtotal) },
        { key: 'shipping', label: t('shippingFee'), children: money.format(order.shippingFee) },
        { key: 'discount', label: t('discount'), children: `−${money.format(order.discount)}` },
        {
          key: 'total',
          label: t('total'),
          children: <Typography.Text strong>{money.format(order.total)}</Typography.Text>,
        },
        { key: 'paid', label: t('paid'), children: money.format(order.paidAmount) },
        {
          key: 'refunded',
          label: t('refunded'),
          children:
            order.refundedShipping > 0
              ? t('refundedWithShipping', {
                  amount: money.format(order.refundedAmount),
                  shipping: money.format(order.refundedShipping),
                })
              : money.format(order.refundedAmount),
        },
      ]}
    />
  );
}
