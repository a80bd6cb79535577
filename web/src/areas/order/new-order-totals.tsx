import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../lib/use-money';
import { type DraftLine, indicativeSubtotal } from './new-order-values';

/**
 * What the order being written comes to at the prices shown, labelled as an indication: the
 * server prices the order and works out every total, which the order's detail shows once placed.
 */
export function NewOrderTotals({
  lines,
  shippingFee,
  discount,
  pointsDiscount,
  money,
}: {
  lines: readonly DraftLine[];
  shippingFee: number | null;
  discount: number | null;
  /** What the points typed take off (minor units). */
  pointsDiscount: number;
  money: Money;
}) {
  const { t } = useTranslation('order');
  const subtotal = indicativeSubtotal(lines);
  const total = Math.max(0, subtotal + (shippingFee ?? 0) - (discount ?? 0) - pointsDiscount);
  return (
    <>
      <Descriptions
        size="small"
        column={1}
        bordered
        title={t('indicativeTitle')}
        items={[
          { key: 'subtotal', label: t('subtotal'), children: money.format(subtotal) },
          { key: 'shipping', label: t('shippingFee'), children: money.format(shippingFee ?? 0) },
          { key: 'discount', label: t('discount'), children: `−${money.format(discount ?? 0)}` },
          ...(pointsDiscount > 0
            ? [{ key: 'points', label: t('pointsDiscount'), children: `−${money.format(pointsDiscount)}` }]
            : []),
          { key: 'total', label: t('total'), children: money.format(total) },
        ]}
      />
      <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('indicativeHelp')} />
    </>
  );
}
