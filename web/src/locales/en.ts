/**
 * The English catalogues the first paint needs (login, public pages, page titles, API messages),
 * bundled with the entry. English is every language's fallback.
 */
export const catalogues = import.meta.glob<Record<string, unknown>>(
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
