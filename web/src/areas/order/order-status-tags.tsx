import type { OrderListItem } from '@shop/contract/areas/order';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  refundStatusColours,
  refundStatusLabelKeys,
  statusColours,
  statusLabelKeys,
} from '../../lib/labels/order-labels';

/** An order's status, its refund status when anything was refunded, and an open after-sale. */
export function OrderStatusTags({
  order,
}: {
  order: Pick<OrderListItem, 'status' | 'refundStatus' | 'hasOpenAfterSale'>;
}) {
  const { t } = useTranslation('order');
  return (
    <Flex gap={4} wrap>
      <Tag color={statusColours[order.status]}>{t(statusLabelKeys[order.status])}</Tag>
      {order.refundStatus !== 'NONE' ? (
        <Tag color={refundStatusColours[order.refundStatus]}>
          {t(refundStatusLabelKeys[order.refundStatus])}
        </Tag>
      ) : null}
      {order.hasOpenAfterSale ? <Tag color="orange">{t('afterSaleOpen')}</Tag> : null}
    </Flex>
  );
}
