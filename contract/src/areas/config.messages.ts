import { messageCatalogue } from '../message.js';

/** What the config area's refusals and field checks say, in English; the console translates each key. */
export const configMessages = messageCatalogue('config', {});
