import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { create } from 'zustand';
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

/**
 * Record names by page path (`/product/edit/12` → `Linen tote`), given by edit pages once their
 * record has loaded, so two open records are not both titled "Edit Product". Kept for the session:
 * a tab reopened on the same path names the same record.
 */
const useRecordNames = create<Record<string, string>>(() => ({}));

/** The last head applied, to title it again when the shown page names its record. */
let lastHead: [readonly MatchedRoute[], string] | undefined;

/** An edit page names its record (undefined while loading: the tab shows the id meanwhile). */
export function useRecordTitle(name: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name || useRecordNames.getState()[pathname] === name) return;
    useRecordNames.setState({ [pathname]: name });
    // Effects of a kept page run only while it is shown: this is the current page.
    if (lastHead) applyPageHead(...lastHead);
  }, [pathname, name]);
}

/** The record names pages gave, by path (the tags bar names each tab's record). */
export function useRecordNameMap(): Readonly<Record<string, string>> {
  return useRecordNames();
}

/** `Edit Product: Linen tote`, or the title alone for a page of no record. */
export function withRecord(title: string, record: string | undefined): string {
  return record ? i18n.t('tags:recordTitle', { title, record }) : title;
}

/**
 * The record of a path shown by a route with parameters: its page's name for it, else the last
 * parameter's value (`/config/edit/:key` → the key); none for a route without parameters.
 */
export function recordOf(chain: readonly MatchedRoute[], pathname: string): string | undefined {
  const pattern = chain.at(-1)?.fullPath;
  if (!pattern?.includes(':')) return undefined;
  const params = matchPath(pattern, pathname)?.params;
  if (!params) return undefined;
  return useRecordNames.getState()[pathname] ?? Object.values(params).at(-1);
}

/** B-J1: `<translated title> - <shop title>`, or the shop title alone for routes without one. */
export function documentTitle(chain: readonly MatchedRoute[], shopTitle: string, record?: string): string {
  const title = translatedTitle(titleKeyOf(chain));
  return title ? `${withRecord(title, record)} - ${shopTitle}` : shopTitle;
}

/** B-J4: the configured page icon, blank while the route's `meta.favicon` is null. */
export function faviconOf(chain: readonly MatchedRoute[]): string {
  // `data:,` is an empty image: a blank icon without a request for one.
  return chain.some(({ route }) => route.meta?.favicon === null) ? 'data:,' : FAVICON_URL;
}

/** Applies both to the document. */
export function applyPageHead(chain: readonly MatchedRoute[], shopTitle: string): void {
  lastHead = [chain, shopTitle];
  // The guard titles a navigation before the address changes: a record only once it is there.
  document.title = documentTitle(chain, shopTitle, recordOf(chain, window.location.pathname));
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const href = faviconOf(chain);
  if (icon && icon.getAttribute('href') !== href) icon.setAttribute('href', href);
}
