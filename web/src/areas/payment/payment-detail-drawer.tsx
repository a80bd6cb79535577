import type { OrderRefund } from '@shop/contract/areas/order';
import type { PaymentDetail } from '@shop/contract/areas/payment';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, type DescriptionsProps, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BizLink, BizTag } from '../../components/biz-link';
import {
  channelLabelKeys,
  kindLabelKeys,
  paymentStatusColours,
  paymentStatusLabelKeys,
} from '../../lib/labels/payment-labels';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { tableColumns } from '../../lib/list/list-columns';
import { formatDateTime } from '../../lib/time';
import { type Money, useMoney } from '../../lib/use-money';
import { paymentOptions } from './payment.queries';
import { NONE } from './payment-columns';
import { useRefundColumns } from './refund-columns';

function Fields({ payment, money }: { payment: PaymentDetail; money: Money }) {
  const { t, i18n } = useTranslation('payment');
  const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, 'medium') : NONE);
  const items: DescriptionsProps['items'] = [
    { key: 'payNo', label: t('payNo'), children: payment.payNo },
    {
      key: 'status',
      label: t('status'),
      children: (
        <Tag color={paymentStatusColours[payment.status]}>{t(paymentStatusLabelKeys[payment.status])}</Tag>
      ),
    },
    {
      key: 'orderNo',
      label: t('orderNo'),
      children: <BizLink row={payment} />,
    },
    { key: 'bizType', label: t('bizType'), children: <BizTag bizType={payment.bizType} /> },
    { key: 'customer', label: t('customer'), children: payment.customerName },
    { key: 'channel', label: t('channel'), children: t(channelLabelKeys[payment.channel]) },
    { key: 'kind', label: t('kind'), children: t(kindLabelKeys[payment.kind]) },
    { key: 'amount', label: t('amount'), children: money.format(payment.amount) },
    { key: 'refunded', label: t('refunded'), children: money.format(payment.refundedAmount) },
    {
      key: 'remaining',
      label: t('remaining'),
      children: money.format(payment.amount - payment.refundedAmount),
    },
    { key: 'reference', label: t('reference'), children: payment.reference ?? NONE },
    { key: 'paidAt', label: t('paidAt'), children: time(payment.paidAt) },
    { key: 'createdAt', label: t('createdAt'), children: time(payment.createdAt) },
    { key: 'recordedBy', label: t('recordedBy'), children: payment.recordedByName ?? NONE },
    { key: 'note', label: t('note'), children: payment.note || NONE },
  ];
  return <Descriptions bordered size="small" column={1} items={items} />;
}

function Refunds({ refunds, money }: { refunds: OrderRefund[]; money: Money }) {
  const { t } = useTranslation('payment');
  // The Refunds list's columns as a plain table shows them: all of them, none sortable.
  const columns = tableColumns(useRefundColumns(money));
  return (
    // The section scrolls sideways itself, and takes focus so the keyboard can scroll it too (axe:
    // scrollable-region-focusable; antd's own scroller cannot take a tabIndex).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section aria-labelledby="payment-refunds-title" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Typography.Title level={5} id="payment-refunds-title" style={{ marginTop: 24 }}>
        {t('refundsOfPayment', { count: refunds.length })}
      </Typography.Title>
      <Table<OrderRefund>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={refunds}
        pagination={false}
        locale={{ emptyText: t('noRefunds') }}
      />
    </section>
  );
}

/** One payment (`?payment=<id>`): every field, its order and customer, and the refunds made from it. */
export function PaymentDetailDrawer({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('payment');
  const money = useMoney();
  const { id } = drawer;
  // The last payment shown stays in the drawer while it slides shut, instead of a skeleton.
  const [shown, setShown] = useState(id);
  if (id !== undefined && id !== shown) setShown(id);
  const payment = useQuery({ ...paymentOptions(shown ?? 0), enabled: shown !== undefined });
  const data = payment.data;

  return (
    <Drawer
      open={id !== undefined}
      onClose={drawer.close}
      title={data ? t('paymentTitle', { payNo: data.payNo }) : t('paymentDetail')}
      size={720}
      destroyOnHidden
    >
      {data ? (
        <>
          <Fields payment={data} money={money} />
          <Refunds refunds={data.refunds} money={money} />
        </>
      ) : payment.isError ? (
        <Alert type="error" showIcon title={t('paymentFailed')} description={payment.error.message} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
