import { configPaths } from '@shop/contract/areas/config-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { request, underBase } from '../../lib/request';
import { formatMoney, formatPriceRange } from './money';

/** What prices are in until the public config says otherwise (the seeded value). */
const FALLBACK_CURRENCY = 'EUR';

const shopCurrencyOptions = () =>
  queryOptions({
    queryKey: ['product', 'shop-currency'],
    queryFn: async () => {
      const { data } = await request<Record<string, unknown> | null>(underBase(configPaths.publicConfig), {
        quiet: true,
      });
      const currency = data?.shop_currency;
      return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : FALLBACK_CURRENCY;
    },
    // The currency changes rarely; a minute old is fresh enough for a list of prices.
    staleTime: 60_000,
  });

/** The shop currency (config `shop_currency`) and formatters of cents in it, in the UI language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const currency = useQuery(shopCurrencyOptions()).data ?? FALLBACK_CURRENCY;
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
