import { messageCatalogue } from '../message.js';

/** What the payment area's refusals and field checks say, in English; the console translates each key. */
export const paymentMessages = messageCatalogue('payment', {
  'payment.notFound': 'No such payment',
  /** One reference names one payment, whatever it paid for (an order, an exchange's cash part or a box draw). */
  'payment.referenceUsedByOrder': 'This reference is already recorded for order {{orderNo}}',
  'payment.referenceUsedByExchange': 'This reference is already recorded for exchange order {{exchangeNo}}',
  'payment.referenceUsedByBoxDraw': 'This reference is already recorded for box draw {{drawNo}}',
});
