import { messageCatalogue } from '../message.js';

/** What the customer area's refusals and field checks say, in English; the console translates each key. */
export const customerMessages = messageCatalogue('customer', {});
