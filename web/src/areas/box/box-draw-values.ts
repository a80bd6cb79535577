import type { BoxDrawBody, BoxPayMethod, BoxSeries } from '@shop/contract/areas/box';
import type { offlineChannels } from '@shop/contract/areas/order';

/** The draw dialog's form as antd holds it. */
export interface DrawValues {
  customerId: number | undefined;
  addressId: number | undefined;
  payMethod: BoxPayMethod;
  /** Money received for a CASH draw: how, and its slip. */
  payment: { channel: (typeof offlineChannels)[number]; reference: string };
  ageConfirmed: boolean;
  note: string;
}

type Priced = Pick<BoxSeries, 'cashPrice' | 'pointsPrice'>;

/** Whether a customer may draw from the box now: on sale, and inside its window. */
export const drawable = (box: Pick<BoxSeries, 'status' | 'windowState'>) =>
  box.status === 'ON_SALE' && box.windowState === 'RUNNING';

/** The ways the box sells a draw, money first. */
export function payMethodsOf(box: Priced): BoxPayMethod[] {
  return [
    ...(box.cashPrice === null ? [] : ['CASH' as const]),
    ...(box.pointsPrice === null ? [] : ['POINTS' as const]),
  ];
}

/** A fresh draw's form: money when the box sells for it, cash in hand. */
export function drawStart(box: Priced, customerId?: number): DrawValues {
  return {
    customerId,
    addressId: undefined,
    payMethod: payMethodsOf(box)[0] ?? 'CASH',
    payment: { channel: 'CASH', reference: '' },
    ageConfirmed: false,
    note: '',
  };
}

/**
 * The points a POINTS draw leaves the customer, negative when they are short (the server would
 * refuse 42202); null when it is not a points draw or the balance is not known yet.
 */
export function balanceAfter(
  box: Priced,
  payMethod: BoxPayMethod,
  balance: number | undefined,
): number | null {
  if (payMethod !== 'POINTS' || box.pointsPrice === null || balance === undefined) return null;
  return balance - box.pointsPrice;
}

/** The request: the payment only for a CASH draw; `key` is the dialog's one idempotency key. */
export function drawBodyOf(values: DrawValues, key: string): BoxDrawBody {
  return {
    customerId: values.customerId ?? 0,
    addressId: values.addressId ?? 0,
    payMethod: values.payMethod,
    ...(values.payMethod === 'CASH'
      ? { payment: { channel: values.payment.channel, reference: values.payment.reference ?? '' } }
      : {}),
    ageConfirmed: values.ageConfirmed === true,
    note: values.note ?? '',
    idempotencyKey: key,
  };
}
