/**
 * The English catalogues the first paint needs (login, public pages, page titles, API messages),
 * bundled with the entry. English is every language's fallback.
 */

import { sessionMessages } from '@shop/contract/areas/session.messages';
import { fieldMessages, requestMessages } from '@shop/contract/common.messages';

const namespaces = import.meta.glob<Record<string, unknown>>(
  [
    './en/common.json',
    './en/login.json',
    './en/request.json',
    './en/session.json',
    './en/qr.json',
    './en/route.json',
    './en/errors.json',
  ],
  { eager: true, import: 'default' },
);

/** The API's messages the login page may meet; the rest come with the signed-in catalogues. */
export const catalogues: Record<string, Record<string, unknown>> = {
  ...namespaces,
  './en/messages.json': { ...fieldMessages, ...requestMessages, ...sessionMessages },
};
