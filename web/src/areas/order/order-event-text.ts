import { type OrderEvent, paymentChannels } from '@shop/contract/areas/order';
import type { TFunction } from 'i18next';
import { afterSaleTypeLabelKeys } from '../../lib/labels/order-labels';
import { channelLabelKeys } from '../../lib/labels/payment-labels';

type Data = NonNullable<OrderEvent['data']>;

const text = (data: Data, key: string): string | undefined => {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const amount = (data: Data, key: string): number | undefined => {
  const value = data[key];
  return typeof value === 'number' ? value : undefined;
};

/** A headline with the points the event moved after it, when it moved any. */
const withPoints = (headline: string, points: number | undefined, phrase: (points: number) => string) =>
  points ? `${headline} · ${phrase(points)}` : headline;

/**
 * One timeline entry's headline in the console's language, phrased from the event's type and the
 * facts the server keeps in `data` (amounts formatted by `money`). Whatever staff wrote — a note,
 * a reason — is the event's `message`, shown beneath it as written.
 */
export function eventHeadline(
  event: OrderEvent,
  t: TFunction<'order'>,
  money: (cents: number) => string,
): string {
  const data: Data = event.data ?? {};
  const afterSaleNo = text(data, 'afterSaleNo') ?? '';
  switch (event.type) {
    case 'PLACED':
      return data.channel === 'STOREFRONT' ? t('eventPlacedStorefront') : t('eventPlaced');
    case 'PAID': {
      const paid = amount(data, 'amount');
      const channel = text(data, 'channel');
      if (paid === undefined || !channel) return t('eventPaidPlain');
      const known = (paymentChannels as readonly string[]).includes(channel);
      return t('eventPaid', {
        amount: money(paid),
        channel: known
          ? t(channelLabelKeys[channel as keyof typeof channelLabelKeys], { ns: 'payment' })
          : channel,
        reference: text(data, 'reference') ?? '—',
      });
    }
    case 'SHIPPED':
      return t('eventShipped', {
        carrier: text(data, 'carrier') ?? '—',
        trackingNo: text(data, 'trackingNo') ?? '—',
      });
    case 'COMPLETED': {
      const completed = data.auto === true ? t('eventCompletedAuto') : t('eventCompleted');
      return withPoints(completed, amount(data, 'pointsEarned'), (points) =>
        t('eventPointsEarned', { points }),
      );
    }
    case 'CANCELLED': {
      // `refunded` is the amount the cancel paid back (0 for an unpaid order).
      const cancelled =
        data.auto === true
          ? t('eventCancelledAuto')
          : (amount(data, 'refunded') ?? 0) > 0
            ? t('eventCancelledRefunded')
            : t('eventCancelled');
      return withPoints(cancelled, amount(data, 'pointsBack'), (points) => t('eventPointsBack', { points }));
    }
    case 'ADDRESS_CHANGED':
      return t('eventAddressChanged');
    case 'NOTE':
      return t('eventNote');
    case 'AFTER_SALE_REQUESTED': {
      const type = text(data, 'type');
      const typeName =
        type && Object.hasOwn(afterSaleTypeLabelKeys, type)
          ? t(afterSaleTypeLabelKeys[type as keyof typeof afterSaleTypeLabelKeys])
          : '';
      return t('eventAfterSaleRequested', { afterSaleNo, type: typeName });
    }
    case 'AFTER_SALE_APPROVED':
      return t('eventAfterSaleApproved', { afterSaleNo });
    case 'AFTER_SALE_REJECTED':
      return t('eventAfterSaleRejected', { afterSaleNo });
    case 'AFTER_SALE_RECEIVED':
      return t('eventAfterSaleReceived', { afterSaleNo });
    case 'AFTER_SALE_CANCELLED':
      return t('eventAfterSaleCancelled', { afterSaleNo });
    case 'REFUNDED': {
      const refunded = amount(data, 'amount');
      return refunded === undefined
        ? t('eventRefundedPlain')
        : t('eventRefunded', { amount: money(refunded), refundNo: text(data, 'refundNo') ?? '' });
    }
    case 'RESTOCKED':
      return t('eventRestocked', { count: amount(data, 'quantity') ?? 0 });
  }
}

/** The timeline newest first (ids break ties: events of one transaction share their time). */
export function newestFirst(events: readonly OrderEvent[]): OrderEvent[] {
  return [...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
