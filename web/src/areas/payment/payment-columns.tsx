import type { PaymentListItem } from '@shop/contract/areas/payment';
import { Flex, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BizLink, BizTag } from '../../components/biz-link';
import {
  channelLabelKeys,
  kindLabelKeys,
  paymentStatusColours,
  paymentStatusLabelKeys,
} from '../../lib/labels/payment-labels';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import type { ListColumn } from '../../lib/list/list-table';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';

export const NONE = '—';

const CUSTOMER_WIDTH = 160;
const REFERENCE_WIDTH = 160;
const CHANNEL_WIDTH = 120;
const DATE_WIDTH = 130;

/**
 * The payments list's columns: pay number (opens the detail), order (to the Orders list), customer,
 * channel, status, amount and paid at; kind, refunded, reference, recorded by and when recorded
 * wait in the chooser (the detail shows them all).
 */
export function usePaymentColumns(drawer: EditDrawer, money: Money): ListColumn<PaymentListItem>[] {
  const { t, i18n } = useTranslation('payment');
  const { linkTo, linkState } = drawer;
  return useMemo(() => {
    const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : NONE);
    return [
      {
        key: 'payNo',
        title: t('payNo'),
        role: 'identity',
        render: (_, row) => (
          <Link to={linkTo(row.id)} state={linkState}>
            {row.payNo}
          </Link>
        ),
      },
      {
        key: 'orderNo',
        title: t('orderNo'),
        // An exchange's cash part says so under its number; the type's own column waits in the chooser.
        render: (_, row) => (
          <Flex vertical align="start" gap={2}>
            <BizLink row={row} />
            {row.bizType === 'EXCHANGE' ? <BizTag bizType={row.bizType} /> : null}
          </Flex>
        ),
      },
      {
        key: 'bizType',
        title: t('bizType'),
        role: 'secondary',
        render: (_, row) => <BizTag bizType={row.bizType} />,
      },
      { key: 'customer', title: t('customer'), dataIndex: 'customerName', maxWidth: CUSTOMER_WIDTH },
      {
        key: 'channel',
        title: t('channel'),
        // A long channel name ("Transferencia bancaria") wraps rather than widen the table.
        width: CHANNEL_WIDTH,
        render: (_, row) => t(channelLabelKeys[row.channel]),
      },
      {
        key: 'kind',
        title: t('kind'),
        role: 'secondary',
        render: (_, row) => t(kindLabelKeys[row.kind]),
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) => (
          <Tag color={paymentStatusColours[row.status]}>{t(paymentStatusLabelKeys[row.status])}</Tag>
        ),
      },
      {
        key: 'amount',
        title: t('amount'),
        sortField: 'amount',
        align: 'right',
        render: (_, row) => money.format(row.amount),
      },
      {
        key: 'refunded',
        title: t('refunded'),
        align: 'right',
        role: 'secondary',
        render: (_, row) => (row.refundedAmount > 0 ? money.format(row.refundedAmount) : NONE),
      },
      {
        key: 'reference',
        title: t('reference'),
        role: 'secondary',
        maxWidth: REFERENCE_WIDTH,
        render: (_, row) => row.reference ?? NONE,
      },
      // The time wraps under the date rather than widen the table.
      { key: 'paidAt', title: t('paidAt'), width: DATE_WIDTH, render: (_, row) => time(row.paidAt) },
      {
        key: 'recordedBy',
        title: t('recordedBy'),
        role: 'secondary',
        render: (_, row) => row.recordedByName ?? NONE,
      },
      {
        key: 'createdAt',
        title: t('createdAt'),
        sortField: 'createdAt',
        role: 'secondary',
        render: (_, row) => time(row.createdAt),
      },
    ];
  }, [t, i18n.language, linkTo, linkState, money]);
}
