import type { OrderDetail } from '@shop/contract/areas/order';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { completeOrder } from './order-actions.api';
import { answeredOrder, useOrderAction } from './use-order-action';

/** Completes a shipped order (the customer has the goods); after-sales stay open for a while. */
export function CompleteDialog({ order, onClose }: { order: OrderDetail; onClose(): void }) {
  const { t } = useTranslation('order');
  const complete = useOrderAction(
    () => completeOrder(order.id),
    () => {
      feedback.success(t('completed', { orderNo: order.orderNo }));
      onClose();
    },
    answeredOrder,
  );
  return (
    <ActionModal
      title={t('completeTitle', { orderNo: order.orderNo })}
      okText={t('complete')}
      onOk={() => !complete.isPending && complete.mutate()}
      onClose={onClose}
      pending={complete.isPending}
      error={complete.error}
    >
      <Typography.Paragraph>{t('completeText')}</Typography.Paragraph>
    </ActionModal>
  );
}
