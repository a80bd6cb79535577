// Paths only, without schemas: the console's first paint reads the public config from here
// without pulling zod into the login page (`npm run bench -- web`).

/**
 * The config centre (access `config`: developer and admin): typed key/value entries with their
 * history, and a public read of the entries marked public (the shop title before sign-in).
 */
export const configPaths = {
  list: '/base/admin/config',
  /** Distinct categories, for the list's filter. */
  categories: '/base/admin/config-categories',
  item: '/base/admin/config/:key',
  history: '/base/admin/config/:key/history',
  revert: '/base/admin/config/:key/revert',
  /** Public: `{ shop_title, shop_currency, … }` for the entries marked public. */
  publicConfig: '/base/public/config',
} as const;
