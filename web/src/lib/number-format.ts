import { currentLanguage, type Language } from './i18n';

const SI_SYMBOLS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/**
 * B-L5: a number shortened with the largest SI symbol it reaches (`k` from 1000 up to `E`), to
 * `digits` decimals without trailing zeros: 1500, 1 → `1.5k`; below 1000 the number as it is.
 */
export function numberFormatter(num: number, digits: number): string {
  for (const { value, symbol } of SI_SYMBOLS) {
    if (num >= value) {
      return (num / value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + symbol;
    }
  }
  return num.toString();
}

/**
 * B-L6: a number with commas between the thousands of its integer part, sign and decimals kept
 * (1234567.891 → `1,234,567.891`); anything that is not a number reads as `0`.
 */
export function toThousandFilter(num: unknown): string {
  return (Number(num) || 0)
    .toString()
    .replace(/^-?\d+/, (integer) => integer.replace(/(?=(?!\b)(\d{3})+$)/g, ','));
}

/** A short number in the language's own form for UI text: en `12.3K`, ja `1.2万`, es `12,3 mil`. */
export function formatCompact(num: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(num);
}

/** A number with the language's grouping and decimal marks: en `1,234.5`, es `1234,5`, ja `1,234.5`. */
export function formatNumber(num: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(num);
}
