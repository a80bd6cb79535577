import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPriceRange } from './money';
import { type PublicConfig, publicConfigOptions } from './public-config';

/** What prices are in until the public config says otherwise (the seeded value). */
const FALLBACK_CURRENCY = 'EUR';

/** The config's `shop_currency` when it is a three-letter code, else the fallback. */
function currencyOf(config: PublicConfig): string {
  const currency = config.shop_currency;
  return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : FALLBACK_CURRENCY;
}

/** The shop currency (config `shop_currency`) and formatters of cents in it, in the UI language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const currency = useQuery({ ...publicConfigOptions(), select: currencyOf }).data ?? FALLBACK_CURRENCY;
  const language = i18n.language;
  return useMemo(
    () => ({
      currency,
      format: (cents: number) => formatMoney(cents, currency, language),
      range: (min: number | null, max: number | null) => formatPriceRange(min, max, currency, language),
    }),
    [currency, language],
  );
}

export type Money = ReturnType<typeof useMoney>;
