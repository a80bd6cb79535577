import type { OrderDetail } from '@shop/contract/areas/order';
import { useTranslation } from 'react-i18next';
import { ShipDialog as ShipFormDialog, type ShipValues } from '../../components/ship-dialog';
import { feedback } from '../../lib/feedback';
import { shipOrder } from './order-actions.api';
import { answeredOrder, useOrderAction } from './use-order-action';

/** Ships a paid order with its carrier and tracking number (the reserved stock leaves the shelf). */
export function ShipDialog({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation('order');
  const ship = useOrderAction(
    (values: ShipValues) => shipOrder(order.id, values),
    () => {
      feedback.success(t('shipped', { orderNo: order.orderNo }));
      onClose();
    },
    answeredOrder,
  );
  return (
    <ShipFormDialog
      name="order-ship"
      title={t('shipTitle', { orderNo: order.orderNo })}
      okText={t('ship')}
      labels={{ carrier: t('carrier'), trackingNo: t('trackingNo') }}
      ship={ship}
      anchor="order"
      onClose={onClose}
    />
  );
}
