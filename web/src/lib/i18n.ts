import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';

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

// Every web/src/locales/<language>/<namespace>.json, bundled: the catalogues are a few KB.
const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The catalogues as i18next resources: `{ en: { common: {...}, login: {...} }, ... }`. */
export function localeResources(): Resource {
  const resources: Resource = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = catalogue;
  }
  return resources;
}

/** The one i18next instance; plain modules translate with `i18n.t`, components with `useTranslation`. */
export const i18n: I18n = createInstance();

void i18n.use(initReactI18next).init({
  resources: localeResources(),
  lng: startLanguage(Cookies.get(LANGUAGE_COOKIE), globalThis.navigator?.language),
  fallbackLng: 'en',
  supportedLngs: [...languages],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialising synchronously lets the first render speak the language.
  initAsync: false,
});

/** Current language as one of the four (i18next may report a fallback such as `cimode`). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** B-F22: applies the language at once and remembers it in the `language` cookie. */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  Cookies.set(LANGUAGE_COOKIE, language, { path: '/' });
}
