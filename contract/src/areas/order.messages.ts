import { messageCatalogue } from '../message.js';

/** What the order area's refusals and field checks say, in English; the console translates each key. */
export const orderMessages = messageCatalogue('order', {});
