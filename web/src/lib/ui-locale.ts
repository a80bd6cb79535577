import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Language } from './i18n';

// English is antd's and dayjs's built-in default; the others load on demand, so the first page
// carries only the language it speaks. Each brings dayjs's month and weekday names (date pickers).
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Locale>> = {
  zh: () =>
    Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]).then(([m]) => m.default),
  es: () => Promise.all([import('antd/es/locale/es_ES'), import('dayjs/locale/es')]).then(([m]) => m.default),
  ja: () => Promise.all([import('antd/es/locale/ja_JP'), import('dayjs/locale/ja')]).then(([m]) => m.default),
};

const dayjsNames: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };

const loaded = new Map<Language, Locale>([['en', enUS]]);
let dayjs: typeof import('dayjs') | undefined;

/**
 * B-K5: loads antd's built-in texts for a language (zh → Simplified Chinese, ...) and makes dayjs
 * format dates in it. Resolves once `uiLocale(language)` returns them.
 */
export async function loadUiLocale(language: Language): Promise<void> {
  if (language !== 'en' && !loaded.has(language)) {
    const [locale, module] = await Promise.all([loaders[language](), import('dayjs')]);
    loaded.set(language, locale);
    dayjs = module.default;
  }
  dayjs?.locale(dayjsNames[language]);
}

/** antd's texts for a language once loaded, else English. */
export function uiLocale(language: Language): Locale {
  return loaded.get(language) ?? enUS;
}
