import { messageCatalogue } from '../message.js';

/** What the media area's refusals and field checks say, in English; the console translates each key. */
export const mediaMessages = messageCatalogue('media', {});
