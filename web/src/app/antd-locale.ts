import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import type { Language } from '../lib/i18n';

/** B-K5: the UI library's built-in texts follow the console language. */
export const antdLocales: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };
