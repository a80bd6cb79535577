import { messageCatalogue } from '../message.js';

/** What the product area's refusals and field checks say, in English; the console translates each key. */
export const productMessages = messageCatalogue('product', {});
