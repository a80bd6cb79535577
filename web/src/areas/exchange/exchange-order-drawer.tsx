import type { ExchangeAction, ExchangeEvent, ExchangeOrderDetail } from '@shop/contract/areas/exchange';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Tag, Timeline, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink, drawerParamOf } from '../../app/page-links';
import { addressText } from '../../components/address-values';
import { orderStatusColours, orderStatusLabelKeys } from '../../lib/labels/exchange-labels';
import { channelLabelKeys, paymentStatusLabelKeys } from '../../lib/labels/payment-labels';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { RecordDrawer } from '../../lib/list/record-drawer';
import { formatNumber } from '../../lib/number-format';
import { usePermissions } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import { type Money, useMoney } from '../../lib/use-money';
import { exchangeOrderOptions } from './exchange.queries';
import { exchangeActionsFor } from './exchange-order-actions';
import { CancelDialog, CompleteDialog, PayDialog, ShipDialog } from './order-dialogs';

const NONE = '—';

const buttonKeys = {
  pay: 'recordPayment',
  ship: 'ship',
  complete: 'complete',
  cancel: 'cancelOrder',
} as const satisfies Record<ExchangeAction, string>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** One timeline entry in words: what happened, with its facts (channel, carrier, reason). */
function eventText(
  event: ExchangeEvent,
  t: ReturnType<typeof useTranslation<'exchange'>>['t'],
  money: Money,
) {
  const data = event.data ?? {};
  const text = (key: string) =>
    typeof data[key] === 'string' || typeof data[key] === 'number' ? String(data[key]) : '';
  switch (event.type) {
    case 'PLACED':
      return t('eventPlaced');
    case 'PAID':
      return t('eventPaid', {
        amount: typeof data.amount === 'number' ? money.format(data.amount) : '',
        reference: text('reference') || NONE,
      });
    case 'SHIPPED':
      return t('eventShipped', { carrier: text('carrier'), trackingNo: text('trackingNo') });
    case 'COMPLETED':
      return t('eventCompleted');
    case 'CANCELLED':
      return t('eventCancelled', { reason: text('reason') });
  }
}

function Detail({ order, anchor }: { order: ExchangeOrderDetail; anchor: string }) {
  const { t, i18n } = useTranslation('exchange');
  const money = useMoney();
  const permissions = usePermissions();
  const [open, setOpen] = useState<ExchangeAction | null>(null);
  const actions = exchangeActionsFor(order, permissions);
  const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : NONE);
  const close = () => setOpen(null);
  const dialog = { order, anchor, onClose: close };

  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'status',
            label: t('status'),
            children: (
              <Tag color={orderStatusColours[order.status]}>{t(orderStatusLabelKeys[order.status])}</Tag>
            ),
          },
          {
            key: 'customer',
            label: t('customer'),
            children: (
              <Link to={drawerLink('Users', order.customerId)}>
                {order.customerPhone ? `${order.customerName} · ${order.customerPhone}` : order.customerName}
              </Link>
            ),
          },
          {
            key: 'item',
            label: t('item'),
            children: `${order.title} (${order.kind === 'VIRTUAL' ? t('kindVirtual') : order.skuCode})`,
          },
          { key: 'quantity', label: t('quantity'), children: formatNumber(order.quantity) },
          { key: 'points', label: t('points'), children: formatNumber(order.pointsTotal) },
          {
            key: 'cash',
            label: t('cash'),
            children: order.cashTotal > 0 ? money.format(order.cashTotal) : NONE,
          },
          ...(order.pointsReturned > 0
            ? [{ key: 'returned', label: t('pointsReturned'), children: formatNumber(order.pointsReturned) }]
            : []),
          { key: 'placedAt', label: t('placedAt'), children: time(order.placedAt) },
          { key: 'placedBy', label: t('placedBy'), children: order.placedByName ?? NONE },
          { key: 'note', label: t('note'), children: order.note || NONE },
          ...(order.cancelReason
            ? [{ key: 'cancelReason', label: t('cancelReason'), children: order.cancelReason }]
            : []),
        ]}
      />
      {actions.length > 0 ? (
        <Flex gap={8} wrap role="toolbar" aria-label={t('orderActions')} style={{ marginTop: 16 }}>
          {actions.map((action, i) => (
            <Button
              key={action}
              type={i === 0 && action !== 'cancel' ? 'primary' : 'default'}
              danger={action === 'cancel'}
              onClick={() => setOpen(action)}
            >
              {t(buttonKeys[action])}
            </Button>
          ))}
        </Flex>
      ) : null}
      <Section title={t('sectionShipping')}>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'address',
              label: t('address'),
              children: order.receiver ? addressText(order.receiver) : t('noAddressVirtual'),
            },
            { key: 'carrier', label: t('carrier'), children: order.carrier ?? NONE },
            { key: 'trackingNo', label: t('trackingNo'), children: order.trackingNo ?? NONE },
            { key: 'shippedAt', label: t('shippedAt'), children: time(order.shippedAt) },
          ]}
        />
      </Section>
      <Section title={t('sectionPayment')}>
        {order.payment ? (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              {
                key: 'payNo',
                label: t('payNo'),
                children: <Link to={drawerLink('PayList', order.payment.id)}>{order.payment.payNo}</Link>,
              },
              {
                key: 'channel',
                label: t('payChannel'),
                children: t(channelLabelKeys[order.payment.channel], { ns: 'payment' }),
              },
              { key: 'amount', label: t('amount'), children: money.format(order.payment.amount) },
              {
                key: 'payStatus',
                label: t('status'),
                children: t(paymentStatusLabelKeys[order.payment.status], { ns: 'payment' }),
              },
              { key: 'reference', label: t('reference'), children: order.payment.reference || NONE },
              { key: 'paidAt', label: t('paidAt'), children: time(order.payment.paidAt) },
              ...(order.refund
                ? [
                    {
                      key: 'refund',
                      label: t('refunded'),
                      children: `${money.format(order.refund.amount)} · ${order.refund.refundNo}`,
                    },
                  ]
                : []),
            ]}
          />
        ) : (
          <Typography.Text type="secondary">
            {order.cashTotal > 0 ? t('cashNotPaid') : t('pointsOnly')}
          </Typography.Text>
        )}
      </Section>
      <Section title={t('sectionTimeline')}>
        <Timeline
          items={order.events.map((event, i) => ({
            key: i,
            color: event.type === 'CANCELLED' ? 'red' : 'blue',
            children: (
              <div data-event={event.type}>
                <div>{eventText(event, t, money)}</div>
                <Typography.Text type="secondary">
                  {time(event.createdAt)}
                  {event.actorName ? ` · ${event.actorName}` : ''}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      </Section>
      {open === 'pay' ? <PayDialog {...dialog} money={money} /> : null}
      {open === 'ship' ? <ShipDialog {...dialog} /> : null}
      {open === 'complete' ? <CompleteDialog {...dialog} /> : null}
      {open === 'cancel' ? <CancelDialog {...dialog} money={money} /> : null}
    </>
  );
}

/** The drawer of `?exchangeOrder=<id>`: the whole exchange order, with the actions its status allows. */
export function ExchangeOrderDrawer({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('exchange');
  const order = useQuery({ ...exchangeOrderOptions(drawer.id ?? 0), enabled: drawer.id !== undefined });
  return (
    <RecordDrawer
      drawer={drawer}
      query={order}
      title={(data) => t('orderTitle', { exchangeNo: data.exchangeNo })}
      size={800}
      texts={{
        loading: t('order'),
        loadFailed: t('orderLoadFailed'),
        refreshFailed: t('orderRefreshFailed'),
        retry: t('retry'),
      }}
    >
      {(data) => <Detail key={data.id} order={data} anchor={drawerParamOf('ExchangeList')} />}
    </RecordDrawer>
  );
}
