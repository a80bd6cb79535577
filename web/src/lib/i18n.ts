import { createInstance, type i18n as I18n } from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { catalogues as english } from '../locales/en';
import { labelBundles } from './labels/label-bundles';

/** The console's languages, in the order the pickers list them. */
export const languages = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof languages)[number];

/** Each language named in itself, as the pickers show it. */
export const languageLabels: Record<Language, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
};

const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** B-K1: the cookie if it names a language, else the browser's primary subtag, else English. */
export function startLanguage(
  cookieValue: string | undefined,
  browserLanguage: string | undefined,
): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  const primary = browserLanguage?.toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : 'en';
}

type Catalogues = Record<string, Record<string, unknown>>;

/** `{ './zh/login.json': {...} }` as i18next bundles: `{ login: {...} }`. */
function bundlesOf(catalogues: Catalogues): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(catalogues).map(([file, catalogue]) => [
      /([^/]+)\.json$/.exec(file)?.[1] ?? file,
      catalogue,
    ]),
  );
}

// English is bundled (the fallback of every key); the others load when chosen, so the first page
// carries one language and the catalogues can grow with the console.
const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<{ catalogues: Catalogues }>> = {
  zh: () => import('../locales/zh'),
  es: () => import('../locales/es'),
  ja: () => import('../locales/ja'),
};

/** The one i18next instance; plain modules translate with `i18n.t`, components with `useTranslation`. */
export const i18n: I18n = createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: bundlesOf(english) },
  lng: startLanguage(Cookies.get(LANGUAGE_COOKIE), globalThis.navigator?.language),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // English is bundled and main.tsx loads the start language before the first render, so a
  // synchronous start lets that render speak it.
  initAsync: false,
});
addLabels('en');

/**
 * The enum names (statuses, channels, reasons…) come from the contract, which the exports read
 * too; they join each namespace under the keys the console uses (see labels/label-bundles).
 */
function addLabels(language: Language): void {
  for (const [namespace, bundle] of Object.entries(labelBundles(language))) {
    i18n.addResourceBundle(language, namespace, bundle, true, false);
  }
}

/** Current language as one of the four (i18next may report a fallback such as `cimode`). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * Adds the English catalogues of the signed-in console (a separate chunk, so the login page stays
 * small). The layout's loader awaits it, so no signed-in page renders before its texts exist.
 */
export async function loadSignedInEnglish(): Promise<void> {
  if (i18n.hasResourceBundle('en', 'list')) return;
  const { catalogues } = await import('../locales/en-signed-in');
  for (const [namespace, bundle] of Object.entries(bundlesOf(catalogues))) {
    i18n.addResourceBundle('en', namespace, bundle, true, true);
  }
}

/** Makes a language's catalogues available (before the first render, before a switch). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const { catalogues } = await otherLanguages[language]();
  for (const [namespace, bundle] of Object.entries(bundlesOf(catalogues))) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
  addLabels(language);
}

/** B-F22: applies the language at once and remembers it in the `language` cookie. */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  Cookies.set(LANGUAGE_COOKIE, language, { path: '/' });
}
