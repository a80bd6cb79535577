import type { IFuseOptions } from 'fuse.js';
import type { Language } from '../../../lib/i18n';
import { resolvePath } from '../../route-objects';
import type { AppRoute } from '../../route-types';

/** One page the menu search can jump to (B-F8). */
export interface SearchEntry {
  /** Full path, resolved against the parents' paths. */
  path: string;
  /** Translated titles, the parents' first; Fuse matches each of them. */
  title: string[];
  /** B-F11: toneless pinyin of the last title, only while pinyin search is on. */
  pinyinTitle?: string;
}

/** Turns Chinese text into toneless pinyin, syllables joined, other characters kept. */
export type ToPinyin = (text: string) => string;

interface PoolOptions {
  /** A title key translated in the current language. */
  translate(titleKey: string): string;
  /** Given while pinyin search is on (B-F11); entries then carry `pinyinTitle`. */
  toPinyin?: ToPinyin;
}

/**
 * B-F8/B-F11: the search pool of a user's routes. Hidden routes and everything under them are
 * skipped; a titled route is an entry unless it is a `noRedirect` group; children are always
 * visited and inherit the titles gathered so far.
 */
export function buildSearchPool(
  routes: readonly AppRoute[],
  options: PoolOptions,
  basePath = '',
  prefixTitles: readonly string[] = [],
): SearchEntry[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    const path = resolvePath(basePath, route.path);
    const titleKey = route.meta?.title;
    const titles = titleKey ? [...prefixTitles, options.translate(titleKey)] : [...prefixTitles];
    const own: SearchEntry[] = [];
    if (titleKey && route.redirect !== 'noRedirect') {
      const entry: SearchEntry = { path, title: titles };
      const last = titles[titles.length - 1];
      if (options.toPinyin && last !== undefined) entry.pinyinTitle = options.toPinyin(last);
      own.push(entry);
    }
    return [...own, ...buildSearchPool(route.children ?? [], options, path, titles)];
  });
}

/** B-F9: an option's label, e.g. `Inventory > Inventory SKU List`. */
export function labelOf(entry: SearchEntry): string {
  return entry.title.join(' > ');
}

/** B-F11: pinyin data only while the language is zh and the pinyin setting is on. */
export function usesPinyin(language: Language, supportPinyinSearch: boolean): boolean {
  return language === 'zh' && supportPinyinSearch;
}

/** B-F10: exactly these, not Fuse's generic defaults (0.6 threshold, 32 minimum length). */
export const SEARCH_FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'pinyinTitle', weight: 0.3 },
    { name: 'path', weight: 0.3 },
  ],
};

let pinyinLoad: Promise<ToPinyin> | undefined;

/** pinyin-pro is large and only zh users need it, so it loads on first use, in its own chunk. */
export function loadPinyin(): Promise<ToPinyin> {
  pinyinLoad ??= import('pinyin-pro').then(
    ({ pinyin }) =>
      (text: string) =>
        pinyin(text, { toneType: 'none', separator: '' }),
    (error: unknown) => {
      // A failed chunk load (e.g. offline) may succeed on a later try.
      pinyinLoad = undefined;
      throw error;
    },
  );
  return pinyinLoad;
}
