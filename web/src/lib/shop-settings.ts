/**
 * The shop title shown until the configuration centre's `shop_title` has been read (the seeded
 * value is the same, so a fresh shop never flickers). See `load-shop-title.ts`.
 */
export const DEFAULT_SHOP_TITLE = 'Handmade Shop';

/** The page icon set at each navigation (B-J4). */
export const FAVICON_URL = '/favicon.svg';

/**
 * The two help links of the avatar menu (B-F23), opened in a new tab: the staff guide the console
 * serves (`web/public/help/`, a section per language) and the server's API docs (Swagger UI).
 */
export const HELP_LINKS = {
  guide: '/help/index.html',
  apiDocs: '/base/docs',
} as const;
