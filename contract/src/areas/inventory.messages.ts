import { messageCatalogue } from '../message.js';

/** What the inventory area's refusals and field checks say, in English; the console translates each key. */
export const inventoryMessages = messageCatalogue('inventory', {});
