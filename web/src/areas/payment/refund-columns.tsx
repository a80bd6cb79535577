import type { OrderRefund } from '@shop/contract/areas/order';
import type { RefundListItem } from '@shop/contract/areas/payment';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BizLink, BizTag } from '../../components/biz-link';
import { refundStatusColours, refundStatusLabelKeys } from '../../lib/labels/payment-labels';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import type { ListColumn } from '../../lib/list/list-table';
import { formatDateTime } from '../../lib/time';
import type { Money } from '../../lib/use-money';
import { NONE } from './payment-columns';

const REASON_WIDTH = 140;
const CUSTOMER_WIDTH = 120;
const DATE_WIDTH = 130;

/**
 * A refund's own columns, as its payment's drawer shows them: number, amount, the shipping part
 * of it, items, status, reason, who and when. The Refunds list adds its payment, order and
 * customer, and keeps the order, the shipping part, items and who in the chooser.
 */
export function useRefundColumns<Row extends OrderRefund>(money: Money, sortable = false): ListColumn<Row>[] {
  const { t, i18n } = useTranslation('payment');
  return useMemo(
    () => [
      { key: 'refundNo', title: t('refundNo'), dataIndex: 'refundNo', role: 'identity' },
      {
        key: 'amount',
        title: t('amount'),
        sortField: sortable ? 'amount' : undefined,
        align: 'right',
        render: (_, row) => money.format(row.amount),
      },
      {
        key: 'shipping',
        title: t('shippingPart'),
        align: 'right',
        role: 'secondary',
        render: (_, row) => (row.shipping > 0 ? money.format(row.shipping) : NONE),
      },
      {
        key: 'items',
        title: t('items'),
        align: 'right',
        role: 'secondary',
        render: (_, row) => row.lines.reduce((sum, line) => sum + line.quantity, 0) || NONE,
      },
      {
        key: 'status',
        title: t('status'),
        render: (_, row) => (
          <Tag color={refundStatusColours[row.status]}>{t(refundStatusLabelKeys[row.status])}</Tag>
        ),
      },
      { key: 'reason', title: t('reason'), maxWidth: REASON_WIDTH, render: (_, row) => row.reason || NONE },
      {
        key: 'by',
        title: t('refundedBy'),
        role: 'secondary',
        render: (_, row) => row.createdByName ?? NONE,
      },
      {
        key: 'createdAt',
        title: t('refundedAt'),
        sortField: sortable ? 'createdAt' : undefined,
        // The time wraps under the date rather than widen the table.
        width: DATE_WIDTH,
        render: (_, row) => formatDateTime(row.createdAt, i18n.language),
      },
    ],
    [t, i18n.language, money, sortable],
  );
}

/** The Refunds list's columns: the refund's own, with its payment (opens the drawer), order and customer. */
export function useRefundListColumns(drawer: EditDrawer, money: Money): ListColumn<RefundListItem>[] {
  const { t } = useTranslation('payment');
  const own = useRefundColumns<RefundListItem>(money, true);
  const { linkTo, linkState } = drawer;
  return useMemo(() => {
    const links: ListColumn<RefundListItem>[] = [
      {
        key: 'payNo',
        title: t('payNo'),
        render: (_, row) => (
          <Link to={linkTo(row.paymentId)} state={linkState}>
            {row.payNo}
          </Link>
        ),
      },
      {
        key: 'orderNo',
        title: t('orderNo'),
        role: 'secondary',
        render: (_, row) => <BizLink row={row} />,
      },
      {
        key: 'bizType',
        title: t('bizType'),
        role: 'secondary',
        render: (_, row) => <BizTag bizType={row.bizType} />,
      },
      { key: 'customer', title: t('customer'), dataIndex: 'customerName', maxWidth: CUSTOMER_WIDTH },
    ];
    // After the refund number, which stays first.
    return [...own.slice(0, 1), ...links, ...own.slice(1)];
  }, [own, t, linkTo, linkState]);
}
