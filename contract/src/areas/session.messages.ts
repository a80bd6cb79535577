import { messageCatalogue } from '../message.js';

/** What the session area's refusals and field checks say, in English; the console translates each key. */
export const sessionMessages = messageCatalogue('session', {});
