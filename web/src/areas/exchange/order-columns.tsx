import type { ExchangeOrderListItem } from '@shop/contract/areas/exchange';
import { Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderStatusColours, orderStatusLabelKeys } from '../../lib/labels/exchange-labels';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import type { ListColumn } from '../../lib/list/list-table';
import { formatNumber } from '../../lib/number-format';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';

const NONE = '—';
const CUSTOMER_WIDTH = 160;
const ITEM_WIDTH = 150;
const DATE_WIDTH = 130;

/**
 * The exchange orders' columns: number (opens the detail), customer, item, quantity, points,
 * cash, status and when placed; paid and shipped wait in the chooser.
 */
export function useExchangeOrderColumns(
  drawer: EditDrawer,
  money: Money,
): ListColumn<ExchangeOrderListItem>[] {
  const { t, i18n } = useTranslation('exchange');
  const { linkTo, linkState } = drawer;
  return useMemo(() => {
    const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : NONE);
    return [
      {
        key: 'exchangeNo',
        title: t('exchangeNo'),
        sortField: 'exchangeNo',
        role: 'identity',
        render: (_, row) => (
          <Link
            to={linkTo(row.id)}
            state={linkState}
            aria-label={t('openOrder', { exchangeNo: row.exchangeNo })}
          >
            {row.exchangeNo}
          </Link>
        ),
      },
      {
        key: 'customer',
        title: t('customer'),
        maxWidth: CUSTOMER_WIDTH,
        render: (_, row) => (
          <Flex vertical>
            <span>{row.customerName}</span>
            {row.customerPhone ? (
              <Typography.Text type="secondary">{row.customerPhone}</Typography.Text>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'item',
        title: t('item'),
        maxWidth: ITEM_WIDTH,
        render: (_, row) => (
          <Flex vertical>
            <span>{row.title}</span>
            <Typography.Text type="secondary">
              {row.kind === 'VIRTUAL' ? t('kindVirtual') : row.skuCode}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'quantity',
        title: t('quantity'),
        align: 'right',
        render: (_, row) => formatNumber(row.quantity),
      },
      {
        key: 'pointsTotal',
        title: t('points'),
        sortField: 'pointsTotal',
        align: 'right',
        render: (_, row) => formatNumber(row.pointsTotal),
      },
      {
        key: 'cashTotal',
        title: t('cash'),
        sortField: 'cashTotal',
        align: 'right',
        render: (_, row) => (row.cashTotal > 0 ? money.format(row.cashTotal) : NONE),
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) => (
          <Tag color={orderStatusColours[row.status]}>{t(orderStatusLabelKeys[row.status])}</Tag>
        ),
      },
      {
        key: 'placedAt',
        title: t('placedAt'),
        sortField: 'placedAt',
        width: DATE_WIDTH,
        render: (_, row) => time(row.placedAt),
      },
      { key: 'paidAt', title: t('paidAt'), role: 'secondary', render: (_, row) => time(row.paidAt) },
      { key: 'shippedAt', title: t('shippedAt'), role: 'secondary', render: (_, row) => time(row.shippedAt) },
    ];
  }, [t, i18n.language, linkTo, linkState, money]);
}
