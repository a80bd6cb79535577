/**
 * The shop title shown until the configuration centre's `shop_title` has been read (the seeded
 * value is the same, so a fresh shop never flickers). See `load-shop-title.ts`.
 */
export const DEFAULT_SHOP_TITLE = 'Handmade Shop';

/** The page icon set at each navigation (B-J4). */
export const FAVICON_URL = '/favicon.svg';

/** The two help links of the avatar menu (B-F23), opened in a new tab. */
export const HELP_LINKS = {
  github: 'https://github.com/PanJiaChen/vue-element-admin/',
  docs: 'https://panjiachen.github.io/vue-element-admin-site/',
} as const;
