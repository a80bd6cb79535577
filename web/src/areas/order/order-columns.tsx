import type { OrderListItem } from '@shop/contract/areas/order';
import { Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { channelLabelKeys } from '../../lib/labels/order-labels';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import type { ListColumn } from '../../lib/list/list-table';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';
import { OrderStatusTags } from './order-status-tags';

const CUSTOMER_WIDTH = 160;
const STATUS_WIDTH = 180;
const DATE_WIDTH = 130;

/**
 * The order list's columns: number (opens the detail), customer, items, total, status with refund
 * and after-sale tags, channel, and when it was placed; receiver and paid wait in the chooser.
 */
export function useOrderColumns(drawer: EditDrawer, money: Money): ListColumn<OrderListItem>[] {
  const { t, i18n } = useTranslation('order');
  const { linkTo, linkState } = drawer;
  return useMemo(
    () => [
      {
        key: 'orderNo',
        title: t('orderNo'),
        sortField: 'orderNo',
        role: 'identity',
        render: (_, row) => (
          <Link to={linkTo(row.id)} state={linkState} aria-label={t('openOrder', { orderNo: row.orderNo })}>
            {row.orderNo}
          </Link>
        ),
      },
      { key: 'customer', title: t('customer'), dataIndex: 'customerName', maxWidth: CUSTOMER_WIDTH },
      {
        key: 'receiver',
        title: t('receiver'),
        role: 'secondary',
        render: (_, row) => (
          <Flex vertical>
            <span>{row.receiverName}</span>
            <Typography.Text type="secondary">{row.receiverPhone}</Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'items',
        title: t('items'),
        align: 'right',
        render: (_, row) => formatNumber(row.itemCount),
      },
      {
        key: 'total',
        title: t('total'),
        sortField: 'total',
        align: 'right',
        render: (_, row) => money.format(row.total),
      },
      {
        key: 'paid',
        title: t('paid'),
        align: 'right',
        role: 'secondary',
        render: (_, row) => (row.paidAmount > 0 ? money.format(row.paidAmount) : '—'),
      },
      {
        key: 'status',
        title: t('status'),
        // A refund or an open after-sale tag wraps under the status rather than widen the table.
        width: STATUS_WIDTH,
        render: (_, row) => <OrderStatusTags order={row} />,
      },
      {
        key: 'channel',
        title: t('channel'),
        render: (_, row) => <Tag>{t(channelLabelKeys[row.channel])}</Tag>,
      },
      {
        key: 'placedAt',
        title: t('placedAt'),
        sortField: 'placedAt',
        // The time wraps under the date.
        width: DATE_WIDTH,
        render: (_, row) => formatDateTime(row.placedAt, i18n.language),
      },
    ],
    // formatNumber reads the current language; the memo follows it through i18n.language.
    [t, i18n.language, linkTo, linkState, money],
  );
}
