/**
 * The other English catalogues (the signed-in console's areas), in their own chunk: the login
 * page does not carry them. `loadSignedInEnglish` (lib/i18n.ts) adds them before the layout shows.
 */
import { messages } from '@shop/contract/messages';

const namespaces = import.meta.glob<Record<string, unknown>>(
  [
    './en/*.json',
    '!./en/common.json',
    '!./en/login.json',
    '!./en/request.json',
    '!./en/session.json',
    '!./en/qr.json',
    '!./en/route.json',
    '!./en/errors.json',
  ],
  { eager: true, import: 'default' },
);

/** Every API message in English, from the contract (the server sends the same words). */
export const catalogues: Record<string, Record<string, unknown>> = {
  ...namespaces,
  './en/messages.json': messages,
};
