import type { PaymentListItem } from '@shop/contract/areas/payment';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink } from '../app/page-links';
import { bizTypeLabelKeys } from '../lib/labels/payment-labels';

type Biz = Pick<PaymentListItem, 'bizType' | 'orderId' | 'orderNo' | 'exchangeOrderId' | 'exchangeNo'>;

/**
 * What a payment or refund paid for, as a link to it: an order's number to its drawer on the
 * Orders page, an exchange number to its drawer on the Exchange page.
 */
export function BizLink({ row }: { row: Biz }) {
  if (row.bizType === 'EXCHANGE' && row.exchangeOrderId !== null)
    return <Link to={drawerLink('ExchangeList', row.exchangeOrderId)}>{row.exchangeNo}</Link>;
  if (row.orderId !== null) return <Link to={drawerLink('Orders', row.orderId)}>{row.orderNo}</Link>;
  return <>{row.exchangeNo ?? row.orderNo ?? '—'}</>;
}

/** The business type as a tag: Order, or Points exchange. */
export function BizTag({ bizType }: { bizType: Biz['bizType'] }) {
  const { t } = useTranslation('payment');
  return <Tag color={bizType === 'EXCHANGE' ? 'purple' : undefined}>{t(bizTypeLabelKeys[bizType])}</Tag>;
}
