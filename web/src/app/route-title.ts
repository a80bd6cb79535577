import { i18n } from '../lib/i18n';
import { FAVICON_URL } from '../lib/shop-settings';
import { titleKeyOf } from './route-match';
import type { MatchedRoute } from './route-types';

const translate = i18n.t as unknown as (key: string) => string;

/** A title key translated in the current language (English fallback), or undefined when none has it. */
export function translatedTitle(key: string | undefined): string | undefined {
  return key && i18n.exists(`route:${key}`) ? translate(`route:${key}`) : undefined;
}

/** B-K2: a route title for menu, breadcrumb and tabs; a key nobody translated shows as itself. */
export function routeTitle(key: string): string {
  return translatedTitle(key) ?? key;
}

/** B-J1: `<translated title> - <shop title>`, or the shop title alone for routes without one. */
export function documentTitle(chain: readonly MatchedRoute[], shopTitle: string): string {
  const title = translatedTitle(titleKeyOf(chain));
  return title ? `${title} - ${shopTitle}` : shopTitle;
}

/** B-J4: the configured page icon, blank while the route's `meta.favicon` is null. */
export function faviconOf(chain: readonly MatchedRoute[]): string {
  // `data:,` is an empty image: a blank icon without a request for one.
  return chain.some(({ route }) => route.meta?.favicon === null) ? 'data:,' : FAVICON_URL;
}

/** Applies both to the document. */
export function applyPageHead(chain: readonly MatchedRoute[], shopTitle: string): void {
  document.title = documentTitle(chain, shopTitle);
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const href = faviconOf(chain);
  if (icon && icon.getAttribute('href') !== href) icon.setAttribute('href', href);
}
