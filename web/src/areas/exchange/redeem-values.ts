import type { ExchangeItem, ExchangePlaceBody } from '@shop/contract/areas/exchange';
import type { offlineChannels } from '@shop/contract/areas/order';

/** The redeem dialog's form as antd holds it. */
export interface RedeemValues {
  customerId: number | undefined;
  itemId: number | undefined;
  quantity: number | null;
  addressId: number | undefined;
  note: string;
  /** With a cash part: whether it is paid now (then channel and reference say how). */
  paidNow: boolean;
  payment: { channel: (typeof offlineChannels)[number]; reference: string };
}

export const REDEEM_START: Omit<RedeemValues, 'itemId'> = {
  customerId: undefined,
  quantity: 1,
  addressId: undefined,
  note: '',
  paidNow: false,
  payment: { channel: 'CASH', reference: '' },
};

/** What a redemption costs and leaves: points, cash, the balance after, and whether it fits. */
export interface RedeemSummary {
  points: number;
  cash: number;
  /** The balance after, negative when the customer is short (null while no balance is known). */
  balanceAfter: number | null;
  /** The most this order may take: the quota left, the per-order limit (null: none). */
  most: number;
}

export function redeemSummary(
  item: Pick<ExchangeItem, 'pointsPrice' | 'cashPrice' | 'quotaRemaining' | 'perOrderLimit'>,
  quantity: number,
  balance: number | undefined,
): RedeemSummary {
  const points = item.pointsPrice * quantity;
  return {
    points,
    cash: item.cashPrice * quantity,
    balanceAfter: balance === undefined ? null : balance - points,
    most: Math.min(item.quotaRemaining, item.perOrderLimit ?? Number.POSITIVE_INFINITY),
  };
}

/**
 * The request: an address only for a SKU item, the payment only when the item has a cash part and
 * staff say it is paid now; `key` is the dialog's one idempotency key.
 */
export function placeBodyOf(
  values: RedeemValues,
  item: Pick<ExchangeItem, 'id' | 'kind' | 'cashPrice'>,
  key: string,
): ExchangePlaceBody {
  return {
    customerId: values.customerId ?? 0,
    itemId: item.id,
    quantity: values.quantity ?? 0,
    ...(item.kind === 'SKU' && values.addressId !== undefined ? { addressId: values.addressId } : {}),
    note: values.note ?? '',
    ...(item.cashPrice > 0 && values.paidNow
      ? { payment: { channel: values.payment.channel, reference: values.payment.reference ?? '' } }
      : {}),
    idempotencyKey: key,
  };
}
