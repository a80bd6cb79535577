import { messageCatalogue } from '../message.js';

/** What the payment area's refusals and field checks say, in English; the console translates each key. */
export const paymentMessages = messageCatalogue('payment', {
  'payment.notFound': 'No such payment',
});
