import type { OrderDetail } from '@shop/contract/areas/order';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../lib/use-money';

type Items = NonNullable<DescriptionsProps['items']>;

/** The order's amounts, every one as the server computed it, and the points it used and earned. */
export function OrderAmounts({ order, money }: { order: OrderDetail; money: Money }) {
  const { t } = useTranslation('order');
  const { used, earned } = pointItems(order, t);
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={[
        { key: 'subtotal', label: t('subtotal'), children: money.format(order.subtotal) },
        { key: 'shipping', label: t('shippingFee'), children: money.format(order.shippingFee) },
        { key: 'discount', label: t('discount'), children: `−${money.format(order.discount)}` },
        ...(order.pointsUsed > 0
          ? [
              {
                key: 'pointsDiscount',
                label: t('pointsDiscount'),
                children: t('pointsDiscountValue', {
                  points: order.pointsUsed,
                  amount: `−${money.format(order.pointsDiscount)}`,
                }),
              },
            ]
          : []),
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
        ...used,
        ...earned,
      ]}
    />
  );
}

/** Points given back of those used; points earned on completion and taken back by refunds since. */
function pointItems(order: OrderDetail, t: TFunction<'order'>): { used: Items; earned: Items } {
  const used: Items =
    order.pointsUsed > 0
      ? [{ key: 'pointsReturned', label: t('pointsReturned'), children: String(order.pointsReturned) }]
      : [];
  if (order.pointsEarned === 0) return { used, earned: [] };
  const takenBack =
    order.pointsEarnReversed === 0
      ? null
      : order.pointsEarnShortfall > 0
        ? t('pointsTakenBackShortfall', {
            points: order.pointsEarnReversed,
            shortfall: order.pointsEarnShortfall,
          })
        : t('pointsTakenBack', { count: order.pointsEarnReversed });
  return {
    used,
    earned: [
      {
        key: 'pointsEarned',
        label: t('pointsEarned'),
        children: takenBack ? `${order.pointsEarned} · ${takenBack}` : String(order.pointsEarned),
      },
    ],
  };
}
