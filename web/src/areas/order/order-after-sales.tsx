import type { AfterSale, AfterSaleAction, OrderDetail } from '@shop/contract/areas/order';
import { Button, Flex, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  afterSaleStatusColours,
  afterSaleStatusLabelKeys,
  afterSaleTypeLabelKeys,
} from '../../lib/labels/order-labels';
import { usePermissions } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import { afterSaleActionsFor } from './order-actions';
import { linesText } from './refund-lines';

const actionLabelKeys = {
  approve: 'approve',
  reject: 'reject',
  receive: 'confirmReceived',
  cancel: 'cancelAfterSale',
  refund: 'refundAfterSale',
} as const satisfies Record<AfterSaleAction, string>;

/**
 * The order's after-sales: type, status, the lines claimed, the reason (and why it was refused),
 * and the next steps each allows for the signed-in staff member.
 */
export function OrderAfterSales({
  order,
  onAction,
}: {
  order: OrderDetail;
  onAction(afterSale: AfterSale, action: AfterSaleAction): void;
}) {
  const { t, i18n } = useTranslation('order');
  const permissions = usePermissions();
  return (
    <Table<AfterSale>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={order.afterSales}
      locale={{ emptyText: t('noAfterSales') }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'no', title: t('afterSaleNo'), dataIndex: 'afterSaleNo' },
        { key: 'type', title: t('afterSaleType'), render: (_, a) => t(afterSaleTypeLabelKeys[a.type]) },
        {
          key: 'status',
          title: t('status'),
          render: (_, a) => (
            <Flex gap={4} wrap>
              <Tag color={afterSaleStatusColours[a.status]}>{t(afterSaleStatusLabelKeys[a.status])}</Tag>
              {a.restocked ? <Tag color="green">{t('restocked')}</Tag> : null}
            </Flex>
          ),
        },
        { key: 'lines', title: t('lines'), render: (_, a) => linesText(a.lines, order) },
        {
          key: 'reason',
          title: t('reason'),
          render: (_, a) => (
            <Flex vertical>
              <span>{a.reason}</span>
              {a.rejectReason ? (
                <Typography.Text type="danger">
                  {t('rejectedBecause', { reason: a.rejectReason })}
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        },
        { key: 'at', title: t('at'), render: (_, a) => formatDateTime(a.createdAt, i18n.language) },
        {
          key: 'actions',
          title: t('actions'),
          fixed: 'right',
          render: (_, a) => (
            <Space size="small" wrap>
              {afterSaleActionsFor(a, permissions).map((action) => (
                <Button
                  key={action}
                  size="small"
                  danger={action === 'reject'}
                  type={action === 'refund' ? 'primary' : 'default'}
                  aria-label={t('afterSaleActionOf', {
                    action: t(actionLabelKeys[action]),
                    afterSaleNo: a.afterSaleNo,
                  })}
                  onClick={() => onAction(a, action)}
                >
                  {t(actionLabelKeys[action])}
                </Button>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
